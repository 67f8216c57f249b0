/**
 * Rebuilds every post's search document and stock links with the current stock dictionary:
 *   npm run search:reindex            all posts (after changing market terms or the segmenter)
 *   npm run search:reindex -- missing only posts never indexed
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { PostIndexer } from '../server/modules/search/post-indexer';
import { StockDirectory } from '../server/modules/stock/stock-directory';

const onlyMissing = process.argv[2] === 'missing';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const started = Date.now();
  const indexed = await new PostIndexer(database.db, new StockDirectory(database.db)).reindex(onlyMissing);
  console.log(`${indexed} posts indexed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
