/**
 * `npm run bench:notices` (issue 5): notices under load, through the HTTP API of the production build.
 *
 * 10,000 members like one post with BENCH_CONNECTIONS (20) calls in flight, and 1,000 of them follow its
 * author; afterwards the database must hold exactly 10,000 likes, like_count 10,000, ONE collapsed like
 * notice with actor_count 10,000, 1,000 fans notices and fans_count 1,000. 2,000 of them also like a
 * second post whose author muted like notices, interleaved round by round with the first. Likes are
 * queued and drained into notices after the request (ADR 12), so both posts' likes cost the same queue
 * insert; the difference between them is what the drain's upserts of the collapsed notice cost the
 * requests running beside it.
 *
 *   npm run bench:notices              PGlite
 *   BENCH_PG=1 npm run bench:notices   a fresh PostgreSQL database (TEST_PG_ADMIN_URL or the local server)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { NOTICE_TYPES } from '../common/notice';
import { buildIfStale } from '../scripts/build-if-stale';
import { type Database, rowsOf } from '../server/db/client';
import { seedReference } from '../server/db/seed';
import {
  type BenchDatabase,
  CONNECTIONS,
  call,
  createBenchDatabase,
  ON_PG,
  startBenchServer,
} from './harness';
import { emptyTiming, fire, seedMembers, sessionOf, summary } from './load';

const LIKERS = 10_000;
const FOLLOWERS = 1_000;
/** Likes alternate between the two posts in rounds, so both see the same machine load. */
const ROUND = 1_000;
/** The baseline's likes per round: enough samples for its percentiles, and keeps the run short. */
const MUTED_ROUND = 200;
/** Marks this bench's members (phone prefix) and session tokens. */
const PHONE_PREFIX = '172';
const TOKEN_PREFIX = 'bench-notice-';

/** The authors (notified, and muted) and the likers, straight in the tables. */
const seedAll = (database: Database) =>
  seedMembers(database, LIKERS + 2, {
    phonePrefix: PHONE_PREFIX,
    tokenPrefix: TOKEN_PREFIX,
    nickname: '通知压测',
  });

const cookieOf = (userId: number) => sessionOf(TOKEN_PREFIX, userId);

async function publish(base: string, authorId: number, text: string): Promise<string> {
  const res = await call<{ article_id: string }>(
    base,
    '/api/v1/article/add',
    { type: 'garden', content: `<p>${text}</p>` },
    cookieOf(authorId),
  );
  if (res.errCode !== '0') throw new Error(`publish failed: ${res.msg}`);
  return res.data.article_id;
}

/** What the database holds once the server has stopped; every figure must be exact. */
async function verify(bench: BenchDatabase, authorId: number, mutedId: number, articleId: string) {
  const database = await bench.open();
  try {
    const [row] = rowsOf<Record<string, number | string>>(
      await database.db.execute(sql`
        select
          (select count(*) from post_reactions r join posts p on p.id = r.post_id
            where p.article_id = ${articleId} and r.kind = 1) as likes,
          (select like_count from posts where article_id = ${articleId}) as like_count,
          (select count(*) from notifications where user_id = ${authorId} and type = ${NOTICE_TYPES.likes}) as like_notices,
          (select max(actor_count) from notifications where user_id = ${authorId} and type = ${NOTICE_TYPES.likes}) as actor_count,
          (select count(*) from notifications where user_id = ${authorId} and type = ${NOTICE_TYPES.fans}) as fans_notices,
          (select fans_count from users where id = ${authorId}) as fans_count,
          (select count(*) from notifications where user_id = ${mutedId}) as muted_notices`),
    );
    const got = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
    const want = {
      likes: LIKERS,
      like_count: LIKERS,
      like_notices: 1,
      actor_count: LIKERS,
      fans_notices: FOLLOWERS,
      fans_count: FOLLOWERS,
      muted_notices: 0,
    };
    const wrong = Object.entries(want).filter(([k, v]) => got[k] !== v);
    console.log('recorded:', got);
    if (wrong.length > 0)
      throw new Error(`not exact: ${wrong.map(([k, v]) => `${k} ${got[k]} ≠ ${v}`).join(', ')}`);
  } finally {
    await database.close();
  }
}

buildIfStale();
const bench = await createBenchDatabase();
try {
  const seeding = performance.now();
  const database = await bench.open();
  await database.migrate();
  await seedReference(database.db);
  const [authorId, mutedId, ...likers] = await seedAll(database);
  await database.close();
  console.log(
    `seeded ${likers.length + 2} members with sessions in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const server = await startBenchServer(bench);
  const base = server.baseURL;
  let articleId = '';
  try {
    articleId = await publish(base, authorId, '通知压测：被点赞的文章');
    const mutedArticleId = await publish(base, mutedId, '通知压测：作者关闭了点赞通知');
    const muted = await call(
      base,
      '/api/v1/user/notice/setting/update',
      { muted_types: [NOTICE_TYPES.likes] },
      cookieOf(mutedId),
    );
    if (muted.errCode !== '0') throw new Error(`muting failed: ${muted.msg}`);

    const liked = (data: unknown) => (data as { is_like: number }).is_like === 1;
    const like = (article: string, from: number) => (i: number) =>
      call(base, '/api/v1/article/like', { article_id: article }, cookieOf(likers[from + i]));
    const notified = emptyTiming();
    const silent = emptyTiming();
    for (let from = 0; from < LIKERS; from += ROUND) {
      const n = Math.min(ROUND, LIKERS - from);
      await fire(notified, n, like(articleId, from), liked);
      await fire(silent, Math.min(MUTED_ROUND, n), like(mutedArticleId, from), liked);
    }
    const follows = emptyTiming();
    await fire(
      follows,
      FOLLOWERS,
      (i) => call(base, '/api/v1/user/fans/follow', { user_id: authorId, type: 1 }, cookieOf(likers[i])),
      (data) => (data as { follow_status: number }).follow_status === 1,
    );

    console.log(`\n研社 notices bench — ${ON_PG ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} calls in flight`);
    const rows = [
      summary('like, author notified (collapsed notice)', notified),
      summary('like, author muted like notices', silent),
      summary('follow, followee notified', follows),
    ];
    console.table(rows);
    const overhead = (key: 'p50 ms' | 'p99 ms') => (rows[0][key] - rows[1][key]).toFixed(1);
    console.log(`notice overhead per like: p50 ${overhead('p50 ms')} ms, p99 ${overhead('p99 ms')} ms`);
    const failures = [...notified.failures, ...silent.failures, ...follows.failures];
    if (failures.length > 0) throw new Error(`${failures.length} calls failed, first: ${failures[0]}`);
  } finally {
    await server.stop();
  }
  await verify(bench, authorId, mutedId, articleId);
  console.log(
    'exact: 10,000 likes, like_count, one like notice of 10,000 actors, 1,000 fans notices and fans_count',
  );
} finally {
  await bench.cleanup();
}
