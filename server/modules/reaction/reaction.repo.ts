import { and, eq, ne, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { postCollects, postForwards, postReactions, posts, users } from '../../db/schema';

/**
 * All SQL of likes, dislikes, collects and forwards. Every write is a single atomic statement whose
 * RETURNING says whether a row really changed; the service turns exactly those changes into counter
 * deltas inside the same transaction, so the counters can never drift under concurrency.
 *
 * Lock order (deadlock-free with the comment and post modules): interaction row, then the posts row,
 * then the author's users row.
 */

export type PublishedPost = Pick<
  typeof posts.$inferSelect,
  'id' | 'userId' | 'articleId' | 'title' | 'summary' | 'fansLimit' | 'readLimit' | 'readIntegral'
>;

export async function findPublishedPost(db: DbOrTx, articleId: string): Promise<PublishedPost | undefined> {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      articleId: posts.articleId,
      title: posts.title,
      summary: posts.summary,
      fansLimit: posts.fansLimit,
      readLimit: posts.readLimit,
      readIntegral: posts.readIntegral,
    })
    .from(posts)
    .where(and(eq(posts.articleId, articleId), eq(posts.status, POST_STATUS.PUBLISHED)))
    .limit(1);
  return row;
}

// ---- like / step: one row per member and post, kind 1 or -1 -----------------------------------------

/** Adds the reaction when the member has none; true when a row was inserted. */
export async function insertReaction(tx: DbOrTx, postId: number, userId: number, kind: number) {
  const rows = await tx
    .insert(postReactions)
    .values({ postId, userId, kind })
    .onConflictDoNothing()
    .returning({ kind: postReactions.kind });
  return rows.length > 0;
}

/** Removes the reaction if it is of this kind; true when a row was deleted. */
export async function deleteReaction(tx: DbOrTx, postId: number, userId: number, kind: number) {
  const rows = await tx
    .delete(postReactions)
    .where(
      and(eq(postReactions.postId, postId), eq(postReactions.userId, userId), eq(postReactions.kind, kind)),
    )
    .returning({ kind: postReactions.kind });
  return rows.length > 0;
}

/** Turns the opposite reaction into this one; true when a row was flipped. */
export async function flipReaction(tx: DbOrTx, postId: number, userId: number, kind: number) {
  const rows = await tx
    .update(postReactions)
    .set({ kind, createdAt: sql`now()` })
    .where(
      and(eq(postReactions.postId, postId), eq(postReactions.userId, userId), ne(postReactions.kind, kind)),
    )
    .returning({ kind: postReactions.kind });
  return rows.length > 0;
}

// ---- collect ------------------------------------------------------------------------------------------

export async function insertCollect(tx: DbOrTx, postId: number, userId: number) {
  const rows = await tx
    .insert(postCollects)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postCollects.postId });
  return rows.length > 0;
}

export async function deleteCollect(tx: DbOrTx, postId: number, userId: number) {
  const rows = await tx
    .delete(postCollects)
    .where(and(eq(postCollects.postId, postId), eq(postCollects.userId, userId)))
    .returning({ postId: postCollects.postId });
  return rows.length > 0;
}

// ---- forward ------------------------------------------------------------------------------------------

export async function insertForward(tx: DbOrTx, postId: number, userId: number, comment: string) {
  await tx.insert(postForwards).values({ postId, userId, comment });
}

// ---- counters -----------------------------------------------------------------------------------------

export interface CounterDelta {
  like?: number;
  step?: number;
  collect?: number;
  forward?: number;
}

export interface PostCounters {
  likeCount: number;
  stepCount: number;
  collectCount: number;
  forwardCount: number;
  userId: number;
}

/**
 * Applies the deltas in one UPDATE (`x = x + d`) on a still-published post, stamping
 * new_interaction_time when `touch` is set. Undefined when the post is no longer published, so the
 * caller can roll the whole change back.
 */
export async function bumpPostCounters(
  tx: DbOrTx,
  postId: number,
  d: CounterDelta,
  touch: boolean,
): Promise<PostCounters | undefined> {
  const [row] = await tx
    .update(posts)
    .set({
      likeCount: sql`${posts.likeCount} + ${d.like ?? 0}`,
      stepCount: sql`${posts.stepCount} + ${d.step ?? 0}`,
      collectCount: sql`${posts.collectCount} + ${d.collect ?? 0}`,
      forwardCount: sql`${posts.forwardCount} + ${d.forward ?? 0}`,
      ...(touch ? { newInteractionTime: sql`now()` } : {}),
    })
    .where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.PUBLISHED)))
    .returning({
      likeCount: posts.likeCount,
      stepCount: posts.stepCount,
      collectCount: posts.collectCount,
      forwardCount: posts.forwardCount,
      userId: posts.userId,
    });
  return row;
}

/** The author's received-likes count (users.like_count), in the transaction that changed the like. */
export async function bumpAuthorLikes(tx: DbOrTx, userId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(users)
    .set({ likeCount: sql`greatest(${users.likeCount} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}
