/**
 * `npm run bench`: starts the production build on a fresh data set and measures it with autocannon.
 *
 *   npm run bench                 demo data set on PGlite
 *   BENCH_LARGE=1 npm run bench   + 100,000 posts and 1,000,000 reactions (bench/dataset.ts)
 *   BENCH_PG=1 npm run bench      on a fresh PostgreSQL database (TEST_PG_ADMIN_URL or the local server)
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, seedReference } from '../server/db/seed';
import { SEARCH_ORDERS, searchPageQuery } from '../server/modules/search/search.repo';
import { generateDataset } from './dataset';
import {
  type BenchDatabase,
  CONNECTIONS,
  call,
  createBenchDatabase,
  ON_PG,
  signed,
  startBenchServer,
} from './harness';

/** The server's URL, once started. */
let BASE = '';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const LARGE = process.env.BENCH_LARGE === '1';

async function login(): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/user/login`, {
    method: 'POST',
    headers: signed(),
    body: JSON.stringify({ phone: DEMO_USERS[1].phone, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('SESSION='));
  if (!cookie) throw new Error(`login failed: ${await res.text()}`);
  return cookie.split(';')[0];
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One request first, so a bench never measures fast error answers by mistake. */
async function assertOk(opts: autocannon.Options): Promise<void> {
  const res = await fetch(opts.url, {
    method: opts.method ?? 'GET',
    headers: opts.headers as Record<string, string>,
    body: opts.body as string | undefined,
  });
  const text = await res.text();
  if (!res.ok || (opts.method === 'POST' && JSON.parse(text).errCode !== '0')) {
    throw new Error(`${opts.url} answered ${res.status}: ${text.slice(0, 200)}`);
  }
}

async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  await assertOk(opts);
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
  };
}

/** Migrations, reference data, the demo seed and, if asked, the large data set. */
async function prepare(bench: BenchDatabase): Promise<void> {
  const database = await bench.open();
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  if (LARGE) {
    const started = Date.now();
    await generateDataset(database.db);
    const [counts] = (
      (await database.db.execute(
        sql`select (select count(*) from posts)::int as posts, (select count(*) from post_reactions)::int as reactions`,
      )) as unknown as { rows: { posts: number; reactions: number }[] }
    ).rows;
    console.log(
      `data set: ${counts.posts} posts, ${counts.reactions} reactions (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    // The search plan for a word in a quarter of all posts: the window keeps both tables off a full scan.
    const { sql: text, params } = searchPageQuery(database.db, {
      tsquery: "'储能'",
      order: SEARCH_ORDERS.relevance,
      limit: 15,
      offset: 0,
    }).toSQL();
    const plan = database.pglite
      ? await database.pglite.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)
      : await (database.db as unknown as { $client: pg.Pool }).$client.query(`explain ${text}`, params);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    console.log(
      `search plan ('储能'): ${lines.some((l) => /Seq Scan on post/.test(l)) ? 'SCANS A TABLE' : 'no table scan'}`,
    );
  }
  await database.close();
}

buildIfStale();
const bench = await createBenchDatabase();
await prepare(bench);
const server = await startBenchServer(bench);
BASE = server.baseURL;
try {
  const session = await login();
  const hot = await call<{ result: { article_id: string }[] }>(BASE, '/api/v2/article/community', {
    back_garden: 0,
    order: 1,
  });
  const articleId = hot.data.result[0].article_id;
  const rows: Row[] = [];
  const post = (url: string, body: object, cookie = '') => ({
    url: `${BASE}${url}`,
    method: 'POST' as const,
    headers: { ...signed(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  // The ceiling: a signed API call answered from memory (signature check, envelope, zod serialisation).
  rows.push(await measure('POST /api/v1/area/country-code', post('/api/v1/area/country-code', {})));
  rows.push(await measure('POST /api/v1/user/info (session)', post('/api/v1/user/info', {}, session)));
  rows.push(
    await measure(
      'POST community hot, page 1',
      post('/api/v2/article/community', { back_garden: 0, order: 1 }),
    ),
  );
  rows.push(
    await measure(
      'POST community newest, page 50',
      post('/api/v2/article/community', { back_garden: 0, order: 0, start: 50 }),
    ),
  );
  rows.push(
    await measure('POST /api/v2/article/detail', post('/api/v2/article/detail', { article_id: articleId })),
  );
  rows.push(
    await measure(
      'POST /api/v1/stock/search gzmt',
      post('/api/v1/stock/search', { keyword: 'gzmt', limit: 3 }),
    ),
  );
  rows.push(
    await measure(
      'POST /api/v1/stock/search 600',
      post('/api/v1/stock/search', { keyword: '600', limit: 3 }),
    ),
  );
  rows.push(
    await measure(
      'POST article search, a stock name',
      post('/api/v2/article/search', { keyword: '宁德时代', type: '1' }),
    ),
  );
  rows.push(
    await measure(
      'POST article search, a common word',
      post('/api/v2/article/search', { keyword: '储能', type: '1' }),
    ),
  );
  rows.push(
    await measure(
      'POST article search, title scope, newest',
      post('/api/v2/article/search', { keyword: '三季报点评', type: '2', order: 2 }),
    ),
  );
  rows.push(await measure('GET / (SSR, anonymous)', { url: `${BASE}/` }));
  rows.push(await measure('GET /study_publish (SSR, anonymous)', { url: `${BASE}/study_publish` }));
  rows.push(await measure(`GET /a/{id} (SSR, anonymous)`, { url: `${BASE}/a/${articleId}` }));
  rows.push(
    await measure(`GET /a/{id} (SSR, member, uncached)`, {
      url: `${BASE}/a/${articleId}`,
      headers: { cookie: session },
    }),
  );
  const label = `${ON_PG ? 'PostgreSQL' : 'PGlite'}, ${LARGE ? '100,000 posts / 1,000,000 reactions' : 'demo data'}`;
  console.log(`\n研社 bench — ${label}, ${CONNECTIONS} connections, ${DURATION}s each`);
  console.table(
    rows.map((r) => ({
      route: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
} finally {
  await server.stop();
  await bench.cleanup();
}
