/**
 * Editors' system notices on the command line (the console's 系统通知 page calls the same broadcast):
 *   npm run notice:system -- "内容"                        to every active member (type 6 系统通知)
 *   npm run notice:system -- "内容" --user 100001          to one member
 *   npm run notice:system -- "内容" --article ARTICLE_ID   linking a published post
 *   npm run notice:system -- "内容" --type 20              another type: 6, 10, 21 (system) or 20 (other)
 *   npm run notice:system -- "内容" --key spring-2027      a key of your own: re-running the same key after
 *                                                          a failure skips members already told
 * With REDIS_URL set, the servers' open pages hear of it at once (the realtime bus); otherwise members see
 * it under 系统通知 when their counts next refresh, since this process holds none of the pages' streams.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { SYSTEM_NOTICE_TYPES, type SystemNoticeType } from '../common/notice';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createRealtimeBus } from '../server/lib/realtime-bus';
import { NoticeService } from '../server/modules/notice/notice.service';

const usage =
  'Usage: npm run notice:system -- "内容" [--user ID] [--article ARTICLE_ID] [--type 6|10|20|21] [--key KEY]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    article: { type: 'string' },
    type: { type: 'string', default: '6' },
    key: { type: 'string' },
  },
});
const type = Number(values.type) as SystemNoticeType;
const userId = values.user === undefined ? undefined : Number(values.user);
if (
  positionals.length !== 1 ||
  !SYSTEM_NOTICE_TYPES.includes(type) ||
  (userId !== undefined && !Number.isSafeInteger(userId))
) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const bus = createRealtimeBus(console, redis);
try {
  const key = values.key ?? randomUUID();
  const told = await new NoticeService(database.db, bus).broadcast({
    type,
    content: positionals[0],
    articleId: values.article,
    key,
    userId,
  });
  console.log(`told ${told} member(s) (key ${key})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await bus.close();
  // QUIT waits for the publishes still in flight.
  await redis?.quit();
  await database.close();
}
