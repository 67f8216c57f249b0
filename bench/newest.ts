/**
 * `npm run bench:newest` (issue 17 §1): the newest-post tool's push under load, on the production build.
 *
 * 10,000 members holding the tool keep `GET /sse/newest` open (raw sockets in worker threads of this
 * process, loopback only), while members publish posts through the API at 5 per second for 30 s. For every
 * post and subscriber it records the publish-to-delivery latency (from just before the publish call to the
 * frame's arrival), checks every subscriber got every post exactly once, and reads from the server its
 * RSS growth per subscriber and its event-loop delay (server/modules/health/runtime.ts). Then the same with
 * two instances sharing PostgreSQL and Redis, half the subscribers on each, publishing to the first.
 *
 * Needs the local PostgreSQL (a fresh bench database, dropped afterwards) and Redis (REDIS_URL, default
 * redis://127.0.0.1:6379). BENCH_SUBSCRIBERS, BENCH_SECONDS and BENCH_RATE change the load.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { buildIfStale } from '../scripts/build-if-stale';
import { seedReference } from '../server/db/seed';
import type { ServerProcess } from '../tests/e2e/server-process';
import { call, createBenchDatabase, ON_PG, runtime, startBenchServer } from './harness';
import { seedMembers, sessionOf } from './load';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The publish limit allows 10 posts per member in 10 minutes: enough authors to stay under it. */
const AUTHORS = Math.ceil((SECONDS * RATE) / 8) + 2;
const WORKERS = 2;
const TOKEN_PREFIX = 'bench-newest-';

if (!ON_PG)
  throw new Error('bench:newest runs two instances on one database: it needs PostgreSQL (BENCH_PG=1)');

const cookieOf = (userId: number) => sessionOf(TOKEN_PREFIX, userId);

class Subscribers {
  private readonly workers: Worker[] = [];

  constructor(ports: number[], userIds: number[]) {
    const per = Math.ceil(userIds.length / WORKERS);
    for (let w = 0; w < WORKERS; w++) {
      const mine = userIds.slice(w * per, (w + 1) * per);
      // Worker w connects to instance w modulo the instances: with two, half the subscribers on each.
      this.workers.push(
        new Worker(new URL('./newest-subscribers.mjs', import.meta.url), {
          workerData: { port: ports[w % ports.length], cookies: mine.map(cookieOf), concurrency: 100 },
        }),
      );
    }
  }

  private ask<T>(msg: object, answer: string): Promise<T[]> {
    return Promise.all(
      this.workers.map(
        (w) =>
          new Promise<T>((resolve) => {
            const on = (m: { kind: string } & T) => {
              if (m.kind !== answer) return;
              w.off('message', on);
              resolve(m);
            };
            w.on('message', on);
            w.postMessage(msg);
          }),
      ),
    );
  }

  open = () => this.ask<{ open: number; failed: number }>({ kind: 'open' }, 'opened');
  sent = (seq: number, at: number) => {
    for (const w of this.workers) w.postMessage({ kind: 'sent', seq, at });
  };
  report = () =>
    this.ask<{ latencies: number[]; received: [number, number][] }>({ kind: 'report' }, 'report');
  async close() {
    await this.ask({ kind: 'close' }, 'closed');
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 10) / 10;

async function run(label: string, servers: ServerProcess[], subscriberIds: number[], authorIds: number[]) {
  const bases = servers.map((s) => s.baseURL);
  const ports = bases.map((b) => Number(new URL(b).port));
  const before = await Promise.all(bases.map((b) => runtime.read(b)));
  const subscribers = new Subscribers(ports, subscriberIds);
  const opening = performance.now();
  const opened = await subscribers.open();
  const open = opened.reduce((n, o) => n + o.open, 0);
  const failed = opened.reduce((n, o) => n + o.failed, 0);
  console.log(
    `${label}: ${open} subscribers open (${failed} failed) in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );
  // Warm-up: the first publishes compile and JIT the publish path (the server runs from source under
  // tsx); they are not what a steady stream of posts costs. Then let the burst settle before measuring.
  for (let i = 0; i < 5; i++) {
    await call(
      bases[0],
      '/api/v1/article/add',
      { type: 'garden', content: `<p>预热${i}</p>` },
      cookieOf(authorIds.at(-1 - (i % 2))!),
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  const held = await Promise.all(bases.map((b) => runtime.read(b)));
  await Promise.all(bases.map((b) => runtime.reset(b)));

  const posts = SECONDS * RATE;
  const publishFailures: string[] = [];
  const started = performance.now();
  const calls: Promise<void>[] = [];
  for (let seq = 0; seq < posts; seq++) {
    const due = started + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const at = performance.timeOrigin + performance.now();
    subscribers.sent(seq, at);
    calls.push(
      call<{ status: number }>(
        bases[0],
        '/api/v1/article/add',
        { type: 'garden', title: `NB#${seq}# 压测帖子`, content: `<p>最新帖子压测第${seq}篇</p>` },
        cookieOf(authorIds[seq % (authorIds.length - 2)]),
      ).then((res) => {
        if (res.errCode !== '0') publishFailures.push(res.msg);
      }),
    );
  }
  await Promise.all(calls);
  // Deliveries of the last posts.
  await new Promise((r) => setTimeout(r, 3000));
  const loops = await Promise.all(bases.map((b) => runtime.read(b)));
  const reports = await subscribers.report();
  await subscribers.close();

  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const r of reports) for (const [seq, n] of r.received) counts.set(seq, (counts.get(seq) ?? 0) + n);
  const wrong = [...Array(posts).keys()].filter((seq) => counts.get(seq) !== open);
  const rssDelta = held.reduce((n, h, i) => n + (h.memoryMb.rss - before[i].memoryMb.rss), 0);
  const row = {
    run: label,
    subscribers: open,
    posts,
    deliveries: latencies.length,
    'p50 ms': round(pct(latencies, 50)),
    'p99 ms': round(pct(latencies, 99)),
    'max ms': round(latencies.at(-1) ?? 0),
    'KB/subscriber': round((rssDelta * 1024) / Math.max(open, 1)),
    'loop max ms': Math.max(...loops.map((l) => l.eventLoopDelayMs.max)),
    'loop p99 ms': Math.max(...loops.map((l) => l.eventLoopDelayMs.p99)),
  };
  if (publishFailures.length > 0)
    console.warn(`${publishFailures.length} publishes failed: ${publishFailures[0]}`);
  if (wrong.length > 0) console.warn(`${wrong.length} posts did not reach every subscriber exactly once`);
  return { row, ok: publishFailures.length === 0 && wrong.length === 0 && failed === 0 };
}

// The push needs no pages; BENCH_SKIP_BUILD=1 runs on whatever build/ holds (helpful while others build).
if (process.env.BENCH_SKIP_BUILD !== '1') buildIfStale();
const bench = await createBenchDatabase();
const rows: object[] = [];
let allOk = true;
try {
  const database = await bench.open();
  await database.migrate();
  await seedReference(database.db);
  const ids = await seedMembers(database, SUBSCRIBERS + AUTHORS * 2, {
    phonePrefix: '173',
    tokenPrefix: TOKEN_PREFIX,
    nickname: '最新压测',
  });
  const subscriberIds = ids.slice(0, SUBSCRIBERS);
  // Each run publishes as its own authors, so the publish limit never bites.
  const authorSets = [ids.slice(SUBSCRIBERS, SUBSCRIBERS + AUTHORS), ids.slice(SUBSCRIBERS + AUTHORS)];
  // The tool's entitlement, as a purchase writes it (server/modules/wallet).
  await database.db.execute(sql`
    insert into entitlements (user_id, kind, expires_at)
    select id, 'newest_tool', now() + interval '1 day' from users where phone like '173%'`);
  await database.close();
  // Every subscriber connects from this host, which the per-IP cap of open streams would take for one
  // crowded address (ADR 27).
  const env = { LOG_LEVEL: 'warn', STREAMS_PER_IP: String(SUBSCRIBERS) };

  const one = await startBenchServer(bench, env);
  try {
    const r = await run('one instance', [one], subscriberIds, authorSets[0]);
    rows.push(r.row);
    allOk &&= r.ok;
  } finally {
    await one.stop();
  }

  // User ids repeat from one bench database to the next, and Redis keeps the publish limit's counters:
  // clear this run's authors' (server/lib/limiter.ts keys), so a rerun is not refused.
  const redis = new Redis(REDIS_URL);
  await redis.del(...authorSets[1].map((id) => `rl:publish:${id}`));
  await redis.quit();
  const two = [
    await startBenchServer(bench, { ...env, REDIS_URL }),
    await startBenchServer(bench, { ...env, REDIS_URL }),
  ];
  try {
    const r = await run('two instances (Redis)', two, subscriberIds, authorSets[1]);
    rows.push(r.row);
    allOk &&= r.ok;
  } finally {
    await Promise.all(two.map((s) => s.stop()));
  }
  console.log(`\n研社 newest-post push bench — PostgreSQL, ${RATE} posts/s for ${SECONDS} s`);
  console.table(rows);
  const missed = rows.filter(
    (r) =>
      (r as { 'p99 ms': number })['p99 ms'] >= 1000 || (r as { 'loop max ms': number })['loop max ms'] > 50,
  );
  if (missed.length > 0) console.warn('target missed: p99 < 1000 ms and event-loop max ≤ 50 ms');
  if (!allOk) process.exitCode = 1;
} finally {
  await bench.cleanup();
}
