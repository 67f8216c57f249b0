import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { industryItems } from '../../db/schema';

export type IndustryRow = typeof industryItems.$inferSelect;
export type IndustryInsert = Omit<
  typeof industryItems.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'browseCount' | 'forwardCount'
>;

/** Pinned first, then the editors' order, then newest (schema/industry.ts's index). */
const libraryOrder = [
  desc(industryItems.isTop),
  asc(industryItems.sortNo),
  desc(industryItems.createdAt),
  desc(industryItems.id),
];

/** What keyword search reads; the same expression as migration 0018's trigram index. */
const searchText = sql`lower(${industryItems.theme} || ' ' || ${industryItems.keyword} || ' ' || ${industryItems.contentText})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listItems(
  db: DbOrTx,
  q: { keyword: string; limit: number; offset: number },
): Promise<{ rows: IndustryRow[]; total: number }> {
  const where: SQL | undefined = q.keyword
    ? sql`${searchText} like ${`%${escapeLike(q.keyword.toLowerCase())}%`}`
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(industryItems)
      .where(where)
      .orderBy(...libraryOrder)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(industryItems).where(where),
  ]);
  return { rows, total };
}

export async function findItem(db: DbOrTx, id: number): Promise<IndustryRow | undefined> {
  const [row] = await db.select().from(industryItems).where(eq(industryItems.id, id)).limit(1);
  return row;
}

export async function insertItem(db: DbOrTx, values: IndustryInsert): Promise<IndustryRow> {
  const [row] = await db.insert(industryItems).values(values).returning();
  return row;
}

export async function updateItem(
  db: DbOrTx,
  id: number,
  values: Partial<IndustryInsert>,
): Promise<IndustryRow | undefined> {
  const [row] = await db
    .update(industryItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(industryItems.id, id))
    .returning();
  return row;
}

export async function deleteItem(db: DbOrTx, id: number): Promise<IndustryRow | undefined> {
  const [row] = await db.delete(industryItems).where(eq(industryItems.id, id)).returning();
  return row;
}

export interface Counts {
  id: number;
  browseCount: number;
  forwardCount: number;
}
const countColumns = {
  id: industryItems.id,
  browseCount: industryItems.browseCount,
  forwardCount: industryItems.forwardCount,
};

/** One more browse or forward, in one statement (no read-then-write): undefined when there is no item. */
export async function increment(
  db: DbOrTx,
  id: number,
  counter: 'browse' | 'forward',
): Promise<Counts | undefined> {
  const set =
    counter === 'browse'
      ? { browseCount: sql`${industryItems.browseCount} + 1` }
      : { forwardCount: sql`${industryItems.forwardCount} + 1` };
  const [row] = await db
    .update(industryItems)
    .set(set)
    .where(eq(industryItems.id, id))
    .returning(countColumns);
  return row;
}

export async function counts(db: DbOrTx, id: number): Promise<Counts | undefined> {
  const [row] = await db.select(countColumns).from(industryItems).where(eq(industryItems.id, id));
  return row;
}

/**
 * Serialises reorderings: each renumbers a whole group, so two at once would interleave. Held until the
 * transaction ends.
 */
export async function lockOrder(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('industry_items.sort_no'))`);
}

/**
 * Gives one group (pinned or not) the sort numbers 1, 2, 3… in its current order, so every item has a
 * place of its own (new items arrive with 0, ties fall back to newest first).
 */
export async function renumberGroup(tx: DbOrTx, isTop: boolean): Promise<void> {
  await tx.execute(sql`
    update ${industryItems} as i set sort_no = n.rn
    from (
      select id, row_number() over (
        order by ${industryItems.sortNo}, ${industryItems.createdAt} desc, ${industryItems.id} desc
      ) as rn
      from ${industryItems} where ${industryItems.isTop} = ${isTop}
    ) as n
    where i.id = n.id and i.sort_no <> n.rn`);
}

export async function placesOf(
  tx: DbOrTx,
  ids: number[],
): Promise<{ id: number; isTop: boolean; sortNo: number }[]> {
  return tx
    .select({ id: industryItems.id, isTop: industryItems.isTop, sortNo: industryItems.sortNo })
    .from(industryItems)
    .where(inArray(industryItems.id, ids));
}

export async function setSortNos(tx: DbOrTx, places: { id: number; sortNo: number }[]): Promise<void> {
  if (places.length === 0) return;
  const values = sql.join(
    places.map((p) => sql`(${p.id}::bigint, ${p.sortNo}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${industryItems} as i set sort_no = v.sort_no, updated_at = now()
    from (values ${values}) as v(id, sort_no)
    where i.id = v.id`);
}

export async function setTop(tx: DbOrTx, id: number, isTop: boolean): Promise<IndustryRow | undefined> {
  // First of its new group: sort 0 comes before the renumbered 1, 2, 3…
  return updateItem(tx, id, { isTop, sortNo: 0 });
}
