import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { SEARCH_WINDOW } from '../../../common/search';
import { type DbOrTx, pageOf } from '../../db/client';
import { postSearch, postStocks, posts, users } from '../../db/schema';
import { postsBlockedBy } from '../post/post.repo';
import { summaryColumns } from '../user/user.repo';

/** Search orders: 0 relevance with recency, 1 heat, 2 newest. */
export const SEARCH_ORDERS = { relevance: 0, hot: 1, time: 2 } as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[keyof typeof SEARCH_ORDERS];

/**
 * A search considers the newest SEARCH_WINDOW matching posts (post ids grow with time). That bounds the
 * work of a common word — ranking and counting stay within the window, and posts are read by primary key
 * for the returned page only — at the cost of not reaching matches older than the window, as community
 * sites' searches do.
 */

export interface PostSearchQuery {
  /** A tsquery literal (post-index.ts searchQuery). */
  tsquery: string;
  postType?: string;
  stockId?: number;
  order: SearchOrder;
  limit: number;
  offset: number;
  /** The viewer: posts by members they blocked are not matches. */
  hideBlockedBy?: number;
}

/** The window of newest matching published documents, narrowed to a stock or a post type when asked. */
function hits(db: DbOrTx, q: PostSearchQuery) {
  const parts: SQL[] = [eq(postSearch.published, true), sql`${postSearch.vector} @@ ${q.tsquery}::tsquery`];
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
  if (q.hideBlockedBy) parts.push(sql`${postSearch.postId} not in ${postsBlockedBy(q.hideBlockedBy)}`);
  return db.$with('hits').as(
    db
      .select({ postId: postSearch.postId, vector: postSearch.vector, checkTime: postSearch.checkTime })
      .from(postSearch)
      .where(and(...parts))
      .orderBy(desc(postSearch.postId))
      .limit(SEARCH_WINDOW),
  );
}

/**
 * The ids of one page of matches and the window's total, ranked within post_search alone except for the
 * hot order, which needs the posts' heat. Exported so a test can check its plans.
 */
export function searchPageQuery(db: DbOrTx, q: PostSearchQuery) {
  const h = hits(db, q);
  // The window is at most SEARCH_WINDOW rows, so counting it alongside the page costs nothing more.
  const fields = { id: h.postId, total: sql<number>`count(*) over ()`.mapWith(Number) };
  if (q.order === SEARCH_ORDERS.hot) {
    return db
      .with(h)
      .select(fields)
      .from(h)
      .innerJoin(posts, eq(posts.id, h.postId))
      .orderBy(desc(posts.heat), desc(h.postId))
      .limit(q.limit)
      .offset(q.offset);
  }
  // Relevance decays with age: a month-old post ranks at half its text score, so recent research comes
  // first among equally good matches.
  const relevance = sql`ts_rank(${h.vector}, ${q.tsquery}::tsquery)
    / (1 + extract(epoch from now() - ${h.checkTime}) / 2592000)`;
  return db
    .with(h)
    .select(fields)
    .from(h)
    .orderBy(...(q.order === SEARCH_ORDERS.time ? [desc(h.checkTime)] : [desc(relevance)]), desc(h.postId))
    .limit(q.limit)
    .offset(q.offset);
}

/** The ids of a page of matches, best first, and their total; a page past the end counts separately. */
export async function searchPosts(db: DbOrTx, q: PostSearchQuery): Promise<{ ids: number[]; total: number }> {
  const rows = await searchPageQuery(db, q);
  const total = rows[0]?.total ?? (q.offset > 0 ? await countSearchPosts(db, q) : 0);
  return { ids: rows.map((r) => r.id), total };
}

async function countSearchPosts(db: DbOrTx, q: PostSearchQuery): Promise<number> {
  const h = hits(db, q);
  const [row] = await db.with(h).select({ n: count() }).from(h);
  return row.n;
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members whose nickname contains the keyword, the most followed first. */
export async function searchUsers(db: DbOrTx, keyword: string, limit: number, offset: number) {
  const where = sql`lower(${users.nickname}) like ${likePattern(keyword)}`;
  return pageOf(
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.fansCount), users.id)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  );
}
