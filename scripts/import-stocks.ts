import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { parseStockCsv } from '../server/db/seed/stock-csv';
import { PostIndexer } from '../server/modules/search/post-indexer';
import { upsertStocks } from '../server/modules/stock/stock.repo';
import { StockDirectory } from '../server/modules/stock/stock-directory';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run import:stocks -- FILE.csv   (columns: code/代码, name/名称, optional exchange)',
  );
  process.exit(2);
}
const { rows, errors } = parseStockCsv(readFileSync(file, 'utf8'));
for (const e of errors) console.error(`line ${e.line}: ${e.message}`);
if (errors.length > 0) {
  console.error(`${errors.length} bad line(s); nothing imported.`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const written = await database.db.transaction((tx) => upsertStocks(tx, rows));
  console.log(`${rows.length} stocks read, ${written} inserted or renamed.`);
  if (written > 0) {
    // New names change the segmentation dictionary: rebuild every post's links and search document.
    // Running servers pick up the new list within a minute (StockDirectory).
    const indexed = await new PostIndexer(database.db, new StockDirectory(database.db)).reindex(false);
    console.log(`${indexed} posts re-indexed for search and stock links.`);
  }
} finally {
  await database.close();
}
