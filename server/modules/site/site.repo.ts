import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';

export type BannerRowDb = typeof banners.$inferSelect;
export type BannerValues = Pick<
  typeof banners.$inferInsert,
  'title' | 'text' | 'link' | 'tone' | 'sortNo' | 'enabled'
>;

const order = [asc(banners.sortNo), asc(banners.id)];

export function listBanners(db: DbOrTx): Promise<BannerRowDb[]> {
  return db
    .select()
    .from(banners)
    .orderBy(...order);
}

export function enabledBanners(db: DbOrTx): Promise<BannerRowDb[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(...order);
}

export async function insertBanner(db: DbOrTx, values: BannerValues): Promise<BannerRowDb> {
  const [row] = await db.insert(banners).values(values).returning();
  return row;
}

export async function updateBanner(
  db: DbOrTx,
  id: number,
  values: BannerValues,
): Promise<BannerRowDb | undefined> {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(banners.id, id))
    .returning();
  return row;
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<BannerRowDb | undefined> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  return row;
}

export async function countBanners(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(banners);
  return row.n;
}
