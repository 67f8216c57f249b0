import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { actionDays, actionFields, actionStocks, marketHolidays, posts, stocks } from '../../db/schema';

// ---- Trading calendar ----

export async function holidayDays(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ day: marketHolidays.day }).from(marketHolidays);
  return rows.map((r) => r.day);
}

export function listHolidays(db: DbOrTx, year: number) {
  return db
    .select({ date: marketHolidays.day, name: marketHolidays.name })
    .from(marketHolidays)
    .where(sql`${marketHolidays.day} between ${`${year}-01-01`} and ${`${year}-12-31`}`)
    .orderBy(asc(marketHolidays.day));
}

/** Adds a holiday; false when the day was one already. */
export async function insertHoliday(db: DbOrTx, day: string, name: string): Promise<boolean> {
  const rows = await db
    .insert(marketHolidays)
    .values({ day, name })
    .onConflictDoNothing()
    .returning({ day: marketHolidays.day });
  return rows.length > 0;
}

/** Removes a holiday; false when the day was none. */
export async function deleteHoliday(db: DbOrTx, day: string): Promise<boolean> {
  const rows = await db
    .delete(marketHolidays)
    .where(eq(marketHolidays.day, day))
    .returning({ day: marketHolidays.day });
  return rows.length > 0;
}

// ---- Days ----

export type ActionDayRow = typeof actionDays.$inferSelect;

export async function findDay(db: DbOrTx, day: string): Promise<ActionDayRow | undefined> {
  const [row] = await db.select().from(actionDays).where(eq(actionDays.day, day)).limit(1);
  return row;
}

/**
 * Creates the day's row if needed and locks it until the transaction ends: publishing, re-publishing and
 * unpublishing one day run one at a time.
 */
export async function lockDay(db: DbOrTx, day: string): Promise<ActionDayRow> {
  await db.insert(actionDays).values({ day }).onConflictDoNothing();
  const [row] = await db.select().from(actionDays).where(eq(actionDays.day, day)).for('update');
  return row;
}

export async function setDayState(
  db: DbOrTx,
  day: string,
  state: { published: boolean; fieldCount?: number; stockCount?: number },
): Promise<ActionDayRow> {
  const [row] = await db
    .update(actionDays)
    .set({
      published: state.published,
      ...(state.fieldCount === undefined ? {} : { fieldCount: state.fieldCount }),
      ...(state.stockCount === undefined ? {} : { stockCount: state.stockCount }),
      version: sql`${actionDays.version} + 1`,
      publishedAt: state.published ? sql`now()` : actionDays.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(actionDays.day, day))
    .returning();
  return row;
}

/** The newest published day at or before `day` (the partial index action_days_published_idx). */
export async function latestPublished(db: DbOrTx, day: string): Promise<ActionDayRow | undefined> {
  const [row] = await db
    .select()
    .from(actionDays)
    .where(and(eq(actionDays.published, true), lte(actionDays.day, day)))
    .orderBy(desc(actionDays.day))
    .limit(1);
  return row;
}

export async function listPublishedDays(db: DbOrTx, limit: number, offset: number) {
  const where = eq(actionDays.published, true);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(actionDays).where(where).orderBy(desc(actionDays.day)).limit(limit).offset(offset),
    db.select({ total: count() }).from(actionDays).where(where),
  ]);
  return { rows, total };
}

// ---- Sectors and rows ----

export type ActionFieldRow = typeof actionFields.$inferSelect;
export type ActionStockInsert = typeof actionStocks.$inferInsert;

export function dayFields(db: DbOrTx, day: string): Promise<ActionFieldRow[]> {
  return db
    .select()
    .from(actionFields)
    .where(eq(actionFields.day, day))
    .orderBy(asc(actionFields.sortNo), asc(actionFields.id));
}

export async function findField(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ field: actionFields, published: actionDays.published })
    .from(actionFields)
    .innerJoin(actionDays, eq(actionDays.day, actionFields.day))
    .where(eq(actionFields.id, id))
    .limit(1);
  return row;
}

const rowColumns = {
  id: actionStocks.id,
  fieldId: actionStocks.fieldId,
  stockId: actionStocks.stockId,
  code: stocks.code,
  name: stocks.name,
  articleId: posts.articleId,
  title: posts.title,
  time: actionStocks.time,
  num: actionStocks.num,
  price: actionStocks.price,
  sharesRange: actionStocks.sharesRange,
  reason: actionStocks.reason,
  expound: actionStocks.expound,
  sortNo: actionStocks.sortNo,
};

export interface ActionStockView {
  id: number;
  fieldId: number;
  stockId: number;
  code: string;
  name: string;
  articleId: string | null;
  title: string | null;
  time: string;
  num: string;
  price: number;
  sharesRange: number;
  reason: string;
  expound: string;
  sortNo: number;
}

/** Every row of a day with its stock and post, in sector then editor order (action_stocks_day_stock). */
export function dayRows(db: DbOrTx, day: string): Promise<ActionStockView[]> {
  return db
    .select(rowColumns)
    .from(actionStocks)
    .innerJoin(stocks, eq(stocks.id, actionStocks.stockId))
    .leftJoin(posts, eq(posts.id, actionStocks.postId))
    .where(eq(actionStocks.day, day))
    .orderBy(asc(actionStocks.fieldId), asc(actionStocks.sortNo));
}

/** Stock id → its 异动解析 post id, for the rows a day has now (kept across re-publishing). */
export async function dayPosts(db: DbOrTx, day: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ stockId: actionStocks.stockId, postId: actionStocks.postId })
    .from(actionStocks)
    .where(eq(actionStocks.day, day));
  return new Map(rows.flatMap((r) => (r.postId ? [[r.stockId, r.postId] as [number, number]] : [])));
}

/** Removes a day's sectors (their rows go with them: ON DELETE CASCADE). */
export async function deleteDayFields(db: DbOrTx, day: string): Promise<void> {
  await db.delete(actionFields).where(eq(actionFields.day, day));
}

export async function insertFields(
  db: DbOrTx,
  rows: { day: string; name: string; reason: string; sortNo: number; stockCount: number }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(actionFields).values(rows).returning({ id: actionFields.id });
  return inserted.map((r) => r.id);
}

export async function insertStocks(db: DbOrTx, rows: ActionStockInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(actionStocks).values(rows);
}

/** Sets the status of a day's 异动解析 posts (hidden while the day is withdrawn). */
export async function setPostsStatus(db: DbOrTx, postIds: number[], status: number): Promise<number> {
  if (postIds.length === 0) return 0;
  const rows = await db
    .update(posts)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === POST_STATUS.PUBLISHED ? { checkTime: sql`coalesce(${posts.checkTime}, now())` } : {}),
    })
    .where(and(inArray(posts.id, postIds), sql`${posts.status} <> ${status}`))
    .returning({ id: posts.id });
  return rows.length;
}

export async function postsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: posts.id, articleId: posts.articleId, status: posts.status })
    .from(posts)
    .where(inArray(posts.id, ids));
}
