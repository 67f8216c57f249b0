import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { POST_STATUS, SECTIONS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { posts, searchTerms } from '../../db/schema';
import { notBlockedBy } from '../block/block.repo';

const SECTION_IDS = Object.values(SECTIONS);

/**
 * Seconds of recency worth a tenfold score in heat (migration 0003: heat = log10(max(score, 1)) +
 * epoch(check_time) / 45000).
 */
const HEAT_SECONDS_PER_DECADE = 45_000;

const windowStart = (days: number) => sql`now() - make_interval(days => ${days})`;
const publishedWithin = (days: number) => sql`${posts.checkTime} > ${windowStart(days)}`;

/** Posts published in the last `days` days, found through the sections' publish indexes. */
export const recentlyPublished = (days: number): SQL =>
  and(eq(posts.status, POST_STATUS.PUBLISHED), inArray(posts.section, SECTION_IDS), publishedWithin(days))!;

/** One more search of a keyword on a China day; concurrent searches add up, none is lost. */
export async function addSearchHit(db: DbOrTx, day: string, keyword: string): Promise<void> {
  await db
    .insert(searchTerms)
    .values({ day, keyword, hits: 1 })
    .onConflictDoUpdate({
      target: [searchTerms.day, searchTerms.keyword],
      set: { hits: sql`${searchTerms.hits} + 1` },
    });
}

/**
 * The most searched keywords over two China days: every search of `today` plus `yesterday`'s scaled by
 * `yesterdayWeight`. Reads the two days' ranges of the primary key; scores under 0.5 round to nothing.
 */
export function topSearches(
  db: DbOrTx,
  q: { today: string; yesterday: string; yesterdayWeight: number; limit: number },
): Promise<{ keyword: string; score: number }[]> {
  const score = sql<number>`sum(case when ${searchTerms.day} = ${q.today} then ${searchTerms.hits}::float8
    else ${searchTerms.hits} * ${q.yesterdayWeight}::float8 end)`.mapWith(Number);
  return db
    .select({ keyword: searchTerms.keyword, score })
    .from(searchTerms)
    .where(inArray(searchTerms.day, [q.today, q.yesterday]))
    .groupBy(searchTerms.keyword)
    .having(sql`${score} >= 0.5`)
    .orderBy(desc(score), searchTerms.keyword)
    .limit(q.limit);
}

/**
 * One ordered select per section, for `unionAll` with the same order: each reads its section's partial
 * index (schema/posts.ts) in order and PostgreSQL merges them (Merge Append), where one query over all
 * sections would read every matching row and sort.
 */
export function perSection<Q>(select: (section: number) => Q): [Q, Q, ...Q[]] {
  const [first, second, ...rest] = SECTION_IDS.map(select);
  return [first, second, ...rest];
}

/**
 * The best-scored published posts of the last `days` days (the 30-day board). Returns the statement,
 * so tests can check its plan.
 */
export function topScored(db: DbOrTx, days: number, limit: number) {
  const columns = {
    id: posts.id,
    articleId: posts.articleId,
    type: posts.type,
    title: posts.title,
    summary: posts.summary,
    score: posts.score,
    fansLimit: posts.fansLimit,
    readLimit: posts.readLimit,
    readIntegral: posts.readIntegral,
  };
  const where = (section: number) =>
    and(eq(posts.status, POST_STATUS.PUBLISHED), eq(posts.section, section), publishedWithin(days));
  return unionAll(
    ...perSection((section) =>
      db
        .select(columns)
        .from(posts)
        .where(where(section))
        .orderBy(desc(posts.score), desc(posts.id))
        .limit(limit),
    ),
  )
    .orderBy(desc(posts.score), desc(posts.id))
    .limit(limit);
}

export type BoardPost = Awaited<ReturnType<typeof topScored>>[number];

/**
 * Published in the last `days` days, with the lower bound on heat that this implies (log10 of a score
 * is never negative), so a heat-ordered index scan stops at the window's edge instead of filtering its
 * way through every older post.
 */
function heatWindow(days: number): SQL {
  return and(
    publishedWithin(days),
    sql`${posts.heat} >= extract(epoch from ${windowStart(days)}) / ${HEAT_SECONDS_PER_DECADE}`,
  )!;
}

/**
 * A page of the published posts of the last `days` days, hottest first. Returns the statement, so tests
 * can check its plan.
 */
export function hotPosts(
  db: DbOrTx,
  q: { days: number; limit: number; offset: number; hideBlockedBy?: number },
) {
  return unionAll(
    ...perSection((section) =>
      db
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.status, POST_STATUS.PUBLISHED),
            eq(posts.section, section),
            heatWindow(q.days),
            q.hideBlockedBy ? notBlockedBy(q.hideBlockedBy, posts.userId) : undefined,
          ),
        )
        .orderBy(desc(posts.heat), desc(posts.id))
        .limit(q.offset + q.limit),
    ),
  )
    .orderBy(desc(posts.heat), desc(posts.id))
    .limit(q.limit)
    .offset(q.offset);
}

/**
 * How many posts were published in the last `days` days (ranges of the sections' publish indexes),
 * less those by members `hideBlockedBy` blocked.
 */
export async function countPublishedWithin(
  db: DbOrTx,
  days: number,
  hideBlockedBy?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(
      and(
        eq(posts.status, POST_STATUS.PUBLISHED),
        inArray(posts.section, SECTION_IDS),
        publishedWithin(days),
        hideBlockedBy ? notBlockedBy(hideBlockedBy, posts.userId) : undefined,
      ),
    );
  return row.n;
}
