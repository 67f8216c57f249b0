import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, pageOf } from '../../db/client';
import { blocks, follows, posts, users } from '../../db/schema';
import { recentlyPublished } from '../rank/rank.repo';
import { notBanned, type SummaryRow, summaryColumns } from '../user/user.repo';

/** Adds the follow; false when it already existed (the caller then leaves the counters alone). */
export async function insertFollow(
  db: DbOrTx,
  followerId: number,
  followeeId: number,
  special: boolean,
): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId, special })
    .onConflictDoNothing()
    .returning({ one: follows.followerId });
  return rows.length > 0;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(db: DbOrTx, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ one: follows.followerId });
  return rows.length > 0;
}

export async function setSpecial(
  db: DbOrTx,
  followerId: number,
  followeeId: number,
  special: boolean,
): Promise<void> {
  await db
    .update(follows)
    .set({ special })
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/**
 * Moves follow_count of the follower and fans_count of the followee by delta, relative to the stored
 * values so concurrent changes add up. The rows are locked in id order so that A following B while B
 * follows A cannot deadlock. Returns the followee's fans_count.
 */
export async function adjustFollowCounts(
  db: DbOrTx,
  followerId: number,
  followeeId: number,
  delta: number,
): Promise<number> {
  const follower = () =>
    db
      .update(users)
      .set({ followCount: sql`greatest(${users.followCount} + ${delta}, 0)` })
      .where(eq(users.id, followerId));
  const followee = () =>
    db
      .update(users)
      .set({ fansCount: sql`greatest(${users.fansCount} + ${delta}, 0)` })
      .where(eq(users.id, followeeId))
      .returning({ fans: users.fansCount });
  if (followerId < followeeId) {
    await follower();
    return (await followee())[0]?.fans ?? 0;
  }
  const [row] = await followee();
  await follower();
  return row?.fans ?? 0;
}

/** The follow row of a pair, if any. */
export async function findFollow(db: DbOrTx, followerId: number, followeeId: number) {
  const [row] = await db
    .select({ special: follows.special })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return row;
}

/** Which of these users the member follows, and whether specially. */
export async function followsAmong(
  db: DbOrTx,
  followerId: number,
  followeeIds: number[],
): Promise<Map<number, boolean>> {
  if (followeeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: follows.followeeId, special: follows.special })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followeeId, followeeIds)));
  return new Map(rows.map((r) => [r.id, r.special]));
}

export type FollowListUser = SummaryRow & { followCount: number };

/**
 * The users a member follows ('follow', served by the primary key) or their fans ('fans', by
 * follows_followee_idx), newest relation first.
 */
export async function listFollowUsers(
  db: DbOrTx,
  userId: number,
  kind: 'follow' | 'fans',
  limit: number,
  offset: number,
): Promise<{ rows: FollowListUser[]; total: number }> {
  const [mine, other] =
    kind === 'follow' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId];
  return pageOf(
    db
      .select({ ...summaryColumns, followCount: users.followCount })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(eq(mine, userId))
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(follows).where(eq(mine, userId)),
  );
}

/**
 * Members to suggest `viewerId` follows: followed by someone or with posts published in the last `days`
 * days; not the viewer, not followed by them, not banned, and neither has blocked the other. Most fans
 * first, then most posts in those days, then the earliest member.
 */
export function suggestedAuthors(db: DbOrTx, viewerId: number, q: { days: number; limit: number }) {
  const recent = db
    .select({ userId: posts.userId, n: sql<number>`count(*)::int`.as('n') })
    .from(posts)
    .where(recentlyPublished(q.days))
    .groupBy(posts.userId)
    .as('recent');
  const weekPosts = sql<number>`coalesce(${recent.n}, 0)`.mapWith(Number);
  return db
    .select({ ...summaryColumns, followCount: users.followCount, weekPosts })
    .from(users)
    .leftJoin(recent, eq(recent.userId, users.id))
    .where(
      and(
        ne(users.id, viewerId),
        notBanned(),
        or(gt(users.fansCount, 0), isNotNull(recent.userId)),
        sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId}
          and ${follows.followeeId} = ${users.id})`,
        sql`not exists (select 1 from ${blocks} where (${blocks.userId} = ${viewerId} and ${blocks.blockedId} = ${users.id})
          or (${blocks.userId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`,
      ),
    )
    .orderBy(desc(users.fansCount), desc(weekPosts), asc(users.id))
    .limit(q.limit);
}
