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

/** One run of `n` gifts on a fresh server process: `pick(i)` names payer and payee of the i-th. */
async function transfers(bench: BenchDatabase, n: number, pick: () => [number, number]): Promise<Timing> {
  const server = await startBenchServer(bench, { ORDER_RATE_PER_MINUTE: '100000000' });
  const timing = emptyTiming();
  try {
    await fire(
      timing,
      n,
      () => {
        const [from, to] = pick();
        const integral = randomInt(1, 11);
        return call(
          server.baseURL,
          '/api/v1/user/gift',
          { user_id: to, integral, pay_type: 3 },
          sessionOf(TOKEN_PREFIX, from),
        );
      },
      (data) => (data as PayOrder).pay_status === PAY_STATUS.PAID,
    );
  } finally {
    await server.stop();
  }
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
  const spread = await transfers(bench, SPREAD, () => {
    const from = anyone();
    let to = anyone();
    while (to === from) to = anyone();
    return [from, to];
  });
  const spreadBooks = booksCheck(bench);
  const [author, ...payers] = members;
  const hot = await transfers(bench, HOT, () => [payers[randomInt(payers.length)], author]);
  const hotBooks = booksCheck(bench);

  const row = (name: string, t: Timing, books: string) => {
    const refused = t.failures.filter((f) => f.endsWith(MONEY_MSG.integralShort)).length;
    const { 'req/s': rate, ...rest } = summary(name, t);
    return { ...rest, 'transfers/s': rate, refused, errors: t.failures.length - refused, books };
  };
  console.log(`\n研社 ledger bench — ${ON_PG ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} calls in flight`);
  const rows = [
    row(`gift, random payer → random payee (${MEMBERS.toLocaleString('en')} members)`, spread, spreadBooks),
    row('gift, every transfer to one author (hot account)', hot, hotBooks),
  ];
  console.table(rows.map(({ failed: _failed, ...r }) => r));
  const errors = [...spread.failures, ...hot.failures].filter((f) => !f.endsWith(MONEY_MSG.integralShort));
  if (errors.length > 0) throw new Error(`${errors.length} calls failed, first: ${errors[0]}`);
} finally {
  await bench.cleanup();
}
