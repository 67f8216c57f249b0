/**
 * Zip archives built in the tests, so no binary fixture is committed: honest ones, and the hostile kinds an
 * upload may be (issue 27 §2) — an entry that inflates to hundreds of megabytes while the central
 * directory declares a thousand bytes, an archive of very many entries.
 */
import { once } from 'node:events';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One entry as it will be stored: deflated bytes, their CRC, and the uncompressed size to declare. */
export interface StoredEntry {
  name: string;
  deflated: Buffer;
  crc: number;
  /** What the local header and the central directory say the entry unpacks to. */
  declaredSize: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An honest entry: deflated, with its real CRC and size. */
export function entry(name: string, data: string | Buffer): StoredEntry {
  const raw = Buffer.from(data);
  return { name, deflated: deflateRawSync(raw), crc: crc32(raw), declaredSize: raw.length };
}

/**
 * An entry of `head`, then `padBytes` spaces, then `tail`, deflated as a stream (the test never holds the
 * inflated bytes). It declares `declaredSize` bytes, the whole size unless told to lie; its CRC is left 0
 * (computing it would mean reading every inflated byte, and the size is what a reader must check first).
 */
export async function paddedEntry(
  name: string,
  parts: { head: string; padBytes: number; tail: string; declaredSize?: number },
): Promise<StoredEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = once(deflate, 'end');
  deflate.write(parts.head);
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = parts.padBytes; left > 0; left -= block.length) {
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end(parts.tail);
  await done;
  const size = Buffer.byteLength(parts.head) + parts.padBytes + Buffer.byteLength(parts.tail);
  return { name, deflated: Buffer.concat(chunks), crc: 0, declaredSize: parts.declaredSize ?? size };
}

/** A zip of these entries (method 8), with local headers, a central directory and its end record. */
export function zipOf(entries: StoredEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(e.crc, 16);
    header.writeUInt32LE(e.deflated.length, 20);
    header.writeUInt32LE(e.declaredSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    central.push(header, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const RELS_NS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The head and tail a worksheet's `<sheetData>` sits between. */
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${SHEET_NS}><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * The parts of a one-sheet workbook around a given worksheet entry (xl/worksheets/sheet1.xml unless the
 * workbook's relationship says `target`): what Excel needs to open it, plus `extra` parts (shared strings,
 * styles) when the sheet's cells use them.
 */
export function workbookAround(
  sheet: StoredEntry,
  extra: StoredEntry[] = [],
  target = 'worksheets/sheet1.xml',
): StoredEntry[] {
  return [
    entry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    entry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships ${RELS_NS}><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook ${SHEET_NS} ${REL_NS}><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships ${RELS_NS}><Relationship Id="rId1" Type="${REL_TYPE}/worksheet" Target="${target}"/></Relationships>`,
    ),
    sheet,
    ...extra,
  ];
}

/** A cell reference: column 1 of row 1 is A1, column 28 is AB1. */
export function cellRef(column: number, row: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

const xmlText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A worksheet's rows as XML (inline strings, numbers as numbers), each cell with its reference. */
export function sheetRows(rows: (string | number)[][]): string {
  const cell = (v: string | number, ref: string) =>
    typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(v)}</t></is></c>`;
  return rows
    .map((r, i) => `<row r="${i + 1}">${r.map((v, j) => cell(v, cellRef(j + 1, i + 1))).join('')}</row>`)
    .join('');
}

/** A one-sheet workbook whose sheet holds these rows. */
export function xlsxOf(rows: (string | number)[][]): Buffer {
  return zipOf(workbookAround(entry('xl/worksheets/sheet1.xml', SHEET_HEAD + sheetRows(rows) + SHEET_TAIL)));
}

/**
 * The incident's file (issue 27 §2): a workbook whose sheet inflates to `inflatedMb` megabytes (of blank
 * space inside <sheetData>, so a reader must stop on the size, not on bad XML) while its central
 * directory and local header declare `declaredSize` bytes (1,000 in the incident; the truth when omitted).
 */
export async function sheetBomb(inflatedMb: number, declaredSize?: number): Promise<Buffer> {
  const sheet = await paddedEntry('xl/worksheets/sheet1.xml', {
    head: SHEET_HEAD,
    padBytes: inflatedMb * 1024 * 1024,
    tail: SHEET_TAIL,
    declaredSize,
  });
  return zipOf(workbookAround(sheet));
}
