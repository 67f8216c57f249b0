/**
 * Editors award 工分 from the treasury for a quality post or answer, until the editors' console exists:
 *   npm run reward:award -- --user 100001 --integral 50 --memo "优质回答" [--article ARTICLE_ID] [--key KEY]
 * The award's key defaults to a hash of member, article and memo, so re-running the same command after a
 * failure (or by mistake) pays once; pass --key to award the same member for the same reason again.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { LedgerService } from '../server/modules/ledger/ledger.service';
import { findUserById } from '../server/modules/user/user.repo';

const usage =
  'Usage: npm run reward:award -- --user ID --integral N --memo "理由" [--article ARTICLE_ID] [--key KEY]';
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    integral: { type: 'string' },
    memo: { type: 'string' },
    article: { type: 'string' },
    key: { type: 'string' },
  },
});
const userId = Number(values.user);
const integral = Number(values.integral);
const memo = values.memo?.trim() ?? '';
if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(integral) || integral <= 0 || !memo) {
  console.error(usage);
  process.exit(2);
}
const article = values.article ?? '';
const key =
  values.key ??
  createHash('sha256')
    .update(JSON.stringify([userId, article, memo]))
    .digest('hex')
    .slice(0, 32);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (!(await findUserById(database.db, userId))) throw new Error(`no member ${userId}`);
  const paid = await new LedgerService(database.db).award({
    userId,
    integral,
    memo: article ? `${memo}（文章 ${article}）` : memo,
    key,
  });
  console.log(
    paid
      ? `awarded ${integral} 工分 to member ${userId} (key ${key})`
      : `already awarded under key ${key}: nothing paid`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
