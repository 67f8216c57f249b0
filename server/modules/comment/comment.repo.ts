import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommentOrder } from '../../../common/interaction';
import type { DbOrTx } from '../../db/client';
import { COMMENT_STATUS, commentLikes, comments, posts, users } from '../../db/schema';
import { notBlockedBy } from '../block/block.repo';

/**
 * All SQL of comments and comment likes. Counter changes are atomic single statements
 * (`reply_count = reply_count + 1 … RETURNING`); the service runs them in one transaction with the row
 * change that caused them.
 *
 * Lock order (deadlock-free): a thread's top-level comment, then its replies, then the posts row.
 */

export type CommentRow = typeof comments.$inferSelect;
export type CommentInsert = Pick<
  typeof comments.$inferInsert,
  'postId' | 'userId' | 'parentId' | 'replyToUserId' | 'contentHtml'
>;

export interface CommentPost {
  id: number;
  articleId: string;
  userId: number;
  status: number;
}

export interface CommentUser {
  id: number;
  nickname: string;
  avatar: string;
}

const VISIBLE = COMMENT_STATUS.VISIBLE;

const postFields = {
  id: posts.id,
  articleId: posts.articleId,
  userId: posts.userId,
  status: posts.status,
};

export async function findPost(db: DbOrTx, articleId: string): Promise<CommentPost | undefined> {
  const [row] = await db.select(postFields).from(posts).where(eq(posts.articleId, articleId)).limit(1);
  return row;
}

/** A comment with the post it belongs to, whatever the status of either. */
export async function findCommentWithPost(
  db: DbOrTx,
  commentId: number,
): Promise<{ comment: CommentRow; post: CommentPost } | undefined> {
  const [row] = await db
    .select({ comment: comments, post: postFields })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}

// ---- reading ------------------------------------------------------------------------------------------

/** Comments by members the viewer (`hideBlockedBy`) blocked are left out of what they read. */
const visibleTo = (hideBlockedBy: number | undefined) =>
  hideBlockedBy ? notBlockedBy(hideBlockedBy, comments.userId) : undefined;

const topLevelWhere = (postId: number, hideBlockedBy?: number) =>
  and(
    eq(comments.postId, postId),
    isNull(comments.parentId),
    eq(comments.status, VISIBLE),
    visibleTo(hideBlockedBy),
  );

export function listTopLevel(
  db: DbOrTx,
  postId: number,
  order: CommentOrder,
  limit: number,
  offset: number,
  hideBlockedBy?: number,
): Promise<CommentRow[]> {
  const orderBy = order === 'hot' ? [desc(comments.likeCount), desc(comments.id)] : [desc(comments.id)];
  return db
    .select()
    .from(comments)
    .where(topLevelWhere(postId, hideBlockedBy))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countTopLevel(db: DbOrTx, postId: number, hideBlockedBy?: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(comments).where(topLevelWhere(postId, hideBlockedBy));
  return row.n;
}

const repliesWhere = (postId: number, parentId: number, hideBlockedBy?: number) =>
  and(
    eq(comments.postId, postId),
    eq(comments.parentId, parentId),
    eq(comments.status, VISIBLE),
    visibleTo(hideBlockedBy),
  );

/** Replies of one comment, oldest first. */
export function listReplies(
  db: DbOrTx,
  postId: number,
  parentId: number,
  limit: number,
  offset: number,
  hideBlockedBy?: number,
): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(repliesWhere(postId, parentId, hideBlockedBy))
    .orderBy(asc(comments.id))
    .limit(limit)
    .offset(offset);
}

export async function countReplies(
  db: DbOrTx,
  postId: number,
  parentId: number,
  hideBlockedBy?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(repliesWhere(postId, parentId, hideBlockedBy));
  return row.n;
}

/**
 * The first `perParent` visible replies (oldest first) of each given top-level comment, in ONE query:
 * a LATERAL subquery per parent reads at most `perParent` rows from the (post_id, parent_id, id) index,
 * however many replies a thread has.
 */
export async function firstReplies(
  db: DbOrTx,
  parentIds: number[],
  perParent: number,
  hideBlockedBy?: number,
): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  const parent = alias(comments, 'parent');
  const r = db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.postId, parent.postId),
        eq(comments.parentId, parent.id),
        eq(comments.status, VISIBLE),
        visibleTo(hideBlockedBy),
      ),
    )
    .orderBy(asc(comments.id))
    .limit(perParent)
    .as('r');
  const rows: CommentRow[] = await db
    .select({
      id: r.id,
      postId: r.postId,
      userId: r.userId,
      parentId: r.parentId,
      replyToUserId: r.replyToUserId,
      contentHtml: r.contentHtml,
      likeCount: r.likeCount,
      replyCount: r.replyCount,
      status: r.status,
      createdAt: r.createdAt,
    })
    .from(parent)
    .crossJoinLateral(r)
    .where(inArray(parent.id, parentIds));
  return rows.sort((a, b) => a.id - b.id);
}

export async function findUsers(db: DbOrTx, ids: number[]): Promise<Map<number, CommentUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u]));
}

/** Which of these comments the member has liked. */
export async function likedBy(db: DbOrTx, userId: number, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((r) => r.commentId));
}

/** Whether the member wrote the top-level comment or a visible reply of its thread. */
export async function isThreadParticipant(db: DbOrTx, topId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.userId, userId),
        eq(comments.status, VISIBLE),
        sql`(${comments.id} = ${topId} or ${comments.parentId} = ${topId})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- writing ------------------------------------------------------------------------------------------

export async function insertComment(tx: DbOrTx, values: CommentInsert): Promise<CommentRow> {
  const [row] = await tx.insert(comments).values(values).returning();
  return row;
}

/**
 * Adds to a visible comment's reply_count, locking the row for the rest of the transaction; false when
 * the comment is gone (deleted meanwhile), so a reply can never attach to a deleted thread.
 */
export async function bumpReplyCount(tx: DbOrTx, commentId: number, delta: number): Promise<boolean> {
  const rows = await tx
    .update(comments)
    .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
    .where(and(eq(comments.id, commentId), eq(comments.status, VISIBLE)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * Locks a thread's top-level comment (FOR NO KEY UPDATE, which still lets foreign-key checks of
 * comment likes through), so a reply's delete takes locks in the same order as a thread's delete.
 */
export async function lockComment(tx: DbOrTx, commentId: number): Promise<void> {
  await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, commentId)).for('no key update');
}

/** Hides a visible comment; false when it was already deleted (a concurrent delete won). */
export async function softDelete(tx: DbOrTx, commentId: number): Promise<boolean> {
  const rows = await tx
    .update(comments)
    .set({ status: COMMENT_STATUS.DELETED })
    .where(and(eq(comments.id, commentId), eq(comments.status, VISIBLE)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Hides every visible reply of a thread; the number hidden. */
export async function softDeleteReplies(tx: DbOrTx, parentId: number): Promise<number> {
  const rows = await tx
    .update(comments)
    .set({ status: COMMENT_STATUS.DELETED })
    .where(and(eq(comments.parentId, parentId), eq(comments.status, VISIBLE)))
    .returning({ id: comments.id });
  return rows.length;
}

/** Moderation: moves a comment from one status to another; false when it was no longer in `from`. */
export async function setCommentStatus(
  tx: DbOrTx,
  commentId: number,
  from: number,
  to: number,
): Promise<boolean> {
  const rows = await tx
    .update(comments)
    .set({ status: to })
    .where(and(eq(comments.id, commentId), eq(comments.status, from)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Moderation: moves a thread's replies from one status to another; the number moved. */
export async function setReplyStatus(
  tx: DbOrTx,
  parentId: number,
  from: number,
  to: number,
): Promise<number> {
  const rows = await tx
    .update(comments)
    .set({ status: to })
    .where(and(eq(comments.parentId, parentId), eq(comments.status, from)))
    .returning({ id: comments.id });
  return rows.length;
}

/**
 * Adds to posts.comment_count in one statement (the heat trigger follows). With `statuses`, only a post
 * still in one of them is changed, and false says it no longer is.
 */
export async function bumpCommentCount(
  tx: DbOrTx,
  postId: number,
  delta: number,
  opts: { touch: boolean; statuses?: number[] },
): Promise<boolean> {
  const where = opts.statuses
    ? and(eq(posts.id, postId), inArray(posts.status, opts.statuses))
    : eq(posts.id, postId);
  const rows = await tx
    .update(posts)
    .set({
      commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)`,
      ...(opts.touch ? { newInteractionTime: sql`now()` } : {}),
    })
    .where(where)
    .returning({ id: posts.id });
  return rows.length > 0;
}

// ---- likes --------------------------------------------------------------------------------------------

export async function insertLike(tx: DbOrTx, commentId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(commentLikes)
    .values({ commentId, userId })
    .onConflictDoNothing()
    .returning({ commentId: commentLikes.commentId });
  return rows.length > 0;
}

export async function deleteLike(tx: DbOrTx, commentId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ commentId: commentLikes.commentId });
  return rows.length > 0;
}

/** Adds to a visible comment's like_count; undefined when the comment is gone. */
export async function bumpLikeCount(
  tx: DbOrTx,
  commentId: number,
  delta: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(comments)
    .set({ likeCount: sql`greatest(${comments.likeCount} + ${delta}, 0)` })
    .where(and(eq(comments.id, commentId), eq(comments.status, VISIBLE)))
    .returning({ likeCount: comments.likeCount });
  return row?.likeCount;
}
