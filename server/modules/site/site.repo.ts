import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners, sitePages, siteSettings } from '../../db/schema';

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

// ---- named settings ------------------------------------------------------------------------------------

export type SettingRowDb = typeof siteSettings.$inferSelect;

export async function findSetting(db: DbOrTx, proName: string): Promise<SettingRowDb | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.proName, proName));
  return row;
}

export function listSettings(db: DbOrTx): Promise<SettingRowDb[]> {
  return db.select().from(siteSettings).orderBy(asc(siteSettings.proName));
}

/** Writes a setting whole, in one statement (a concurrent save of the same name cannot fail on the key). */
export async function upsertSetting(
  db: DbOrTx,
  proName: string,
  value: unknown,
  updatedBy: string,
): Promise<SettingRowDb> {
  const [row] = await db
    .insert(siteSettings)
    .values({ proName, value, updatedBy })
    .onConflictDoUpdate({
      target: siteSettings.proName,
      set: { value, updatedBy, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

// ---- editor pages --------------------------------------------------------------------------------------

export type PageRowDb = typeof sitePages.$inferSelect;
export type PageValues = Pick<typeof sitePages.$inferInsert, 'slug' | 'title' | 'contentHtml'>;

export async function findPageBySlug(db: DbOrTx, slug: string): Promise<PageRowDb | undefined> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return row;
}

export function listPages(db: DbOrTx): Promise<PageRowDb[]> {
  return db.select().from(sitePages).orderBy(asc(sitePages.slug));
}

export async function insertPage(db: DbOrTx, values: PageValues): Promise<PageRowDb> {
  const [row] = await db.insert(sitePages).values(values).returning();
  return row;
}

export async function updatePage(db: DbOrTx, id: number, values: PageValues): Promise<PageRowDb | undefined> {
  const [row] = await db
    .update(sitePages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sitePages.id, id))
    .returning();
  return row;
}

export async function deletePage(db: DbOrTx, id: number): Promise<PageRowDb | undefined> {
  const [row] = await db.delete(sitePages).where(eq(sitePages.id, id)).returning();
  return row;
}
