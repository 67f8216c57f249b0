/**
 * `npm run bench`: starts the production build on a fresh data set and a bare-Fastify baseline beside it,
 * and measures both with autocannon in one run.
 *
 *   npm run bench                    demo data set on PGlite
 *   BENCH_LARGE=1 npm run bench      + 100,000 posts and 1,000,000 reactions (bench/dataset.ts)
 *   BENCH_POSTS=3000 npm run bench   + that many posts instead (enough distinct pages for the cache-miss rows)
 *   BENCH_PG=1 npm run bench         on a fresh PostgreSQL database (TEST_PG_ADMIN_URL or the local server)
 *   BENCH_ANNOUNCEMENTS=500000       + that many announcements (BENCH_LARGE includes 500,000; bench/announcements.ts)
 *   BENCH_ACTION_DAYS=250            + that many days of 异动, 60 rows each (BENCH_LARGE includes 250; bench/actions.ts)
 *   BENCH_ONLY='member|feed'         only the rows whose name matches (case-insensitive); the baseline always runs
 *   BENCH_SECONDS=3                  seconds per row (default 10); BENCH_CONNECTIONS (default 20)
 *   BENCH_ACCEPT_ENCODING=identity   what clients accept (default: Chromium's `gzip, deflate, br, zstd`)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, seedReference } from '../server/db/seed';
import type { RuntimeReading } from '../server/modules/health/runtime';
import { SEARCH_ORDERS, searchWindowQuery } from '../server/modules/search/search.repo';
import {
  type ActionBenchData,
  actionBenchData,
  actionCases,
  generateActionDays,
  LARGE_ACTION_DAYS,
} from './actions';
import { announcementCases, generateAnnouncements, LARGE_ANNOUNCEMENTS } from './announcements';
import { generateDataset, LARGE } from './dataset';
import { firstLoadJs } from './first-load-js';
import {
  type BenchDatabase,
  CONNECTIONS,
  call,
  createBenchDatabase,
  ON_PG,
  runtime,
  signed,
  startBareServer,
  startBenchServer,
} from './harness';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const EXTRA_POSTS = process.env.BENCH_LARGE === '1' ? LARGE.posts : Number(process.env.BENCH_POSTS ?? 0);
const EXTRA_ANNOUNCEMENTS =
  process.env.BENCH_LARGE === '1' ? LARGE_ANNOUNCEMENTS : Number(process.env.BENCH_ANNOUNCEMENTS ?? 0);
const EXTRA_ACTION_DAYS =
  process.env.BENCH_LARGE === '1' ? LARGE_ACTION_DAYS : Number(process.env.BENCH_ACTION_DAYS ?? 0);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/** Distinct articles the cache-miss rows cycle through: more than the uncached render does in a TTL. */
const MISS_ARTICLES = 5_000;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of pages answered from the page cache (x-page-cache: hit), when the route is a page. */
  cacheHits?: number;
  runtime?: RuntimeReading;
}

/** A row to measure: autocannon options whose first request is checked before the load. */
interface Case {
  name: string;
  opts: autocannon.Options;
  /** A page: count how many came from the page cache (kept off the other rows, to spare the client). */
  page?: boolean;
  /** A path for each request, so consecutive requests read different pages. */
  paths?: () => string;
  /** A body for each request, so consecutive calls ask different questions (no cache answers them). */
  bodies?: () => string;
}

/** One request first, so a bench never measures fast error answers by mistake. */
async function assertOk(url: string, opts: autocannon.Options): Promise<void> {
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    headers: opts.headers as Record<string, string>,
    body: opts.body as string | undefined,
  });
  const text = await res.text();
  if (!res.ok || (opts.method === 'POST' && JSON.parse(text).errCode !== '0')) {
    throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  }
}

async function load(c: Case): Promise<Omit<Row, 'name'>> {
  const first = c.paths ? new URL(c.paths(), c.opts.url).href : c.opts.url;
  await assertOk(first, c.opts);
  const cache = { hit: 0, miss: 0 };
  const request: autocannon.Request = {
    ...(c.page
      ? {
          onResponse: (_status, _body, _context, headers) => {
            const state = (headers as Record<string, string> | undefined)?.['x-page-cache'];
            if (state === 'hit') cache.hit++;
            else if (state === 'miss') cache.miss++;
          },
        }
      : {}),
    ...(c.paths || c.bodies
      ? {
          setupRequest: (req) => ({
            ...req,
            ...(c.paths ? { path: c.paths() } : {}),
            ...(c.bodies ? { body: c.bodies() } : {}),
          }),
        }
      : {}),
  };
  const result = await autocannon({
    duration: DURATION,
    connections: CONNECTIONS,
    ...c.opts,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...c.opts.headers },
    requests: [request],
  });
  const pages = cache.hit + cache.miss;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cacheHits: pages > 0 ? cache.hit / pages : undefined,
  };
}

/** A row of the site: its load, with the server's event-loop delay over exactly that load. */
async function measure(base: string, c: Case): Promise<Row> {
  await runtime.reset(base);
  const row = await load(c);
  return { name: c.name, ...row, runtime: await runtime.read(base) };
}

/** Migrations, reference data, the demo seed, any extra posts; returns published article ids (newest first) and the stock names. */
async function prepare(
  bench: BenchDatabase,
): Promise<{ articles: string[]; stockNames: string[]; actions: ActionBenchData }> {
  const database = await bench.open();
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  if (EXTRA_POSTS > 0) {
    const started = Date.now();
    const size = EXTRA_POSTS === LARGE.posts ? LARGE : { ...LARGE, posts: EXTRA_POSTS };
    await generateDataset(database.db, size);
    const [counts] = (
      (await database.db.execute(
        sql`select (select count(*) from posts)::int as posts, (select count(*) from post_reactions)::int as reactions`,
      )) as unknown as { rows: { posts: number; reactions: number }[] }
    ).rows;
    console.log(
      `data set: ${counts.posts} posts, ${counts.reactions} reactions (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    // The search plan for a word in a quarter of all posts: the window keeps both tables off a full scan.
    const { sql: text, params } = searchWindowQuery(database.db, {
      tsquery: "'储能'",
      order: SEARCH_ORDERS.relevance,
    }).toSQL();
    const plan = database.pglite
      ? await database.pglite.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)
      : await (database.db as unknown as { $client: pg.Pool }).$client.query(`explain ${text}`, params);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    console.log(
      `search plan ('储能'): ${lines.some((l) => /Seq Scan on post/.test(l)) ? 'SCANS A TABLE' : 'no table scan'}`,
    );
  }
  if (EXTRA_ANNOUNCEMENTS > 0) {
    const started = Date.now();
    await generateAnnouncements(database.db, EXTRA_ANNOUNCEMENTS);
    console.log(
      `data set: ${EXTRA_ANNOUNCEMENTS} announcements (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  if (EXTRA_ACTION_DAYS > 0) {
    const started = Date.now();
    await generateActionDays(database.db, EXTRA_ACTION_DAYS);
    console.log(
      `data set: ${EXTRA_ACTION_DAYS} days of 异动 (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  const actions = await actionBenchData(database.db);
  const published = (await database.db.execute(
    sql`select article_id from posts where status = 2 and type <> 'action' order by id desc limit ${MISS_ARTICLES}`,
  )) as unknown as { rows: { article_id: string }[] };
  const stocks = (await database.db.execute(sql`select name from stocks order by id`)) as unknown as {
    rows: { name: string }[];
  };
  await database.close();
  return {
    articles: published.rows.map((r) => r.article_id),
    stockNames: stocks.rows.map((r) => r.name),
    actions,
  };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: signed(),
    body: JSON.stringify({ phone: DEMO_USERS[1].phone, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('SESSION='));
  if (!cookie) throw new Error(`login failed: ${await res.text()}`);
  return cookie.split(';')[0];
}

/** Every row of the site, in the order they run. */
function siteCases(
  base: string,
  session: string,
  articleId: string,
  { articles, stockNames, actions }: Awaited<ReturnType<typeof prepare>>,
): Case[] {
  const post = (url: string, body: object, cookie = ''): autocannon.Options => ({
    url: `${base}${url}`,
    method: 'POST',
    headers: { ...signed(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  let next = 0;
  const eachArticle = () => `/a/${articles[next++ % articles.length]}`;
  let nextStock = 0;
  const eachStockSearch = () =>
    JSON.stringify({ keyword: stockNames[nextStock++ % stockNames.length], type: '1' });
  /** A page as a visitor reads it, or as a member with `session`; `/a/*` is a new article each request. */
  const page = (name: string, url: string, cookie = ''): Case => ({
    name,
    page: true,
    opts: { url: `${base}${url}`, headers: cookie ? { cookie } : {} },
    paths: url === '/a/*' ? eachArticle : undefined,
  });
  return [
    // The ceiling: a signed API call answered from memory (signature check, envelope, zod serialisation).
    { name: 'POST /api/v1/area/country-code (signed)', opts: post('/api/v1/area/country-code', {}) },
    { name: 'POST /api/v1/user/info (session)', opts: post('/api/v1/user/info', {}, session) },
    {
      name: 'POST feed: community hot, page 1',
      opts: post('/api/v2/article/community', { back_garden: 0, order: 1 }),
    },
    {
      name: 'POST feed: community newest, page 1',
      opts: post('/api/v2/article/community', { back_garden: 0, order: 0 }),
    },
    {
      name: 'POST feed: community newest, page 50',
      opts: post('/api/v2/article/community', { back_garden: 0, order: 0, start: 50 }),
    },
    { name: 'POST /api/v2/article/detail', opts: post('/api/v2/article/detail', { article_id: articleId }) },
    {
      name: 'POST /api/v1/stock/search gzmt',
      opts: post('/api/v1/stock/search', { keyword: 'gzmt', limit: 3 }),
    },
    {
      name: 'POST /api/v1/stock/search 600',
      opts: post('/api/v1/stock/search', { keyword: '600', limit: 3 }),
    },
    {
      name: 'POST article search, a stock name',
      opts: post('/api/v2/article/search', { keyword: '宁德时代', type: '1' }),
    },
    {
      name: 'POST article search, a common word',
      opts: post('/api/v2/article/search', { keyword: '储能', type: '1' }),
    },
    {
      name: 'POST article search, title scope, newest',
      opts: post('/api/v2/article/search', { keyword: '三季报点评', type: '2', order: 2 }),
    },
    {
      // A different stock each call: what the search cache cannot answer (one read per query and 5 s).
      name: 'POST article search, a new stock name each call',
      opts: post('/api/v2/article/search', { keyword: stockNames[0], type: '1' }),
      bodies: eachStockSearch,
    },
    ...announcementCases(post, stockNames),
    ...actionCases(base, post, session, actions),
    page('GET / (visitor)', '/'),
    page('GET /study_publish (visitor)', '/study_publish'),
    page('GET /a/{id} (visitor)', `/a/${articleId}`),
    // A new article each request, so the 5-second page cache mostly misses (see the hit column).
    page('GET /a/{id} (visitor, cache miss)', '/a/*'),
    page('GET / (member)', '/', session),
    page('GET /study_publish (member)', '/study_publish', session),
    page('GET /a/{id} (member)', `/a/${articleId}`, session),
    page('GET /a/{id} (member, cache miss)', '/a/*', session),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const share = (rps: number, bare: number) => {
  const pct = (100 * rps) / bare;
  return `${pct < 10 ? pct.toFixed(2) : pct.toFixed(1)} %`;
};

const loadAtStart = loadAverage();
buildIfStale();
const bench = await createBenchDatabase();
const dataset = await prepare(bench);
const server = await startBenchServer(bench);
const bare = await startBareServer();
const BASE = server.baseURL;
try {
  const started = await runtime.read(BASE);
  const session = await login(BASE);
  const hot = await call<{ result: { article_id: string }[] }>(BASE, '/api/v2/article/community', {
    back_garden: 0,
    order: 1,
  });
  const articleId = hot.data.result[0].article_id;

  const js = [
    { route: '/', html: await (await fetch(`${BASE}/`)).text() },
    { route: '/a/{id}', html: await (await fetch(`${BASE}/a/${articleId}`)).text() },
  ].map(({ route, html }) => ({ route, ...firstLoadJs(html) }));

  console.log(`The cache-miss rows cycle through ${dataset.articles.length} published articles.`);
  const cases = siteCases(BASE, session, articleId, dataset).filter((c) => !ONLY || ONLY.test(c.name));
  // The baseline runs first, so the machine is in the same state for it as for the first rows.
  const baseline: Row = {
    name: 'bare Fastify hello-world (baseline)',
    ...(await load({ name: '', opts: { url: `${bare.baseURL}/` } })),
  };
  await bare.stop();
  const rows: Row[] = [];
  for (const c of cases) {
    const row = await measure(BASE, c);
    rows.push(row);
    console.log(`${c.name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
  }
  const after = await runtime.read(BASE);

  const label = `${ON_PG ? 'PostgreSQL' : 'PGlite'}, ${EXTRA_POSTS > 0 ? `demo data + ${EXTRA_POSTS.toLocaleString('en')} posts` : 'demo data'}`;
  console.log(
    `\n研社 bench — ${label}, ${CONNECTIONS} connections, ${DURATION} s a row, accept-encoding: ${ACCEPT_ENCODING}`,
  );
  console.table(
    [baseline, ...rows].map((r) => ({
      route: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      '% of bare': share(r.rps, baseline.rps),
      'loop p99 ms': r.runtime?.eventLoopDelayMs.p99 ?? '',
      'cache hits': r.cacheHits === undefined ? '' : `${Math.round(r.cacheHits * 100)} %`,
      errors: r.errors,
    })),
  );
  console.log('First-load JavaScript for a visitor (gzip, production build):');
  console.table(
    js.map((j) => ({
      route: j.route,
      gzip: kb(j.gzipBytes),
      files: j.files,
      'not preloaded': j.notPreloaded.length,
    })),
  );
  const memberPages = rows.filter((r) => r.name.includes('(member'));
  if (memberPages.length > 0) {
    const worst = Math.max(...memberPages.map((r) => r.runtime?.eventLoopDelayMs.p99 ?? 0));
    console.log(`Event-loop delay p99 under the member page loads (worst row): ${worst} ms`);
  }
  console.log(
    `Server RSS: ${started.memoryMb.rss} MB after start-up, ${after.memoryMb.rss} MB after the bench ` +
      `(JS heap ${after.memoryMb.heapUsed} MB), peak ${after.memoryMb.peakRss} MB`,
  );
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
} finally {
  await bare.stop();
  await server.stop();
  await bench.cleanup();
}
