/**
 * Editors' review queue on the command line (the console's 审核队列 calls the same PostService methods):
 *   npm run review               list posts waiting for review
 *   npm run review -- approve ID publish a post
 *   npm run review -- reject ID  hide it (the author still sees it in previews)
 *   npm run review -- restore ID bring back a deleted or hidden post
 */

import { formatServerTime } from '../common/format';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { LedgerService } from '../server/modules/ledger/ledger.service';
import { NoticeService } from '../server/modules/notice/notice.service';
import { PostService } from '../server/modules/post/post.service';
import { SensitiveWords } from '../server/modules/post/sensitive-words';
import { PostIndexer } from '../server/modules/search/post-indexer';
import { StockDirectory } from '../server/modules/stock/stock-directory';
import { postLimiters } from '../server/services';

const [command = 'list', articleId] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const posts = new PostService(
  database.db,
  new SensitiveWords(database.db),
  postLimiters(),
  new PostIndexer(database.db, new StockDirectory(database.db)),
  new NoticeService(database.db),
  (userId) => new LedgerService(database.db).balance(userId, 'energy'),
);
try {
  if (command === 'list') {
    const rows = await posts.listInReview();
    if (rows.length === 0) console.log('No posts are waiting for review.');
    for (const p of rows) {
      console.log(
        `${p.articleId}  ${formatServerTime(p.createdAt)}  [${p.sensitiveWords.join(', ')}]  ${p.title || p.summary.slice(0, 40)}`,
      );
    }
  } else if ((command === 'approve' || command === 'reject' || command === 'restore') && articleId) {
    await posts[command](articleId);
    console.log(`${articleId}: ${command}d`);
  } else {
    console.error(
      'Usage: npm run review [-- list | approve ARTICLE_ID | reject ARTICLE_ID | restore ARTICLE_ID]',
    );
    process.exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
