import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ORDERS, type OrderValue, POST_STATUS } from '../../../common/post';
import { type DbOrTx, pageOf } from '../../db/client';
import {
  follows,
  postCollects,
  postForwards,
  postReactions,
  postSearch,
  postStocks,
  posts,
  stockFollows,
  users,
} from '../../db/schema';
import { blockedIdsOf, notBlockedBy } from '../block/block.repo';

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
  /** The reader's time range (start_time, end_time): published at or after `from`, before `until`. */
  from?: Date;
  until?: Date;
  /** Keyset cursor: the sort value and id of the last row of the previous page. */
  after?: { key: number | string; id: number };
  /** The viewer: posts by members they blocked stay out of the list. */
  hideBlockedBy?: number;
}

/**
 * The ids of posts by members `viewerId` blocked, as a subquery for `not in`: for lists that hold post
 * ids but not authors (search), hashed once per query from the blocks primary key and posts_user_idx.
 */
export const postsBlockedBy = (viewerId: number) =>
  sql`(select ${posts.id} from ${posts} where ${posts.userId} in ${blockedIdsOf(viewerId)})`;

/** Conditions every published-post list shares: the time bound, what its order needs, the viewer's blocks. */
function listFilters(q: {
  order: OrderValue;
  before?: Date;
  from?: Date;
  until?: Date;
  hideBlockedBy?: number;
}): SQL[] {
  const parts = [eq(posts.status, POST_STATUS.PUBLISHED)];
  if (q.hideBlockedBy) parts.push(notBlockedBy(q.hideBlockedBy, posts.userId));
  if (q.before) parts.push(sql`${posts.checkTime} <= ${q.before}`);
  // Bounds on the publish time: a range of the section indexes' second column.
  if (q.from) parts.push(sql`${posts.checkTime} >= ${q.from}`);
  if (q.until) parts.push(sql`${posts.checkTime} < ${q.until}`);
  if (q.order === ORDERS.thirty) parts.push(sql`${posts.checkTime} > now() - interval '30 days'`);
  if (q.order === ORDERS.action) parts.push(sql`${posts.newInteractionTime} is not null`);
  return parts;
}

function communityWhere(q: CommunityQuery): SQL {
  const parts = [...listFilters(q), eq(posts.section, q.section)];
  if (q.categoryId) parts.push(eq(posts.categoryId, q.categoryId));
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
  return pagedList(db, communityWhere(q), q);
}

/** One page of a published-post list in the order's index order, by OFFSET or after a keyset cursor. */
function pagedList(
  db: DbOrTx,
  where: SQL,
  q: { order: OrderValue; limit: number; offset: number; after?: { key: number | string; id: number } },
) {
  const key = orderKey(q.order);
  const parts = [where];
  if (q.after) {
    const k = q.order === ORDERS.publish || q.order === ORDERS.action ? new Date(q.after.key) : q.after.key;
    // A row comparison matches the (key desc, id desc) index, so deep pages seek instead of skipping.
    parts.push(sql`(${key}, ${posts.id}) < (${k}, ${q.after.id})`);
  }
  return db
    .select()
    .from(posts)
    .where(and(...parts))
    .orderBy(desc(key), desc(posts.id))
    .limit(q.limit)
    .offset(q.after ? 0 : q.offset);
}

/** Posts about one stock, or about any stock a member follows. */
export type StockPostsQuery = Omit<CommunityQuery, 'section' | 'categoryId'> &
  ({ stockId: number } | { followerId: number });

function stockPostsWhere(q: StockPostsQuery): SQL {
  const about =
    'stockId' in q
      ? sql`${posts.id} in (select ${postStocks.postId} from ${postStocks} where ${postStocks.stockId} = ${q.stockId})`
      : sql`${posts.id} in (select ${postStocks.postId} from ${postStocks}
          join ${stockFollows} on ${stockFollows.stockId} = ${postStocks.stockId}
          where ${stockFollows.userId} = ${q.followerId})`;
  return and(...listFilters(q), about)!;
}

/** The stock list statement itself, so tests can check its plan. */
export function listStockPostsQuery(db: DbOrTx, q: StockPostsQuery) {
  return pagedList(db, stockPostsWhere(q), q);
}

export function listStockPosts(db: DbOrTx, q: StockPostsQuery): Promise<PostRow[]> {
  return listStockPostsQuery(db, q);
}

export async function countStockPosts(db: DbOrTx, q: StockPostsQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(stockPostsWhere(q));
  return row.n;
}

/**
 * Posts by one member (their home's tabs) or by the members someone follows (the following feed),
 * optionally only special follows or only some post types.
 */
export type AuthorPostsQuery = Omit<CommunityQuery, 'section' | 'categoryId'> &
  ({ authorId: number } | { followerId: number; special?: boolean }) & { types?: readonly string[] };

function authorPostsWhere(q: AuthorPostsQuery): SQL {
  // The followee subquery reads the follows primary key; each followee's posts come from posts_user_idx.
  const by =
    'authorId' in q
      ? eq(posts.userId, q.authorId)
      : sql`${posts.userId} in (select ${follows.followeeId} from ${follows}
          where ${follows.followerId} = ${q.followerId}${q.special ? sql` and ${follows.special}` : sql``})`;
  const parts = [...listFilters(q), by];
  if (q.types) parts.push(inArray(posts.type, [...q.types] as PostRow['type'][]));
  return and(...parts)!;
}

/** The author list statement itself, so tests can check its plan. */
export function authorPostsQuery(db: DbOrTx, q: AuthorPostsQuery) {
  return pagedList(db, authorPostsWhere(q), q);
}

export function listAuthorPosts(db: DbOrTx, q: AuthorPostsQuery): Promise<PostRow[]> {
  return authorPostsQuery(db, q);
}

export async function countAuthorPosts(db: DbOrTx, q: AuthorPostsQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(authorPostsWhere(q));
  return row.n;
}

/** A member's forwards of posts that are still published, newest first (post_forwards_user_idx). */
export async function listUserForwards(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = and(eq(postForwards.userId, userId), eq(posts.status, POST_STATUS.PUBLISHED));
  return pageOf(
    db
      .select({ post: posts, comment: postForwards.comment, createdAt: postForwards.createdAt })
      .from(postForwards)
      .innerJoin(posts, eq(posts.id, postForwards.postId))
      .where(where)
      .orderBy(desc(postForwards.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(postForwards)
      .innerJoin(posts, eq(posts.id, postForwards.postId))
      .where(where),
  );
}

export async function countCommunity(db: DbOrTx, q: CommunityQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(communityWhere(q));
  return row.n;
}

/**
 * How many posts of a community list were written by members `viewerId` blocked: the viewer-free total
 * (cached) minus this is the viewer's total. Reads the viewer's blocks, then each blocked member's posts
 * by author, so it costs nothing for the many who block no one.
 */
export async function countCommunityBlocked(
  db: DbOrTx,
  q: CommunityQuery,
  viewerId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        communityWhere({ ...q, hideBlockedBy: undefined }),
        sql`${posts.userId} in ${blockedIdsOf(viewerId)}`,
      ),
    );
  return row.n;
}

/**
 * How many drafts a member keeps, counted while their users row is locked until the transaction ends,
 * so concurrent saves of new drafts are counted one after another (posts_user_idx).
 */
export async function lockAndCountDrafts(tx: DbOrTx, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [row] = await tx
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.status, POST_STATUS.DRAFT)));
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
  return pageOf(
    db.select().from(posts).where(where).orderBy(desc(posts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(posts).where(where),
  );
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

export interface StockLink {
  postId: number;
  stockId: number;
  source: number;
  position: number;
}

/**
 * Replaces the stocks some posts are about (they were just written, so their rows are locked) and
 * copies each post's list, in stock_list order, into posts.stock_ids.
 */
export async function replacePostStocks(tx: DbOrTx, postIds: number[], links: StockLink[]): Promise<void> {
  if (postIds.length === 0) return;
  await tx.delete(postStocks).where(inArray(postStocks.postId, postIds));
  if (links.length > 0) await tx.insert(postStocks).values(links).onConflictDoNothing();
  await tx
    .update(posts)
    .set({
      stockIds: sql`coalesce((select array_agg(${postStocks.stockId} order by ${postStocks.source}, ${postStocks.position})
        from ${postStocks} where ${postStocks.postId} = ${posts.id}), '{}')`,
    })
    .where(inArray(posts.id, postIds));
}

export type IndexSourceRow = Pick<
  PostRow,
  'id' | 'title' | 'tags' | 'summary' | 'contentHtml' | 'fansLimit' | 'readLimit' | 'readIntegral'
>;

/** A batch of posts to (re)index, in id order after `afterId`. */
export function postsToIndex(
  db: DbOrTx,
  afterId: number,
  limit: number,
  onlyMissing: boolean,
): Promise<IndexSourceRow[]> {
  const where = [sql`${posts.id} > ${afterId}`, sql`${posts.status} <> ${POST_STATUS.DELETED}`];
  if (onlyMissing) {
    where.push(sql`not exists (select 1 from ${postSearch} where ${postSearch.postId} = ${posts.id})`);
  }
  return db
    .select({
      id: posts.id,
      title: posts.title,
      tags: posts.tags,
      summary: posts.summary,
      contentHtml: posts.contentHtml,
      fansLimit: posts.fansLimit,
      readLimit: posts.readLimit,
      readIntegral: posts.readIntegral,
    })
    .from(posts)
    .where(and(...where))
    .orderBy(posts.id)
    .limit(limit);
}

/**
 * Stores the search documents of a batch of posts, with each post's current visibility and publish time
 * (the posts_search_sync trigger keeps those in step afterwards).
 */
export async function upsertSearchVectors(tx: DbOrTx, rows: { postId: number; vector: string }[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${postSearch} (post_id, vector, published, check_time)
    select p.id, v.vector::tsvector, p.status = ${POST_STATUS.PUBLISHED}, p.check_time
    from unnest(${sql.param(rows.map((r) => r.postId))}::bigint[], ${sql.param(rows.map((r) => r.vector))}::text[])
      as v(id, vector)
    join ${posts} p on p.id = v.id
    on conflict (post_id) do update
      set vector = excluded.vector, published = excluded.published, check_time = excluded.check_time`);
}

/** Posts by id, in the order asked. */
export async function findPostsByIds(db: DbOrTx, ids: number[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(posts).where(inArray(posts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Rewrites bodies whose stock tags changed when re-indexed, in one statement. */
export async function updateBodies(tx: DbOrTx, rows: { id: number; html: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update posts p set content_html = v.html
    from unnest(${sql.param(rows.map((r) => r.id))}::bigint[], ${sql.param(rows.map((r) => r.html))}::text[])
      as v(id, html)
    where p.id = v.id`);
}
