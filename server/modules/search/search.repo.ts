import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { postSearch, postStocks, posts, users } from '../../db/schema';

/** Search orders: 0 relevance with recency, 1 heat, 2 newest. */
export const SEARCH_ORDERS = { relevance: 0, hot: 1, time: 2 } as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[keyof typeof SEARCH_ORDERS];

/** Totals stop counting here: nobody pages past it, and counting every hit of a common word is waste. */
export const SEARCH_COUNT_CAP = 10_000;

export interface PostSearchQuery {
  /** A tsquery literal (post-index.ts searchQuery). */
  tsquery: string;
  postType?: string;
  stockId?: number;
  order: SearchOrder;
  limit: number;
  offset: number;
}

function searchWhere(q: PostSearchQuery): SQL {
  const parts: (SQL | undefined)[] = [
    sql`${postSearch.vector} @@ ${q.tsquery}::tsquery`,
    eq(posts.status, POST_STATUS.PUBLISHED),
  ];
  if (q.postType) parts.push(sql`${posts.type} = ${q.postType}`);
  if (q.stockId !== undefined) {
    parts.push(
      sql`${posts.id} in (select ${postStocks.postId} from ${postStocks} where ${postStocks.stockId} = ${q.stockId})`,
    );
  }
  return and(...parts)!;
}

/**
 * Relevance decays with age: a post a month old ranks at half its text score, so recent research
 * comes first among equally good matches.
 */
const relevance = (tsquery: string) =>
  sql`ts_rank(${postSearch.vector}, ${tsquery}::tsquery)
      / (1 + extract(epoch from now() - coalesce(${posts.checkTime}, ${posts.createdAt})) / 2592000)`;

/** The search statement itself, so a test can check that its plan uses the GIN index. */
export function searchPostsQuery(db: DbOrTx, q: PostSearchQuery) {
  const order =
    q.order === SEARCH_ORDERS.hot
      ? [desc(posts.heat), desc(posts.id)]
      : q.order === SEARCH_ORDERS.time
        ? [desc(posts.checkTime), desc(posts.id)]
        : [desc(relevance(q.tsquery)), desc(posts.id)];
  return db
    .select({ post: posts })
    .from(postSearch)
    .innerJoin(posts, eq(posts.id, postSearch.postId))
    .where(searchWhere(q))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
}

export async function searchPosts(db: DbOrTx, q: PostSearchQuery) {
  return (await searchPostsQuery(db, q)).map((r) => r.post);
}

export async function countSearchPosts(db: DbOrTx, q: PostSearchQuery): Promise<number> {
  const hits = db
    .select({ one: sql`1`.as('one') })
    .from(postSearch)
    .innerJoin(posts, eq(posts.id, postSearch.postId))
    .where(searchWhere(q))
    .limit(SEARCH_COUNT_CAP)
    .as('hits');
  const [row] = await db.select({ n: count() }).from(hits);
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
