import { ACTION_COLUMNS, ACTION_LIMITS, ACTION_MSG, type ActionDraftRow } from '../../../common/action-vocab';
import { SHEET_MAX_COLUMNS } from '../../../common/file-read';
import type { FileJobs } from '../../file-jobs';
import type { CsvLimits } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import type { FileReader } from '../../lib/file-workers';
import type { SheetCell, SheetLimits, SheetLine } from '../../lib/xlsx-sheet';
import type { NumberedRow } from './action-rows';

/** Header aliases editors are likely to type, besides the documented headers. */
const ALIASES: Record<string, keyof ActionDraftRow> = {
  板块: 'field',
  板块名: 'field',
  板块理由: 'field_reason',
  代码: 'code',
  名称: 'name',
  股票: 'name',
  时间: 'time',
  涨停时间: 'time',
  连板数: 'num',
  几天几板: 'num',
  现价: 'price',
  涨幅: 'shares_range',
  '涨跌幅%': 'shares_range',
  '涨跌幅(%)': 'shares_range',
  '涨跌幅（%）': 'shares_range',
  原因: 'reason',
  异动解析: 'expound',
};

/** Lines a sheet may have besides the header (blank lines included). */
const MAX_LINES = ACTION_LIMITS.rows + 200;

/** What reading an import sheet may cost (ADR 26): a 2 MB sheet of text never needs more; a zip bomb does. */
const XLSX_LIMITS: SheetLimits = {
  entries: 1_000,
  unpackedBytes: 40 * 1024 * 1024,
  rows: MAX_LINES + 1,
  columns: SHEET_MAX_COLUMNS,
  unreadable: ACTION_MSG.fileUnreadable,
  tooManyRows: ACTION_MSG.tooManyRows,
};
const CSV_LIMITS: CsvLimits = {
  lines: MAX_LINES,
  columns: SHEET_MAX_COLUMNS,
  tooManyLines: ACTION_MSG.tooManyRows,
};

const columnOf = (header: string): keyof ActionDraftRow | undefined => {
  const h = header.replaceAll(/\s/g, '');
  return ACTION_COLUMNS.find((c) => c.header === h)?.key ?? ALIASES[h];
};

/** Maps the header row's cells to columns; every required column must be present. */
function headerMap(cells: string[]): Map<number, keyof ActionDraftRow> {
  const map = new Map<number, keyof ActionDraftRow>();
  cells.forEach((cell, i) => {
    const key = columnOf(cell);
    if (key && ![...map.values()].includes(key)) map.set(i, key);
  });
  for (const c of ACTION_COLUMNS) {
    if (c.required && ![...map.values()].includes(c.key))
      throw badRequest(ACTION_MSG.headerMissing(c.header));
  }
  return map;
}

/** The sheet's lines as rows by column: the first line is the header, blank lines are skipped. */
function toRows(lines: SheetLine[]): NumberedRow[] {
  if (lines.length === 0) throw badRequest(ACTION_MSG.headerMissing(ACTION_COLUMNS[0].header));
  const headers = lines[0].cells.map((c) => cellText(c, undefined));
  const map = headerMap(headers);
  const keys = headers.map((_, i) => map.get(i));
  const rows: NumberedRow[] = [];
  for (const { line, cells } of lines.slice(1)) {
    const texts = cells.map((c, i) => cellText(c, keys[i]).trim());
    if (texts.every((t) => !t)) continue;
    const row = Object.fromEntries(ACTION_COLUMNS.map((c) => [c.key, ''])) as ActionDraftRow;
    for (const [i, key] of map) row[key] = texts[i] ?? '';
    rows.push({ line, row });
  }
  return rows;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A day's fraction as HH:mm:ss, to the nearest second (Excel stores a time as the fraction of its day). */
function timeOfDay(serial: number): string {
  const s = Math.round((serial - Math.floor(serial)) * 86_400) % 86_400;
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/**
 * A cell's text as an editor sees it: numbers without float noise, times as HH:mm:ss, percents ×100,
 * numeric codes with their leading zeros. A date cell gives its time of day: in the time column a date
 * means a typo, which the checks then report.
 */
function cellText(cell: SheetCell, key: keyof ActionDraftRow | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  const v = cell.n;
  if (cell.format === 'time' || (key === 'time' && v >= 0 && v < 1)) return timeOfDay(v);
  if (key === 'code' && Number.isInteger(v) && v >= 0 && v < 1_000_000) return String(v).padStart(6, '0');
  const n = key === 'shares_range' && cell.format === 'percent' ? v * 100 : v;
  return String(Number(n.toFixed(4)));
}

/**
 * The rows of an import sheet (CSV or .xlsx, by name and content), with their lines. Size is checked by
 * the caller; the file's bytes are read by a file worker (ADR 26), within XLSX_LIMITS or CSV_LIMITS.
 */
export async function parseSheet(
  files: FileReader<FileJobs>,
  filename: string,
  buf: Buffer,
): Promise<NumberedRow[]> {
  const isZip = buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50;
  const ext = filename.toLowerCase().split('.').pop();
  if (ext === 'xlsx') {
    if (!isZip) throw badRequest(ACTION_MSG.fileUnreadable);
    return toRows(await files.run('xlsx', { bytes: buf, limits: XLSX_LIMITS }));
  }
  if (ext === 'csv' || ext === 'txt') {
    if (isZip || buf.includes(0)) throw badRequest(ACTION_MSG.fileUnreadable);
    return toRows(await files.run('csv', { bytes: buf, limits: CSV_LIMITS }));
  }
  throw badRequest(ACTION_MSG.fileType);
}
