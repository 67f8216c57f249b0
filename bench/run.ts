/**
 * `npm run bench`: starts the production build on a fresh data set and measures it with autocannon.
 * Set DATABASE_URL to measure on PostgreSQL (the database must exist and may be empty).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale';
import { DEV_SIGN_SECRET } from '../server/config';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { md5 } from '../server/lib/crypto';

const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const signed = () => {
  const timestamp = String(Date.now());
  return {
    timestamp,
    token: md5(DEV_SIGN_SECRET + timestamp),
    platform: '3',
    'content-type': 'application/json',
  };
};

async function waitForHealth(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

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

buildIfStale();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yanshe-bench-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth(child);
  const session = await login();
  const rows: Row[] = [];
  // The ceiling: a signed API call answered from memory (signature check, envelope, zod serialisation).
  rows.push(
    await measure('POST /api/v1/area/country-code', {
      url: `${BASE}/api/v1/area/country-code`,
      method: 'POST',
      headers: signed(),
      body: '{}',
    }),
  );
  rows.push(
    await measure('POST /api/v1/user/info (session)', {
      url: `${BASE}/api/v1/user/info`,
      method: 'POST',
      headers: { ...signed(), cookie: session },
      body: '{}',
    }),
  );
  rows.push(await measure('GET / (SSR, anonymous)', { url: `${BASE}/` }));
  console.log(
    `\n研社 bench — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION}s each`,
  );
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
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
