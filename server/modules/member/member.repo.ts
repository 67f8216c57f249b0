import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { MINE_POST_STATES } from '../../../common/member';
import { POST_STATUS } from '../../../common/post';
import { type DbOrTx, pageOf } from '../../db/client';
import { COMMENT_STATUS, comments, postCollects, postReactions, posts, REACTION } from '../../db/schema';
import type { PostRow } from '../post/post.repo';

/**
 * The member's own posts in review, published or hidden (rejected), newest written first, optionally of
 * some types. posts_user_idx (user_id, status, id) finds them; one member's posts are few enough to sort.
 */
export function listOwnPosts(
  db: DbOrTx,
  userId: number,
  types: readonly string[] | undefined,
  limit: number,
  offset: number,
) {
  const parts: SQL[] = [eq(posts.userId, userId), inArray(posts.status, [...MINE_POST_STATES])];
  if (types) parts.push(inArray(posts.type, [...types] as PostRow['type'][]));
  const where = and(...parts);
  return pageOf(
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(posts).where(where),
  );
}

/** Posts the member liked that are still published, newest like first (post_reactions_user_idx). */
export function listLikedPosts(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(
    eq(postReactions.userId, userId),
    eq(postReactions.kind, REACTION.LIKE),
    eq(posts.status, POST_STATUS.PUBLISHED),
  );
  return pageOf(
    db
      .select({ post: posts, at: postReactions.createdAt })
      .from(postReactions)
      .innerJoin(posts, eq(posts.id, postReactions.postId))
      .where(where)
      .orderBy(desc(postReactions.createdAt), desc(postReactions.postId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(postReactions)
      .innerJoin(posts, eq(posts.id, postReactions.postId))
      .where(where),
  );
}

/** Posts the member collected that are still published, newest first (post_collects_user_idx). */
export function listCollectedPosts(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(eq(postCollects.userId, userId), eq(posts.status, POST_STATUS.PUBLISHED));
  return pageOf(
    db
      .select({ post: posts, at: postCollects.createdAt })
      .from(postCollects)
      .innerJoin(posts, eq(posts.id, postCollects.postId))
      .where(where)
      .orderBy(desc(postCollects.createdAt), desc(postCollects.postId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(postCollects)
      .innerJoin(posts, eq(posts.id, postCollects.postId))
      .where(where),
  );
}

/**
 * The member's comments and replies that are not deleted, on posts they can still open (published, or
 * their own in review), newest first (comments_user_idx).
 */
export function listOwnComments(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(
    eq(comments.userId, userId),
    eq(comments.status, COMMENT_STATUS.VISIBLE),
    or(
      eq(posts.status, POST_STATUS.PUBLISHED),
      and(eq(posts.userId, userId), eq(posts.status, POST_STATUS.REVIEW)),
    ),
  );
  return pageOf(
    db
      .select({
        post: posts,
        at: comments.createdAt,
        commentId: comments.id,
        content: comments.contentHtml,
        parentId: comments.parentId,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(where)
      .orderBy(desc(comments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(comments).innerJoin(posts, eq(posts.id, comments.postId)).where(where),
  );
}
