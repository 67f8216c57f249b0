import type { ImportKind } from '../common/announcement';
import type { CsvLimits } from './lib/csv';
import type { FileWorkerOptions } from './lib/file-workers';
import type { SheetLimits } from './lib/xlsx-sheet';

/**
 * The workers' limits in the server (services.ts): one at a time, each with a heap far below the server's
 * 320 MB, as many waiting as the OCR queue holds. The largest real files need about half that heap and a
 * second (file-jobs.test.ts reads them).
 */
export const FILE_WORKERS: FileWorkerOptions = { heapMb: 64, timeoutMs: 15_000, concurrency: 1, maxQueue: 8 };

/**
 * Every reading of an uploaded file's bytes (ADR 26): what may cost memory or time out of proportion to
 * the upload's size, or hang in a third-party parser, and so runs in a file worker (lib/file-workers.ts)
 * beside the server. Each job takes and answers plain data (what IPC's structured clone copies, Buffers
 * included); what the answer means (headers, rows, stocks) is decided by the services. Each loads only
 * its own reader, since a worker is started for every job.
 */
export const jobs = {
  /** An .xlsx's first worksheet (the 异动 import). */
  xlsx: async ({ bytes, limits }: { bytes: Buffer; limits: SheetLimits }) => {
    const { readFirstSheet } = await import('./lib/xlsx-sheet');
    return readFirstSheet(bytes, limits);
  },
  /** A CSV's lines, UTF-8 or GB18030 (the 异动 and closing-price imports). */
  csv: async ({ bytes, limits }: { bytes: Buffer; limits: CsvLimits }) => {
    const { readCsvFile } = await import('./lib/csv');
    return readCsvFile(bytes, limits);
  },
  /** An announcement or Q&A file's records by column (JSON or CSV text). */
  importRows: async ({ kind, filename, text }: { kind: ImportKind; filename: string; text: string }) => {
    const { ANNOUNCEMENT_COLUMNS, QA_COLUMNS, readImportRows } = await import(
      './modules/announcement/announcement-import'
    );
    return readImportRows(filename, text, kind === 'announcement' ? ANNOUNCEMENT_COLUMNS : QA_COLUMNS);
  },
  /** An image's pixel size from its header (the competition's holdings screenshot, before OCR). */
  imageSize: async ({ bytes }: { bytes: Buffer }) => {
    const { pixelSize } = await import('./modules/competition/pixel-size');
    return pixelSize(bytes);
  },
};

export type FileJobs = typeof jobs;
