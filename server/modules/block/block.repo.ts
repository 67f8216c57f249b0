import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, pageOf } from '../../db/client';
import { blocks, users } from '../../db/schema';

/** Adds a block; true when it is new. */
export async function addBlock(db: DbOrTx, userId: number, blockedId: number): Promise<boolean> {
  const rows = await db.insert(blocks).values({ userId, blockedId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function removeBlock(db: DbOrTx, userId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.userId, userId), eq(blocks.blockedId, blockedId)));
}

/** Whether `userId` has blocked `otherId`. */
export async function hasBlocked(db: DbOrTx, userId: number, otherId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.blockedId, otherId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of `userIds` blocked `otherId` (one query for a post's mentions). */
export async function blockersOf(db: DbOrTx, userIds: number[], otherId: number): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: blocks.userId })
    .from(blocks)
    .where(and(inArray(blocks.userId, userIds), eq(blocks.blockedId, otherId)));
  return new Set(rows.map((r) => r.id));
}

export async function listBlocked(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = eq(blocks.userId, userId);
  return pageOf(
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        profile: users.profile,
        createdAt: blocks.createdAt,
      })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(where)
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(blocks).where(where),
  );
}

/** The members `viewerId` blocked, as a subquery for `in (…)`. */
export const blockedIdsOf = (viewerId: number): SQL =>
  sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.userId} = ${viewerId})`;

/**
 * Rows not written by a member `viewerId` blocked, for lists of posts and comments: an anti-join probing
 * the blocks primary key (user_id, blocked_id) once per row read, so a list keeps its index order.
 */
export const notBlockedBy = (viewerId: number, author: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${blocks} where ${blocks.userId} = ${viewerId} and ${blocks.blockedId} = ${author})`;
