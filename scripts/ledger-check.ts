/**
 * `npm run ledger:check`: re-sums the journal against the balances of the configured database
 * (DATABASE_URL, or the PGlite data in DATA_DIR) and prints where the 工分 supply sits. Exits 1 on any
 * difference, so a schedule or a deploy can stop on it; the server runs the same check on start-up in
 * development.
 */
import { INTEGRAL_SUPPLY } from '../common/money';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { booksSummary } from '../server/modules/ledger/ledger.repo';
import { LedgerService } from '../server/modules/ledger/ledger.service';

const n = (v: number) => v.toLocaleString('en');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const diffs = await new LedgerService(database.db).check();
  const s = await booksSummary(database.db);
  console.log(
    `ledger (${database.kind}): ${n(s.accounts)} accounts, ${n(s.entries)} entries, ${n(s.lines)} lines`,
  );
  console.log(
    `工分: treasury ${n(s.integral.treasury)}, escrow ${n(s.integral.escrow)}, burned ${n(s.integral.burned)}, ` +
      `held by members ${n(s.integral.members)} (supply ${n(INTEGRAL_SUPPLY)})`,
  );
  for (const d of diffs) console.error(`DIFFERENCE ${d.what}: expected ${d.expected}, found ${d.actual}`);
  console.log(diffs.length === 0 ? 'The books balance.' : `${diffs.length} difference(s).`);
  if (diffs.length > 0) process.exitCode = 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
