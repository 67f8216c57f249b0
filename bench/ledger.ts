/**
 * `npm run bench:ledger` (issue 14): 工分 transfers through the HTTP API of the production build.
 *
 * 10,000 members, each given 1,000 工分 from the treasury, send 100,000 gifts of 1–10 工分 from a random
 * member to another (spread over the accounts), then 20,000 gifts to one author (one hot account), with
 * BENCH_CONNECTIONS (20) calls in flight; each gift creates its order and pays it in one call
 * (`/api/v1/user/gift`, pay_type 3). A refused gift (工分不足) is counted apart from errors. After each run
 * the server stops and `npm run ledger:check` must find the books exact.
 *
 *   npm run bench:ledger               PGlite
 *   BENCH_PG=1 npm run bench:ledger    a fresh PostgreSQL database (TEST_PG_ADMIN_URL or the local server)
 *   BENCH_TRANSFERS=20000              gifts in the spread run (default 100,000; the hot run does a fifth)
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MONEY_MSG, PAY_STATUS, type PayOrder } from '../common/money';
import { buildIfStale } from '../scripts/build-if-stale';
import type { Database } from '../server/db/client';
import { seedReference } from '../server/db/seed';
import { type AccountRef, LedgerService } from '../server/modules/ledger/ledger.service';
import {
  type BenchDatabase,
  CONNECTIONS,
  call,
  createBenchDatabase,
  ON_PG,
  startBenchServer,
} from './harness';
import { emptyTiming, fire, seedMembers, sessionOf, summary, type Timing } from './load';

const MEMBERS = 10_000;
const GRANT = 1_000;
const SPREAD = Number(process.env.BENCH_TRANSFERS ?? 100_000);
const HOT = Math.round(SPREAD / 5);
const CEILING_CALLS = 5_000;
const TOKEN_PREFIX = 'bench-ledger-';
const ROOT = path.resolve(import.meta.dirname, '..');

/** Every member's 工分 from the treasury in one journal entry. */
async function grant(database: Database, ids: number[]): Promise<void> {
  const treasury: AccountRef = { platform: 'treasury', asset: 'integral' };
  const legs = ids.map((user) => ({ account: { user, asset: 'integral' } as AccountRef, amount: GRANT }));
  legs.push({ account: treasury, amount: -GRANT * ids.length });
  await new LedgerService(database.db).transact(
    legs.map((l) => l.account),
    (_tx, post) => post({ kind: 'award', idemKey: 'bench:grant', memo: '压测发放', legs }),
  );
}

/** `npm run ledger:check` on the bench database (the server stopped: PGlite allows one process). */
function booksCheck(bench: BenchDatabase): string {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ledger-check.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, ...bench.env, DATA_DIR: bench.dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  if (run.status !== 0) throw new Error('the books do not balance');
  return 'exact';
}

/** Runs `work` against a fresh server process (stopped before the books are checked). */
async function onServer<T>(bench: BenchDatabase, work: (base: string) => Promise<T>): Promise<T> {
  const server = await startBenchServer(bench, { ORDER_RATE_PER_MINUTE: '100000000' });
  try {
    return await work(server.baseURL);
  } finally {
    await server.stop();
  }
}

/** `n` gifts of 1–10 工分; `pick()` names the payer and the payee of each. */
async function gifts(base: string, n: number, pick: () => [number, number]): Promise<Timing> {
  const timing = emptyTiming();
  await fire(
    timing,
    n,
    () => {
      const [from, to] = pick();
      return call(
        base,
        '/api/v1/user/gift',
        { user_id: to, integral: randomInt(1, 11), pay_type: 3 },
        sessionOf(TOKEN_PREFIX, from),
      );
    },
    (data) => (data as PayOrder).pay_status === PAY_STATUS.PAID,
  );
  return timing;
}

/**
 * A logged-in call on this machine at this moment, to read the transfer rates against: `user/info`, each
 * member's first visit of the day (the session's lookup, and the day's 养分 for the visit: one small
 * ledger movement of its own).
 */
async function sessionCalls(base: string, members: number[]): Promise<Timing> {
  const timing = emptyTiming();
  await fire(
    timing,
    CEILING_CALLS,
    (i) => call(base, '/api/v1/user/info', {}, sessionOf(TOKEN_PREFIX, members[i % members.length])),
    () => true,
  );
  return timing;
}

buildIfStale();
const bench = await createBenchDatabase();
try {
  const seeding = performance.now();
  const database = await bench.open();
  await database.migrate();
  await seedReference(database.db);
  const members = await seedMembers(database, MEMBERS, {
    phonePrefix: '173',
    tokenPrefix: TOKEN_PREFIX,
    nickname: '转账压测',
  });
  await grant(database, members);
  await database.close();
  console.log(
    `seeded ${MEMBERS} members with sessions and ${GRANT} 工分 each in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const anyone = () => members[randomInt(members.length)];
  const [ceiling, spread] = await onServer(bench, async (base) => [
    await sessionCalls(base, members),
    await gifts(base, SPREAD, () => {
      const from = anyone();
      let to = anyone();
      while (to === from) to = anyone();
      return [from, to];
    }),
  ]);
  const spreadBooks = booksCheck(bench);
  const [author, ...payers] = members;
  const hot = await onServer(bench, (base) =>
    gifts(base, HOT, () => [payers[randomInt(payers.length)], author]),
  );
  const hotBooks = booksCheck(bench);

  const row = (name: string, t: Timing, books: string) => {
    const refused = t.failures.filter((f) => f.endsWith(MONEY_MSG.integralShort)).length;
    const { 'req/s': rate, ...rest } = summary(name, t);
    return { ...rest, 'calls/s': rate, refused, errors: t.failures.length - refused, books };
  };
  console.log(`\n研社 ledger bench — ${ON_PG ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} calls in flight`);
  const rows = [
    row('user/info, first visit of the day (session + 养分 grant)', ceiling, ''),
    row(`gift, random payer → random payee (${MEMBERS.toLocaleString('en')} members)`, spread, spreadBooks),
    row('gift, every transfer to one author (hot account)', hot, hotBooks),
  ];
  console.table(rows.map(({ failed: _failed, ...r }) => r));
  const errors = [...spread.failures, ...hot.failures].filter((f) => !f.endsWith(MONEY_MSG.integralShort));
  if (errors.length > 0) throw new Error(`${errors.length} calls failed, first: ${errors[0]}`);
} finally {
  await bench.cleanup();
}
