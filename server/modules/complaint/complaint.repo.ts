import { and, eq, gte, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { COMMENT_STATUS, comments, complaints, posts, users } from '../../db/schema';

export type ComplaintInsert = Pick<
  typeof complaints.$inferInsert,
  'userId' | 'targetType' | 'targetId' | 'reason' | 'detail'
>;

export async function publishedPostExists(db: DbOrTx, articleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.articleId, articleId), eq(posts.status, POST_STATUS.PUBLISHED)))
    .limit(1);
  return rows.length > 0;
}

export async function visibleCommentExists(db: DbOrTx, commentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.status, COMMENT_STATUS.VISIBLE)))
    .limit(1);
  return rows.length > 0;
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/**
 * Serialises complaints of one member about one target and reason until the transaction ends, so the
 * duplicate check that follows cannot be raced (the table has no unique key for "per day").
 */
export async function lockComplaintKey(tx: DbOrTx, c: ComplaintInsert): Promise<void> {
  const key = `complaint:${c.userId}:${c.targetType}:${c.targetId}:${c.reason}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function complaintExistsSince(db: DbOrTx, c: ComplaintInsert, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        eq(complaints.targetType, c.targetType),
        eq(complaints.targetId, c.targetId),
        eq(complaints.userId, c.userId),
        eq(complaints.reason, c.reason),
        gte(complaints.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertComplaint(db: DbOrTx, c: ComplaintInsert): Promise<void> {
  await db.insert(complaints).values(c);
}
