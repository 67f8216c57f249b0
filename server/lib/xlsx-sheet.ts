import { posix } from 'node:path';
import { Parser } from 'htmlparser2';
import { FILE_READ_MSG } from '../../common/file-read';
import { BoundedZip, type ZipLimits } from './bounded-zip';
import { badRequest } from './errors';

/** What a number's cell format says it is: Excel stores times, dates and percents as plain numbers. */
export type NumberFormat = 'number' | 'percent' | 'time';
/** A cell as read: its text, its number with its format, or null for a gap. */
export type SheetCell = string | { n: number; format: NumberFormat } | null;
/** A row that holds at least one value: its number in the sheet and its cells from column A. */
export interface SheetLine {
  line: number;
  cells: SheetCell[];
}

export interface SheetLimits extends ZipLimits {
  /** Rows holding a value, the header included. */
  rows: number;
  /** The rightmost column a value may sit in. */
  columns: number;
  tooManyRows: string;
}

/** Excel's own limit on a cell's text: a longer one was not written by Excel or anything like it. */
const CELL_TEXT_MAX = 32_767;

/** Built-in format ids that show dates or times (ECMA-376 §18.8.30, with the Chinese-locale 27–36, 50–58). */
const BUILTIN_TIME = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);
const BUILTIN_PERCENT = new Set([9, 10]);

/**
 * A format code's kind, by the rule exceljs applied before this reader replaced it: date letters outside
 * quoted text and [brackets] make it a date or time; a % anywhere, a percent.
 */
function formatKind(code: string): NumberFormat {
  if (/[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''))) return 'time';
  return code.includes('%') ? 'percent' : 'number';
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

interface XmlHandlers {
  open?(name: string, attrs: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * Streams one part of the archive through an XML tokenizer. Text reaches the handlers in pieces as the
 * bytes inflate (no text node is gathered whole), and element names lose their namespace prefix. The
 * tokenizer is lenient: broken XML yields what it can, which the caller's checks then refuse.
 */
async function readXml(zip: BoundedZip, part: string, on: XmlHandlers): Promise<void> {
  const parser = new Parser(
    {
      onopentag: (name, attrs) => on.open?.(localName(name), attrs),
      ontext: (text) => on.text?.(text),
      onclosetag: (name) => on.close?.(localName(name)),
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of zip.read(part)) parser.write(decoder.decode(chunk, { stream: true }));
  parser.end(decoder.decode());
}

/** Gathers an element's text piece by piece, refusing past Excel's cell limit. */
class TextBuffer {
  private parts: string[] = [];
  private length = 0;

  add(text: string): void {
    this.length += text.length;
    if (this.length > CELL_TEXT_MAX) throw badRequest(FILE_READ_MSG.tooLarge);
    this.parts.push(text);
  }

  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    return text;
  }
}

/** The first worksheet's part name: the first <sheet> of the workbook, through the workbook's relationships. */
async function firstSheetPart(zip: BoundedZip, unreadable: string): Promise<string> {
  let relId: string | undefined;
  await readXml(zip, 'xl/workbook.xml', {
    open(name, attrs) {
      if (name !== 'sheet' || relId !== undefined) return;
      relId = Object.entries(attrs).find(([key]) => localName(key) === 'id' && key.includes(':'))?.[1];
    },
  });
  let target: string | undefined;
  await readXml(zip, 'xl/_rels/workbook.xml.rels', {
    open(name, attrs) {
      if (name === 'Relationship' && attrs.Id === relId) target = attrs.Target;
    },
  });
  if (relId === undefined || target === undefined) throw badRequest(unreadable);
  // Targets are relative to xl/, or absolute within the package.
  return target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
}

/** Each cell style's number format kind, by style index (cellXfs order). */
async function styleFormats(zip: BoundedZip): Promise<NumberFormat[]> {
  if (!zip.has('xl/styles.xml')) return [];
  const codes = new Map<number, string>();
  const formats: NumberFormat[] = [];
  let inCellXfs = false;
  await readXml(zip, 'xl/styles.xml', {
    open(name, attrs) {
      if (name === 'numFmt') codes.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attrs.numFmtId ?? 0);
        const code = codes.get(id);
        formats.push(
          code !== undefined
            ? formatKind(code)
            : BUILTIN_TIME.has(id)
              ? 'time'
              : BUILTIN_PERCENT.has(id)
                ? 'percent'
                : 'number',
        );
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formats;
}

/** Column letters to a 1-based index: A → 1, AB → 28. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}

/** A cell waiting for the shared string at `index`. */
interface SharedRef {
  cells: SheetCell[];
  column: number;
  index: number;
}

/**
 * The first worksheet of an .xlsx as text and numbers, read within limits (issue 27 §2; ADR 26): the
 * archive through BoundedZip (its parts' real inflated bytes counted against `unpackedBytes`), then the
 * parts this needs — workbook, relationships, styles, the sheet, the shared strings — streamed through
 * an XML tokenizer, so nothing is held but the values. A value beyond `columns`, or more than `rows` rows
 * holding values, is refused as it is reached; empty and formatted-only cells cost nothing. Shared strings
 * are read after the sheet, keeping only those its cells use. Formulas are never evaluated: their cached
 * results are read. Dates are kept as numbers with their format: only their time of day is ever used.
 */
export async function readFirstSheet(buf: Buffer, limits: SheetLimits): Promise<SheetLine[]> {
  const { unreadable } = limits;
  const zip = await BoundedZip.open(buf, limits);
  const sheetPart = await firstSheetPart(zip, unreadable);
  const formats = await styleFormats(zip);
  const lines: SheetLine[] = [];
  const shared: SharedRef[] = [];
  const text = new TextBuffer();
  let row = 0;
  let line: SheetLine | undefined;
  let column = 0;
  let cell: { type: string; style: number; valued: boolean } | undefined;
  /** Inside <v>, or inside an inline string's <t> (not its phonetic <rPh> runs). */
  let collecting = false;
  let inPhonetic = false;

  const place = (value: SheetCell): SheetCell[] => {
    if (column > limits.columns) throw badRequest(FILE_READ_MSG.tooManyColumns(limits.columns));
    if (!line) {
      if (lines.length >= limits.rows) throw badRequest(limits.tooManyRows);
      line = { line: row, cells: [] };
      lines.push(line);
    }
    while (line.cells.length < column - 1) line.cells.push(null);
    line.cells[column - 1] = value;
    return line.cells;
  };

  const finishCell = (c: { type: string; style: number }, raw: string) => {
    switch (c.type) {
      case 's': {
        const index = Number(raw);
        if (!Number.isInteger(index) || index < 0) throw badRequest(unreadable);
        shared.push({ cells: place(null), column, index });
        return;
      }
      case 'b':
        place(raw === '1' ? 'TRUE' : 'FALSE');
        return;
      case 'e':
        return;
      case 'str':
      case 'inlineStr':
      case 'd':
        place(raw);
        return;
      default: {
        const n = Number(raw);
        place(Number.isFinite(n) ? { n, format: formats[c.style] ?? 'number' } : raw);
      }
    }
  };

  await readXml(zip, sheetPart, {
    open(name, attrs) {
      if (name === 'row') {
        row = attrs.r === undefined ? row + 1 : Number(attrs.r);
        if (!Number.isInteger(row) || row < 1) throw badRequest(unreadable);
        line = undefined;
        column = 0;
      } else if (name === 'c') {
        const ref = attrs.r === undefined ? null : /^([A-Z]{1,3})(\d+)$/.exec(attrs.r);
        if (attrs.r !== undefined && !ref) throw badRequest(unreadable);
        column = ref ? columnIndex(ref[1]) : column + 1;
        cell = { type: attrs.t ?? 'n', style: Number(attrs.s ?? 0), valued: false };
      } else if (cell && (name === 'v' || (name === 't' && !inPhonetic))) {
        collecting = true;
        cell.valued = true;
      } else if (name === 'rPh') inPhonetic = true;
    },
    text(t) {
      if (collecting) text.add(t);
    },
    close(name) {
      if (name === 'v' || name === 't') collecting = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && cell) {
        const raw = text.take();
        if (cell.valued && raw !== '') finishCell(cell, raw);
        cell = undefined;
      }
    },
  });

  if (shared.length > 0) {
    const wanted = new Set(shared.map((s) => s.index));
    const strings = new Map<number, string>();
    let index = -1;
    let inT = false;
    if (!zip.has('xl/sharedStrings.xml')) throw badRequest(unreadable);
    await readXml(zip, 'xl/sharedStrings.xml', {
      open(name) {
        if (name === 'si') index++;
        else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !inPhonetic) inT = true;
      },
      text(t) {
        if (inT && wanted.has(index)) text.add(t);
      },
      close(name) {
        if (name === 't') inT = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si' && wanted.has(index)) strings.set(index, text.take());
      },
    });
    for (const ref of shared) ref.cells[ref.column - 1] = strings.get(ref.index) ?? null;
  }
  return lines.sort((a, b) => a.line - b.line);
}
