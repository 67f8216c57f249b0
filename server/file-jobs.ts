import type { ImportKind } from '../common/announcement';
import type { SheetLimits } from './lib/xlsx-sheet';
import type { CsvLimits } from './modules/market/action-sheet';

/** A buffer over bytes that came through postMessage (which delivers a Buffer as a plain Uint8Array). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Every reading of an uploaded file's bytes (ADR 26): what may cost memory or time out of proportion to the
 * upload's size, or hang in a third-party parser, and so runs in a file worker (lib/file-workers.ts) under
 * the server. Each job takes and answers plain data; what the answer means (headers, rows, stocks) is decided
 * by the services. Each loads only its own reader, since a worker is started for every job.
 */
export const jobs = {
  /** An .xlsx's first worksheet (the 异动 import). */
  xlsx: async ({ bytes, limits }: { bytes: Uint8Array; limits: SheetLimits }) => {
    const { readFirstSheet } = await import('./lib/xlsx-sheet');
    return readFirstSheet(asBuffer(bytes), limits);
  },
  /** A CSV's lines, UTF-8 or GB18030 (the 异动 and closing-price imports). */
  csv: async ({ bytes, limits }: { bytes: Uint8Array; limits: CsvLimits }) => {
    const { decodeText, parseCsv } = await import('./modules/market/action-sheet');
    return parseCsv(decodeText(asBuffer(bytes)), limits);
  },
  /** An announcement or Q&A file's records by column (JSON or CSV text). */
  importRows: async ({ kind, filename, text }: { kind: ImportKind; filename: string; text: string }) => {
    const { ANNOUNCEMENT_COLUMNS, QA_COLUMNS, readImportRows } = await import(
      './modules/announcement/announcement-import'
    );
    return readImportRows(filename, text, kind === 'announcement' ? ANNOUNCEMENT_COLUMNS : QA_COLUMNS);
  },
  /** An image's pixel size from its header (the competition's holdings screenshot, before OCR). */
  imageSize: async ({ bytes }: { bytes: Uint8Array }) => {
    const { pixelSize } = await import('./modules/competition/upload-image');
    return pixelSize(bytes);
  },
};

export type FileJobs = typeof jobs;
