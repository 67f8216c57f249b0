/**
 * `npm run import:announcements -- FILE` and `npm run import:interactions -- FILE`: company announcements
 * or 互动易 Q&A from a JSON or CSV file (docs/api/announcements.md "Import format"). Every row is checked
 * first and every problem printed with its line; nothing is written unless the whole file is good. Rows
 * are inserted or updated by source key, so importing a file again changes nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import type { ImportError, ImportKind } from '../common/announcement';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { jobs } from '../server/file-jobs';
import { AppError } from '../server/lib/errors';
import { inThisThread } from '../server/lib/file-workers';
import { Limiter } from '../server/lib/limiter';
import { AnnouncementService } from '../server/modules/announcement/announcement.service';
import { StockDirectory } from '../server/modules/stock/stock-directory';
import { LIMITS } from '../server/services';

const kind = process.argv[2] as ImportKind;
const file = process.argv[3];
if ((kind !== 'announcement' && kind !== 'interaction') || !file) {
  const name = kind === 'interaction' ? 'import:interactions' : 'import:announcements';
  console.error(`Usage: npm run ${name} -- FILE.json|FILE.csv   (format: docs/api/announcements.md)`);
  process.exit(2);
}
statSync(file);
const text = readFileSync(file, 'utf8');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const service = new AnnouncementService(
    database.db,
    new StockDirectory(database.db),
    new Limiter(LIMITS.announcementExportPerKey),
    // The operator's own file, of any size: read in this process, without a file worker's limits.
    inThisThread(jobs),
  );
  const started = Date.now();
  const result = await service.importFile(kind, file, text, null);
  const what = kind === 'announcement' ? 'announcements' : 'Q&A rows';
  console.log(
    `${result.rows} ${what} read: ${result.inserted} inserted, ${result.updated} updated, ` +
      `${result.rows - result.inserted - result.updated} unchanged (${Date.now() - started} ms).`,
  );
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  const errors = (err.data as { errors?: ImportError[] } | null)?.errors ?? [];
  for (const e of errors) console.error(`line ${e.line}: ${e.message}`);
  console.error(errors.length ? `${errors.length} problem(s); nothing imported.` : err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
