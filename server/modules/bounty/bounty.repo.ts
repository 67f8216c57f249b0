import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { bounties, COMMENT_STATUS, comments, posts } from '../../db/schema';

/** All SQL of question bounties. Every status change is a guarded UPDATE from 1 (open): a bounty closes once. */

export type BountyRow = typeof bounties.$inferSelect;

export const BOUNTY_STATUS = { OPEN: 1, AWARDED: 2, SPLIT: 3, REFUNDED: 4 } as const;

export interface AskPost {
  id: number;
  articleId: string;
  userId: number;
  type: string;
  title: string;
}

export async function findPublishedPost(db: DbOrTx, articleId: string): Promise<AskPost | undefined> {
  const [row] = await db
    .select({
      id: posts.id,
      articleId: posts.articleId,
      userId: posts.userId,
      type: posts.type,
      title: posts.title,
    })
    .from(posts)
    .where(and(eq(posts.articleId, articleId), eq(posts.status, POST_STATUS.PUBLISHED)))
    .limit(1);
  return row;
}

export async function findBounty(db: DbOrTx, postId: number): Promise<BountyRow | undefined> {
  const [row] = await db.select().from(bounties).where(eq(bounties.postId, postId));
  return row;
}

/** The bounties of these posts (a page of post items), in one query. */
export async function bountiesOf(db: DbOrTx, postIds: number[]): Promise<Map<number, BountyRow>> {
  if (postIds.length === 0) return new Map();
  const rows = await db.select().from(bounties).where(inArray(bounties.postId, postIds));
  return new Map(rows.map((r) => [r.postId, r]));
}

/** Opens the bounty a paid order holds in escrow; false when the post already has one (the primary key). */
export async function insertBounty(
  tx: DbOrTx,
  b: { postId: number; userId: number; integral: number; payOrderId: number; days: number },
): Promise<boolean> {
  const rows = await tx
    .insert(bounties)
    .values({
      postId: b.postId,
      userId: b.userId,
      integral: b.integral,
      payOrderId: b.payOrderId,
      deadline: sql`now() + make_interval(days => ${b.days})`,
    })
    .onConflictDoNothing()
    .returning({ postId: bounties.postId });
  return rows.length > 0;
}

/** Closes an open bounty before its deadline with the adopted answer; undefined when it is not open. */
export async function markAdopted(
  tx: DbOrTx,
  postId: number,
  commentId: number,
): Promise<BountyRow | undefined> {
  const [row] = await tx
    .update(bounties)
    .set({ status: BOUNTY_STATUS.AWARDED, winnerCommentId: commentId, settledAt: sql`now()` })
    .where(
      and(
        eq(bounties.postId, postId),
        eq(bounties.status, BOUNTY_STATUS.OPEN),
        sql`${bounties.deadline} > now()`,
      ),
    )
    .returning();
  return row;
}

/** Closes an open bounty whose deadline passed (split or refunded); undefined when another run did. */
export async function markSettled(
  tx: DbOrTx,
  postId: number,
  status: typeof BOUNTY_STATUS.SPLIT | typeof BOUNTY_STATUS.REFUNDED,
): Promise<BountyRow | undefined> {
  const [row] = await tx
    .update(bounties)
    .set({ status, settledAt: sql`now()` })
    .where(
      and(
        eq(bounties.postId, postId),
        eq(bounties.status, BOUNTY_STATUS.OPEN),
        lte(bounties.deadline, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Open bounties past their deadline, oldest first (the partial index bounties_open_idx). */
export function dueBounties(db: DbOrTx, limit: number): Promise<BountyRow[]> {
  return db
    .select()
    .from(bounties)
    .where(and(eq(bounties.status, BOUNTY_STATUS.OPEN), lte(bounties.deadline, sql`now()`)))
    .orderBy(asc(bounties.deadline))
    .limit(limit);
}

/** A visible top-level comment (an answer) of the post, or undefined. */
export async function findAnswer(
  db: DbOrTx,
  postId: number,
  commentId: number,
): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.postId, postId),
        isNull(comments.parentId),
        eq(comments.status, COMMENT_STATUS.VISIBLE),
      ),
    );
  return row;
}

/**
 * The most-liked visible answers by members other than the asker with at least one like, most likes
 * first; among equal likes the earlier answer comes first.
 */
export function topLikedAnswers(
  db: DbOrTx,
  postId: number,
  askerId: number,
  limit: number,
): Promise<{ id: number; userId: number; likeCount: number }[]> {
  return db
    .select({ id: comments.id, userId: comments.userId, likeCount: comments.likeCount })
    .from(comments)
    .where(
      and(
        eq(comments.postId, postId),
        isNull(comments.parentId),
        eq(comments.status, COMMENT_STATUS.VISIBLE),
        ne(comments.userId, askerId),
        gte(comments.likeCount, 1),
      ),
    )
    .orderBy(desc(comments.likeCount), asc(comments.id))
    .limit(limit);
}
