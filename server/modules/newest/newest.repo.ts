import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posts, users } from '../../db/schema';

/** All SQL of the newest-post tool (issue 17): reads only, each a bounded scan of posts_newest_idx. */

/**
 * The posts the tool lists: public, members' (not the server's 异动 analyses), with no read gate. Written
 * with literal constants, not parameters, so the planner can match the partial index's predicate
 * (migration 0025) in every plan, generic ones included.
 */
const listed = sql`${posts.status} = 2 and ${posts.type} <> 'action' and ${posts.readLimit} = 0 and not ${posts.fansLimit} and ${posts.readIntegral} = 0`;

const columns = {
  id: posts.id,
  articleId: posts.articleId,
  type: posts.type,
  title: posts.title,
  summary: posts.summary,
  linkTitle: posts.linkTitle,
  createdAt: posts.createdAt,
  checkTime: sql<Date>`${posts.checkTime}`.mapWith(posts.checkTime),
  userId: posts.userId,
  nickname: users.nickname,
  avatar: users.avatar,
};

export type NewestRow = {
  id: number;
  articleId: string;
  type: (typeof posts.$inferSelect)['type'];
  title: string;
  summary: string;
  linkTitle: string;
  createdAt: Date;
  checkTime: Date;
  userId: number;
  nickname: string;
  avatar: string;
};

/** Where an event stream stopped: the check_time and article_id of the last post it delivered. */
export interface NewestCursor {
  checkTime: Date;
  articleId: string;
}

const newestFirst = [desc(posts.checkTime), desc(posts.articleId)] as const;

const select = (db: DbOrTx) => db.select(columns).from(posts).innerJoin(users, eq(users.id, posts.userId));

/** One OFFSET page, newest first (pages stop at NEWEST_MAX_PAGE, so the offset stays small). */
export function page(db: DbOrTx, offset: number, limit: number): Promise<NewestRow[]> {
  return select(db)
    .where(listed)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** How many posts the tool lists (an index-only count of the partial index). */
export async function total(db: DbOrTx, after?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(after ? sql`${listed} and ${posts.checkTime} > ${after.toISOString()}::timestamptz` : listed);
  return row.n;
}

/** The newest `limit` posts made public after `after`, newest first. */
export function since(db: DbOrTx, after: Date, limit: number): Promise<NewestRow[]> {
  return select(db)
    .where(sql`${listed} and ${posts.checkTime} > ${after.toISOString()}::timestamptz`)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The newest `limit` posts after a stream's cursor (in the list's order), newest first. */
export function after(db: DbOrTx, cursor: NewestCursor, limit: number): Promise<NewestRow[]> {
  return select(db)
    .where(
      sql`${listed} and (${posts.checkTime}, ${posts.articleId}) > (${cursor.checkTime.toISOString()}::timestamptz, ${cursor.articleId})`,
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The post as the tool shows it, or nothing when the tool does not list it (gated, hidden, gone). */
export async function listedPost(db: DbOrTx, postId: number): Promise<NewestRow | undefined> {
  const [row] = await select(db).where(sql`${posts.id} = ${postId} and ${listed}`);
  return row;
}
