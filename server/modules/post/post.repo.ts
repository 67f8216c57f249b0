import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ORDERS, type OrderValue, POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { postCollects, postReactions, posts, users } from '../../db/schema';

export type PostRow = typeof posts.$inferSelect;
export type PostInsert = typeof posts.$inferInsert;
export type PostAuthor = Pick<
  typeof users.$inferSelect,
  'id' | 'nickname' | 'avatar' | 'styleStr' | 'medalCount'
>;

export async function insertPost(db: DbOrTx, values: PostInsert): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  return row;
}

export async function updatePost(db: DbOrTx, id: number, values: Partial<PostInsert>): Promise<PostRow> {
  const [row] = await db
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(posts.id, id))
    .returning();
  return row;
}

export function findPost(db: DbOrTx, articleId: string): Promise<PostRow | undefined> {
  return db.query.posts.findFirst({ where: eq(posts.articleId, articleId) });
}

/** Locks the row until the transaction ends, so an edit and a delete cannot interleave. */
export async function findPostForUpdate(db: DbOrTx, articleId: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.articleId, articleId)).for('update').limit(1);
  return row;
}

export async function findAuthors(db: DbOrTx, ids: number[]): Promise<Map<number, PostAuthor>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      styleStr: users.styleStr,
      medalCount: users.medalCount,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The viewer's reaction (1, -1) and collect state for a batch of posts. */
export async function viewerStates(db: DbOrTx, userId: number, postIds: number[]) {
  const reactions = new Map<number, number>();
  const collected = new Set<number>();
  if (postIds.length === 0) return { reactions, collected };
  const [r, c] = await Promise.all([
    db
      .select({ postId: postReactions.postId, kind: postReactions.kind })
      .from(postReactions)
      .where(and(eq(postReactions.userId, userId), inArray(postReactions.postId, postIds))),
    db
      .select({ postId: postCollects.postId })
      .from(postCollects)
      .where(and(eq(postCollects.userId, userId), inArray(postCollects.postId, postIds))),
  ]);
  for (const row of r) reactions.set(row.postId, row.kind);
  for (const row of c) collected.add(row.postId);
  return { reactions, collected };
}

/** The sort key of each list order; every one has a matching partial index (schema/posts.ts). */
function orderKey(order: OrderValue) {
  switch (order) {
    case ORDERS.hot:
      return posts.heat;
    case ORDERS.thirty:
      return posts.score;
    case ORDERS.action:
      return posts.newInteractionTime;
    default:
      return posts.checkTime;
  }
}

export interface CommunityQuery {
  section: number;
  order: OrderValue;
  categoryId: string;
  limit: number;
  offset: number;
  /** Only posts published at or before this instant (Page-Time), so new posts do not shift pages. */
  before?: Date;
  /** Keyset cursor: the sort value and id of the last row of the previous page. */
  after?: { key: number | string; id: number };
}

function communityWhere(q: CommunityQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(posts.status, POST_STATUS.PUBLISHED), eq(posts.section, q.section)];
  if (q.categoryId) parts.push(eq(posts.categoryId, q.categoryId));
  if (q.before) parts.push(sql`${posts.checkTime} <= ${q.before}`);
  if (q.order === ORDERS.thirty) parts.push(sql`${posts.checkTime} > now() - interval '30 days'`);
  if (q.order === ORDERS.action) parts.push(sql`${posts.newInteractionTime} is not null`);
  return and(...parts)!;
}

/** The cursor value of a row for the given order: what the next page continues after. */
export function cursorKey(p: PostRow, order: OrderValue): number | string {
  const v =
    order === ORDERS.hot
      ? p.heat
      : order === ORDERS.thirty
        ? p.score
        : order === ORDERS.action
          ? p.newInteractionTime
          : p.checkTime;
  return v instanceof Date ? v.toISOString() : (v ?? 0);
}

export function listCommunity(db: DbOrTx, q: CommunityQuery): Promise<PostRow[]> {
  return communityQuery(db, q);
}

/** The list statement itself, so tests can check its plan uses the section indexes. */
export function communityQuery(db: DbOrTx, q: CommunityQuery) {
  const key = orderKey(q.order);
  const where = [communityWhere(q)];
  if (q.after) {
    const k = q.order === ORDERS.publish || q.order === ORDERS.action ? new Date(q.after.key) : q.after.key;
    // A row comparison matches the (key desc, id desc) index, so deep pages seek instead of skipping.
    where.push(sql`(${key}, ${posts.id}) < (${k}, ${q.after.id})`);
  }
  return db
    .select()
    .from(posts)
    .where(and(...where))
    .orderBy(desc(key), desc(posts.id))
    .limit(q.limit)
    .offset(q.after ? 0 : q.offset);
}

export async function countCommunity(db: DbOrTx, q: CommunityQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(communityWhere(q));
  return row.n;
}

export async function listUserPosts(
  db: DbOrTx,
  userId: number,
  status: number,
  limit: number,
  offset: number,
) {
  const where = and(eq(posts.userId, userId), eq(posts.status, status));
  const [rows, [total]] = await Promise.all([
    db.select().from(posts).where(where).orderBy(desc(posts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: total.n };
}

/** One more view of a published post; false when there is no such post. */
export async function incrementViews(db: DbOrTx, articleId: string): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ viewCount: sql`${posts.viewCount} + 1` })
    .where(and(eq(posts.articleId, articleId), eq(posts.status, POST_STATUS.PUBLISHED)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

export function listByStatus(db: DbOrTx, status: number, limit: number): Promise<PostRow[]> {
  return db.select().from(posts).where(eq(posts.status, status)).orderBy(desc(posts.id)).limit(limit);
}
