import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { postStocks, posts, stockFollows, stocks } from '../../db/schema';
import { recentlyPublished } from '../rank/rank.repo';

export interface StockInput {
  code: string;
  name: string;
  exchange: string;
  pinyin: string;
  initials: string;
}

/** Inserts new codes and renames existing ones (names change, e.g. after a merger or ST). */
export async function upsertStocks(db: DbOrTx, rows: StockInput[]): Promise<number> {
  let written = 0;
  // Batches keep each statement's parameter count well under PostgreSQL's 65535 limit.
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    const result = await db
      .insert(stocks)
      .values(batch)
      .onConflictDoUpdate({
        target: stocks.code,
        set: {
          name: sql`excluded.name`,
          exchange: sql`excluded.exchange`,
          pinyin: sql`excluded.pinyin`,
          initials: sql`excluded.initials`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${stocks.name}, ${stocks.exchange}, ${stocks.pinyin}) is distinct from (excluded.name, excluded.exchange, excluded.pinyin)`,
      })
      .returning({ id: stocks.id });
    written += result.length;
  }
  return written;
}

export type StockRow = typeof stocks.$inferSelect;

export function allStocks(db: DbOrTx): Promise<StockRow[]> {
  return db.select().from(stocks).orderBy(stocks.code);
}

/** Changes whenever a stock is added, renamed or removed: the directory's reload trigger. */
export async function stocksVersion(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      at: sql<string>`coalesce(max(${stocks.updatedAt}), 'epoch')::text`,
    })
    .from(stocks);
  return `${row.n}|${row.at}`;
}

/**
 * Adds a follow and bumps the stock's counter in one statement pair inside the caller's transaction;
 * a repeated follow changes nothing. Returns the new count, or null for an unknown stock.
 */
export async function addStockFollow(tx: DbOrTx, userId: number, stockId: number): Promise<number | null> {
  const inserted = await tx
    .insert(stockFollows)
    .values({ userId, stockId })
    .onConflictDoNothing()
    .returning({ stockId: stockFollows.stockId });
  return adjustFollowCount(tx, stockId, inserted.length);
}

export async function removeStockFollow(tx: DbOrTx, userId: number, stockId: number): Promise<number | null> {
  const deleted = await tx
    .delete(stockFollows)
    .where(and(eq(stockFollows.userId, userId), eq(stockFollows.stockId, stockId)))
    .returning({ stockId: stockFollows.stockId });
  return adjustFollowCount(tx, stockId, -deleted.length);
}

async function adjustFollowCount(tx: DbOrTx, stockId: number, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(stocks)
    .set({ followCount: sql`${stocks.followCount} + ${delta}` })
    .where(eq(stocks.id, stockId))
    .returning({ n: stocks.followCount });
  return row?.n ?? null;
}

export async function followCountOf(db: DbOrTx, stockId: number): Promise<number> {
  const [row] = await db.select({ n: stocks.followCount }).from(stocks).where(eq(stocks.id, stockId));
  return row?.n ?? 0;
}

export async function followedStockIds(db: DbOrTx, userId: number, among?: number[]): Promise<number[]> {
  if (among?.length === 0) return [];
  const rows = await db
    .select({ id: stockFollows.stockId })
    .from(stockFollows)
    .where(and(eq(stockFollows.userId, userId), among ? inArray(stockFollows.stockId, among) : undefined))
    .orderBy(desc(stockFollows.createdAt), desc(stockFollows.stockId));
  return rows.map((r) => r.id);
}

/** Published posts about a stock. */
export async function countPostsAbout(db: DbOrTx, stockId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postStocks)
    .innerJoin(posts, eq(posts.id, postStocks.postId))
    .where(and(eq(postStocks.stockId, stockId), eq(posts.status, POST_STATUS.PUBLISHED)));
  return row.n;
}

/**
 * Stocks to suggest `viewerId` follows: followed by someone or with posts about them published in the
 * last `days` days, and not followed by the viewer. Most followed first, then most posts in those days,
 * then the lowest id.
 */
export function suggestedStocks(db: DbOrTx, viewerId: number, q: { days: number; limit: number }) {
  const recent = db
    .select({ stockId: postStocks.stockId, n: sql<number>`count(*)::int`.as('n') })
    .from(postStocks)
    .innerJoin(posts, eq(posts.id, postStocks.postId))
    .where(recentlyPublished(q.days))
    .groupBy(postStocks.stockId)
    .as('recent');
  const weekPosts = sql<number>`coalesce(${recent.n}, 0)`.mapWith(Number);
  return db
    .select({ stock: stocks, weekPosts })
    .from(stocks)
    .leftJoin(recent, eq(recent.stockId, stocks.id))
    .where(
      and(
        or(gt(stocks.followCount, 0), isNotNull(recent.stockId)),
        sql`not exists (select 1 from ${stockFollows} where ${stockFollows.userId} = ${viewerId}
          and ${stockFollows.stockId} = ${stocks.id})`,
      ),
    )
    .orderBy(desc(stocks.followCount), desc(weekPosts), asc(stocks.id))
    .limit(q.limit);
}
