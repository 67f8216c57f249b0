import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { postSearch, postStocks, posts, users } from '../../db/schema';

/** Search orders: 0 relevance with recency, 1 heat, 2 newest. */
export const SEARCH_ORDERS = { relevance: 0, hot: 1, time: 2 } as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[keyof typeof SEARCH_ORDERS];

/**
 * A search considers the newest this-many matching posts (post ids grow with time). That bounds the work
 * of a common word — ranking, joining and counting stay within the window, and the posts table is read
 * by primary key only — at the cost of not reaching matches older than the window, as community sites'
 * searches do. totalCount is therefore at most this.
 */
export const SEARCH_WINDOW = 2_000;

export interface PostSearchQuery {
  /** A tsquery literal (post-index.ts searchQuery). */
  tsquery: string;
  postType?: string;
  stockId?: number;
  order: SearchOrder;
  limit: number;
  offset: number;
}

/** The window of newest matching documents, narrowed to a stock or a post type when asked. */
function hits(db: DbOrTx, q: PostSearchQuery) {
  const parts: SQL[] = [sql`${postSearch.vector} @@ ${q.tsquery}::tsquery`];
  if (q.postType) {
    parts.push(
      sql`exists (select 1 from ${posts} where ${posts.id} = ${postSearch.postId} and ${posts.type} = ${q.postType})`,
    );
  }
  if (q.stockId !== undefined) {
    parts.push(
      sql`${postSearch.postId} in (select ${postStocks.postId} from ${postStocks} where ${postStocks.stockId} = ${q.stockId})`,
    );
  }
  return db.$with('hits').as(
    db
      .select({ postId: postSearch.postId, vector: postSearch.vector })
      .from(postSearch)
      .where(and(...parts))
      .orderBy(desc(postSearch.postId))
      .limit(SEARCH_WINDOW),
  );
}

/** The search statement itself, so a test can check its plan never scans the posts table. */
export function searchPostsQuery(db: DbOrTx, q: PostSearchQuery) {
  const h = hits(db, q);
  // Relevance decays with age: a month-old post ranks at half its text score, so recent research comes
  // first among equally good matches.
  const relevance = sql`ts_rank(${h.vector}, ${q.tsquery}::tsquery)
    / (1 + extract(epoch from now() - coalesce(${posts.checkTime}, ${posts.createdAt})) / 2592000)`;
  const order =
    q.order === SEARCH_ORDERS.hot
      ? [desc(posts.heat), desc(posts.id)]
      : q.order === SEARCH_ORDERS.time
        ? [desc(posts.checkTime), desc(posts.id)]
        : [desc(relevance), desc(posts.id)];
  return db
    .with(h)
    .select({ post: posts })
    .from(h)
    .innerJoin(posts, eq(posts.id, h.postId))
    .where(eq(posts.status, POST_STATUS.PUBLISHED))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
}

export async function searchPosts(db: DbOrTx, q: PostSearchQuery) {
  return (await searchPostsQuery(db, q)).map((r) => r.post);
}

export async function countSearchPosts(db: DbOrTx, q: PostSearchQuery): Promise<number> {
  const h = hits(db, q);
  const [row] = await db
    .with(h)
    .select({ n: count() })
    .from(h)
    .innerJoin(posts, eq(posts.id, h.postId))
    .where(eq(posts.status, POST_STATUS.PUBLISHED));
  return row.n;
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members whose nickname contains the keyword, the most followed first. */
export async function searchUsers(db: DbOrTx, keyword: string, limit: number, offset: number) {
  const where = sql`lower(${users.nickname}) like ${likePattern(keyword)}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        profile: users.profile,
        styleStr: users.styleStr,
        fansCount: users.fansCount,
        postCount: users.posts,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.fansCount), users.id)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: total.n };
}
