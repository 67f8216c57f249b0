import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PLAN_HISTORY_MAX, PLAN_OUTCOME_NOT_EXECUTED, type PlanOrder } from '../../../common/plan';
import type { DbOrTx } from '../../db/client';
import { stocks, tradePlanFollows, tradePlans, users } from '../../db/schema';

export type PlanInsert = Omit<
  typeof tradePlans.$inferInsert,
  'id' | 'sortNo' | 'createdAt' | 'updatedAt' | 'followCount'
>;
export type PlanValues = Pick<
  typeof tradePlans.$inferInsert,
  | 'stockId'
  | 'direction'
  | 'entryFen'
  | 'targetFen'
  | 'stopFen'
  | 'size'
  | 'reason'
  | 'validUntil'
  | 'tradeDate'
>;

/** A plan with what every answer shows of its stock and author. */
const planColumns = {
  id: tradePlans.id,
  articleId: tradePlans.articleId,
  userId: tradePlans.userId,
  stockId: tradePlans.stockId,
  direction: tradePlans.direction,
  entryFen: tradePlans.entryFen,
  targetFen: tradePlans.targetFen,
  stopFen: tradePlans.stopFen,
  size: tradePlans.size,
  reason: tradePlans.reason,
  validUntil: tradePlans.validUntil,
  tradeDate: tradePlans.tradeDate,
  sortNo: tradePlans.sortNo,
  isPublic: tradePlans.isPublic,
  publishedAt: tradePlans.publishedAt,
  outcome: tradePlans.outcome,
  execFen: tradePlans.execFen,
  returnBp: tradePlans.returnBp,
  resultAt: tradePlans.resultAt,
  followCount: tradePlans.followCount,
  createdAt: tradePlans.createdAt,
  stockName: stocks.name,
  stockCode: stocks.code,
  stockHeat: stocks.followCount,
  nickname: users.nickname,
  avatar: users.avatar,
};
export type PlanRow = {
  id: number;
  articleId: string;
  userId: number;
  stockId: number;
  direction: string;
  entryFen: number;
  targetFen: number;
  stopFen: number;
  size: number;
  reason: string;
  validUntil: string;
  tradeDate: string;
  sortNo: number;
  isPublic: boolean;
  publishedAt: Date | null;
  outcome: number | null;
  execFen: number | null;
  returnBp: number | null;
  resultAt: Date | null;
  followCount: number;
  createdAt: Date;
  stockName: string;
  stockCode: string;
  stockHeat: number;
  nickname: string;
  avatar: string;
};

/**
 * Holds the member's row until the transaction ends, so one member's adds (the cap) and reorders run one
 * after another while other members' do not wait.
 */
export async function lockMember(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function countOwn(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradePlans).where(eq(tradePlans.userId, userId));
  return row?.n ?? 0;
}

/** Inserts at the top of the member's list (one below their smallest sort_no), in one statement. */
export async function insertPlan(tx: DbOrTx, values: PlanInsert): Promise<{ id: number }> {
  const [row] = await tx
    .insert(tradePlans)
    .values({
      ...values,
      sortNo: sql`(select coalesce(min(${tradePlans.sortNo}), 0) - 1 from ${tradePlans} where ${tradePlans.userId} = ${values.userId})`,
    })
    .returning({ id: tradePlans.id });
  return row;
}

export async function findPlan(db: DbOrTx, articleId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(tradePlans)
    .innerJoin(stocks, eq(stocks.id, tradePlans.stockId))
    .innerJoin(users, eq(users.id, tradePlans.userId))
    .where(eq(tradePlans.articleId, articleId))
    .limit(1);
  return row;
}

/** The plan's owner and state, its row held until the transaction ends. */
export async function lockPlan(
  tx: DbOrTx,
  articleId: string,
): Promise<{ id: number; userId: number; outcome: number | null; isPublic: boolean } | undefined> {
  const [row] = await tx
    .select({
      id: tradePlans.id,
      userId: tradePlans.userId,
      outcome: tradePlans.outcome,
      isPublic: tradePlans.isPublic,
    })
    .from(tradePlans)
    .where(eq(tradePlans.articleId, articleId))
    .for('update');
  return row;
}

/** The member's plans in their order (smallest sort_no first; the newest first among equals). */
export function listOwn(db: DbOrTx, userId: number): Promise<PlanRow[]> {
  return db
    .select(planColumns)
    .from(tradePlans)
    .innerJoin(stocks, eq(stocks.id, tradePlans.stockId))
    .innerJoin(users, eq(users.id, tradePlans.userId))
    .where(eq(tradePlans.userId, userId))
    .orderBy(asc(tradePlans.sortNo), desc(tradePlans.id));
}

/** Changes a plan of the member's that has no result yet; false when there is no such plan. */
export async function updateFields(tx: DbOrTx, planId: number, values: PlanValues): Promise<boolean> {
  const rows = await tx
    .update(tradePlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tradePlans.id, planId), isNull(tradePlans.outcome)))
    .returning({ id: tradePlans.id });
  return rows.length > 0;
}

/** Publishes (keeping the first publish time) or makes private. */
export async function setPublic(tx: DbOrTx, planId: number, isPublic: boolean): Promise<void> {
  await tx
    .update(tradePlans)
    .set({
      isPublic,
      publishedAt: isPublic ? sql`coalesce(${tradePlans.publishedAt}, now())` : tradePlans.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(tradePlans.id, planId));
}

export async function deletePlan(tx: DbOrTx, planId: number): Promise<void> {
  await tx.delete(tradePlans).where(eq(tradePlans.id, planId));
}

/**
 * Records the outcome; the return is computed in the statement from the stored entry price and direction
 * (buy: exec/entry − 1, sell: 1 − exec/entry), in basis points.
 */
export async function recordResult(
  tx: DbOrTx,
  planId: number,
  outcome: number,
  execFen: number | null,
): Promise<{ returnBp: number | null }> {
  const [row] = await tx
    .update(tradePlans)
    .set({
      outcome,
      execFen,
      returnBp:
        execFen === null
          ? null
          : sql`round((${execFen}::numeric - ${tradePlans.entryFen}) * 10000 / ${tradePlans.entryFen}
              * case when ${tradePlans.direction} = 'buy' then 1 else -1 end)::integer`,
      resultAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(tradePlans.id, planId))
    .returning({ returnBp: tradePlans.returnBp });
  return row;
}

export async function followerIds(db: DbOrTx, planId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: tradePlanFollows.userId })
    .from(tradePlanFollows)
    .where(eq(tradePlanFollows.planId, planId));
  return rows.map((r) => r.userId);
}

/** The member's plans' ids with their rows held: the reorder compares and writes under this lock. */
export async function lockOwnIds(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ articleId: tradePlans.articleId })
    .from(tradePlans)
    .where(eq(tradePlans.userId, userId))
    .for('update');
  return rows.map((r) => r.articleId);
}

/** sort_no = position in `articleIds` (1-based), in one statement. */
export async function writeOrder(tx: DbOrTx, userId: number, articleIds: string[]): Promise<void> {
  await tx.execute(sql`
    update ${tradePlans} p set sort_no = v.ord, updated_at = now()
    from unnest(${sql.param(articleIds)}::text[]) with ordinality as v(article_id, ord)
    where p.article_id = v.article_id and p.user_id = ${userId}`);
}

export async function ownOrder(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ articleId: tradePlans.articleId })
    .from(tradePlans)
    .where(eq(tradePlans.userId, userId))
    .orderBy(asc(tradePlans.sortNo), desc(tradePlans.id));
  return rows.map((r) => r.articleId);
}

/** Open plans (no result) due on or before `today`. */
export async function countDue(db: DbOrTx, userId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tradePlans)
    .where(and(eq(tradePlans.userId, userId), isNull(tradePlans.outcome), lte(tradePlans.tradeDate, today)));
  return row?.n ?? 0;
}

export async function statsOf(db: DbOrTx, userId: number) {
  const executed = and(isNotNull(tradePlans.outcome), ne(tradePlans.outcome, PLAN_OUTCOME_NOT_EXECUTED));
  const [totals] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${tradePlans.outcome} is null)`.mapWith(Number),
      executed: sql<number>`count(*) filter (where ${executed})`.mapWith(Number),
      notExecuted:
        sql<number>`count(*) filter (where ${tradePlans.outcome} = ${PLAN_OUTCOME_NOT_EXECUTED})`.mapWith(
          Number,
        ),
      wins: sql<number>`count(*) filter (where ${executed} and ${tradePlans.returnBp} > 0)`.mapWith(Number),
      sumBp: sql<number>`coalesce(sum(${tradePlans.returnBp}) filter (where ${executed}), 0)`.mapWith(Number),
    })
    .from(tradePlans)
    .where(eq(tradePlans.userId, userId));
  const history = await db
    .select({
      articleId: tradePlans.articleId,
      stockName: stocks.name,
      outcome: tradePlans.outcome,
      returnBp: tradePlans.returnBp,
      resultAt: tradePlans.resultAt,
    })
    .from(tradePlans)
    .innerJoin(stocks, eq(stocks.id, tradePlans.stockId))
    .where(and(eq(tradePlans.userId, userId), executed))
    .orderBy(desc(tradePlans.resultAt), desc(tradePlans.id))
    .limit(PLAN_HISTORY_MAX);
  return { totals, history: history.reverse() };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (s: string) => `%${escapeLike(s)}%`;

export interface PublicPageQuery {
  orderBy: PlanOrder;
  order: 'asc' | 'desc';
  logic: 'and' | 'or';
  keyword: string;
  content: string;
  nickname: string;
  stockName: string;
  direction?: 'buy' | 'sell';
  limit: number;
  offset: number;
}

/** Published plans, filtered and ranked, with the total. */
export async function publicPage(
  db: DbOrTx,
  q: PublicPageQuery,
): Promise<{ rows: PlanRow[]; total: number }> {
  const texts: SQL[] = [];
  if (q.content) texts.push(ilike(tradePlans.reason, like(q.content)));
  if (q.nickname) texts.push(ilike(users.nickname, like(q.nickname)));
  if (q.stockName) {
    texts.push(or(ilike(stocks.name, like(q.stockName)), ilike(stocks.code, like(q.stockName))) as SQL);
  }
  const where: (SQL | undefined)[] = [eq(tradePlans.isPublic, true)];
  if (texts.length > 0) where.push(q.logic === 'or' ? or(...texts) : and(...texts));
  if (q.keyword) {
    const k = like(q.keyword);
    where.push(
      or(ilike(stocks.name, k), ilike(stocks.code, k), ilike(tradePlans.reason, k), ilike(users.nickname, k)),
    );
  }
  if (q.direction) where.push(eq(tradePlans.direction, q.direction));
  const dir = q.order === 'asc' ? asc : desc;
  const rank =
    q.orderBy === 'stock_hot'
      ? [dir(stocks.followCount), desc(tradePlans.publishedAt)]
      : q.orderBy === 'return'
        ? [
            q.order === 'asc'
              ? sql`${tradePlans.returnBp} asc nulls last`
              : sql`${tradePlans.returnBp} desc nulls last`,
            desc(tradePlans.publishedAt),
          ]
        : [dir(tradePlans.publishedAt)];
  const cond = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(planColumns)
      .from(tradePlans)
      .innerJoin(stocks, eq(stocks.id, tradePlans.stockId))
      .innerJoin(users, eq(users.id, tradePlans.userId))
      .where(cond)
      .orderBy(...rank, desc(tradePlans.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(tradePlans)
      .innerJoin(stocks, eq(stocks.id, tradePlans.stockId))
      .innerJoin(users, eq(users.id, tradePlans.userId))
      .where(cond),
  ]);
  return { rows, total };
}

/** Which of these plans the member follows. */
export async function followedAmong(db: DbOrTx, userId: number, planIds: number[]): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .select({ planId: tradePlanFollows.planId })
    .from(tradePlanFollows)
    .where(and(eq(tradePlanFollows.userId, userId), inArray(tradePlanFollows.planId, planIds)));
  return new Set(rows.map((r) => r.planId));
}

/** Follows or unfollows; the count moves in the same transaction as the row, only when the row did. */
export async function setFollow(
  tx: DbOrTx,
  userId: number,
  planId: number,
  follow: boolean,
): Promise<number> {
  const changed = follow
    ? await tx
        .insert(tradePlanFollows)
        .values({ planId, userId })
        .onConflictDoNothing()
        .returning({ planId: tradePlanFollows.planId })
    : await tx
        .delete(tradePlanFollows)
        .where(and(eq(tradePlanFollows.planId, planId), eq(tradePlanFollows.userId, userId)))
        .returning({ planId: tradePlanFollows.planId });
  const delta = changed.length === 0 ? 0 : follow ? 1 : -1;
  const [row] = await tx
    .update(tradePlans)
    .set({ followCount: sql`${tradePlans.followCount} + ${delta}` })
    .where(eq(tradePlans.id, planId))
    .returning({ n: tradePlans.followCount });
  return row?.n ?? 0;
}
