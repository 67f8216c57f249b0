import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { SEARCH_WINDOW } from '../../../common/search';
import { type DbOrTx, pageOf } from '../../db/client';
import { blocks, postSearch, postStocks, posts, users } from '../../db/schema';
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
 * The ids of the whole window, best first, ranked within post_search alone except for the hot order,
 * which needs the posts' heat. The whole window rather than one page: its length is the total, and the
 * service keeps it briefly so that the next pages and the next readers of the same query cost nothing.
 * One JSON array rather than a row per id: on PGlite, decoding a thousand rows cost more than the ranking.
 * Exported so a test can check its plans.
 */
export function searchWindowQuery(db: DbOrTx, q: PostSearchQuery) {
  const h = hits(db, q);
  const ids = (order: SQL) => ({
    ids: sql<number[]>`coalesce(json_agg(${h.postId} order by ${order}, ${h.postId} desc), '[]')`,
  });
  if (q.order === SEARCH_ORDERS.hot) {
    return db
      .with(h)
      .select(ids(sql`${posts.heat} desc`))
      .from(h)
      .innerJoin(posts, eq(posts.id, h.postId));
  }
  // Relevance decays with age: a month-old post ranks at half its text score, so recent research comes
  // first among equally good matches. date_part is double precision; extract() would compute in numeric,
  // which made ranking a full window a quarter slower on PGlite.
  const relevance = sql`ts_rank(${h.vector}, ${q.tsquery}::tsquery)
    / (1 + date_part('epoch', now() - ${h.checkTime}) / 2592000)`;
  return db
    .with(h)
    .select(ids(q.order === SEARCH_ORDERS.time ? sql`${h.checkTime} desc` : sql`${relevance} desc`))
    .from(h);
}

/** The window's ids, best first (see searchWindowQuery). */
export async function searchWindow(db: DbOrTx, q: PostSearchQuery): Promise<number[]> {
  const [row] = await searchWindowQuery(db, q);
  return row.ids;
}

/** Whether a member blocked anyone: only then does their search differ from a visitor's. */
export async function blocksAnyone(db: DbOrTx, viewerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.userId, viewerId))
    .limit(1);
  return rows.length > 0;
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
