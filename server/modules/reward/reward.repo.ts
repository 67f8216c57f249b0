import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAY_STATUS } from '../../../common/money';
import type { DbOrTx } from '../../db/client';
import { payOrders, postUnlocks, users } from '../../db/schema';

/** All SQL of rewards, gifts and unlocks beyond the pay orders and the ledger themselves. */

/** Records the unlock; false when the member had already unlocked the post (a second paid order). */
export async function insertUnlock(db: DbOrTx, userId: number, postId: number, payOrderId: number) {
  const rows = await db
    .insert(postUnlocks)
    .values({ userId, postId, payOrderId })
    .onConflictDoNothing()
    .returning({ postId: postUnlocks.postId });
  return rows.length > 0;
}

export async function hasUnlocked(db: DbOrTx, userId: number, postId: number): Promise<boolean> {
  const [row] = await db
    .select({ postId: postUnlocks.postId })
    .from(postUnlocks)
    .where(and(eq(postUnlocks.userId, userId), eq(postUnlocks.postId, postId)));
  return !!row;
}

/** Of these posts, the ones the member unlocked: one query for a page of posts. */
export async function unlockedAmong(db: DbOrTx, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: postUnlocks.postId })
    .from(postUnlocks)
    .where(and(eq(postUnlocks.userId, userId), inArray(postUnlocks.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/** Paid rewards of a post (and its comments), newest first, with who gave them. */
export async function listRewards(db: DbOrTx, postId: number, offset: number, limit: number) {
  const where = and(
    eq(payOrders.postId, postId),
    eq(payOrders.kind, 'reward'),
    eq(payOrders.payStatus, PAY_STATUS.PAID),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        userId: payOrders.userId,
        nickname: users.nickname,
        avatar: users.avatar,
        money: payOrders.money,
        integral: payOrders.integral,
        payType: payOrders.payType,
        paidAt: payOrders.paidAt,
      })
      .from(payOrders)
      .innerJoin(users, eq(users.id, payOrders.userId))
      .where(where)
      .orderBy(desc(payOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(payOrders).where(where),
  ]);
  return { rows, total: n };
}
