import ExcelJS from 'exceljs';
import { ACTION_COLUMNS, ACTION_LIMITS, ACTION_MSG, type ActionDraftRow } from '../../../common/action-vocab';
import type { NumberedRow } from './action-rows';

/** A sheet that cannot be read at all (as opposed to rows with problems, which checkRows reports). */
export class SheetError extends Error {}

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

/** Uncompressed size an .xlsx may unpack to: a 2 MB sheet of text never needs more; a zip bomb does. */
const XLSX_MAX_UNPACKED = 40 * 1024 * 1024;
/** Lines a sheet may have besides the header (blank lines included). */
const MAX_LINES = ACTION_LIMITS.rows + 200;

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
      throw new SheetError(ACTION_MSG.headerMissing(c.header));
  }
  return map;
}

function toRows(lines: { line: number; cells: string[] }[]): NumberedRow[] {
  if (lines.length === 0) throw new SheetError(ACTION_MSG.headerMissing(ACTION_COLUMNS[0].header));
  const map = headerMap(lines[0].cells);
  const rows: NumberedRow[] = [];
  for (const { line, cells } of lines.slice(1)) {
    if (cells.every((c) => !c.trim())) continue;
    const row = Object.fromEntries(ACTION_COLUMNS.map((c) => [c.key, ''])) as ActionDraftRow;
    for (const [i, key] of map) row[key] = (cells[i] ?? '').trim();
    rows.push({ line, row });
  }
  return rows;
}

/** UTF-8 (with or without BOM), else GB18030, the encoding Excel on Chinese Windows saves CSV in. */
export function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(buf);
  }
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks); each record keeps its first line.
 * Other imports (the competition's closing prices) pass their own line limit and message.
 */
export function parseCsv(
  text: string,
  maxLines: number = MAX_LINES,
  tooManyMsg: string = ACTION_MSG.tooManyRows,
): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      if (records.length > maxLines + 1) throw new SheetError(tooManyMsg);
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (quoted) throw new SheetError(`第${recordLine}行引号未闭合`);
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records;
}

/**
 * The total uncompressed size a zip's central directory declares, or null when the archive is not a
 * plain zip (ZIP64, truncated, or no directory). Checked before exceljs unpacks anything.
 */
export function zipUnpackedSize(buf: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CEN = 0x02014b50;
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = buf.readUInt16LE(end + 10);
  let offset = buf.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff) return null;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== CEN) return null;
    const size = buf.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset +=
      46 + buf.readUInt16LE(offset + 28) + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  return total;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A cell's text as an editor sees it: numbers without float noise, times as HH:mm:ss, percents ×100. */
function cellText(cell: ExcelJS.Cell, key: keyof ActionDraftRow | undefined): string {
  let v: ExcelJS.CellValue = cell.value;
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    if ('result' in v) v = (v.result ?? '') as ExcelJS.CellValue;
    else if ('richText' in v) return v.richText.map((t) => t.text).join('');
    else if ('text' in v) return String(v.text);
    else if ('error' in v) return '';
  }
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    // exceljs gives times of day as dates on 1899-12-30 UTC; a date cell in the time column means a typo.
    return `${pad2(v.getUTCHours())}:${pad2(v.getUTCMinutes())}:${pad2(v.getUTCSeconds())}`;
  }
  if (typeof v === 'number') {
    if (key === 'time' && v >= 0 && v < 1) {
      const s = Math.round(v * 86_400);
      return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
    }
    if (key === 'code' && Number.isInteger(v) && v >= 0 && v < 1_000_000) return String(v).padStart(6, '0');
    const n = key === 'shares_range' && String(cell.numFmt ?? '').includes('%') ? v * 100 : v;
    return String(Number(n.toFixed(4)));
  }
  return String(v);
}

async function parseXlsx(buf: Buffer): Promise<NumberedRow[]> {
  const unpacked = zipUnpackedSize(buf);
  if (unpacked === null || unpacked > XLSX_MAX_UNPACKED) throw new SheetError(ACTION_MSG.fileUnreadable);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new SheetError(ACTION_MSG.fileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError(ACTION_MSG.fileUnreadable);
  if (sheet.rowCount > MAX_LINES + 1) throw new SheetError(ACTION_MSG.tooManyRows);
  const header = sheet.getRow(1);
  const headers: string[] = [];
  header.eachCell({ includeEmpty: true }, (c, col) => {
    headers[col - 1] = cellText(c, undefined);
  });
  const keys = headers.map((h) => (h ? columnOf(h) : undefined));
  const lines: { line: number; cells: string[] }[] = [{ line: 1, cells: headers.map((h) => h ?? '') }];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    lines.push({ line: r, cells: headers.map((_, i) => cellText(row.getCell(i + 1), keys[i])) });
  }
  return toRows(lines);
}

/**
 * The rows of an import sheet (CSV or .xlsx, by name and content), with their lines. Size is checked
 * by the caller; this refuses what it cannot read safely.
 */
export async function parseSheet(filename: string, buf: Buffer): Promise<NumberedRow[]> {
  const isZip = buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50;
  const ext = filename.toLowerCase().split('.').pop();
  if (ext === 'xlsx') {
    if (!isZip) throw new SheetError(ACTION_MSG.fileUnreadable);
    return parseXlsx(buf);
  }
  if (ext === 'csv' || ext === 'txt') {
    if (isZip || buf.includes(0)) throw new SheetError(ACTION_MSG.fileUnreadable);
    return toRows(parseCsv(decodeText(buf)));
  }
  throw new SheetError(ACTION_MSG.fileType);
}
