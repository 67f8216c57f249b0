/**
 * Reading announcement and Q&A files (docs/api/announcements.md "Import format"): a JSON array of objects
 * or a CSV with a header row, both UTF-8. Every row is checked and every problem reported with the line
 * it is on, so an editor fixes the whole file in one pass; nothing is written unless every row is good
 * (the service writes in one transaction). Pure: stock lookup and segmentation are handed in.
 */
import {
  ANNOUNCEMENT_TYPES,
  type ImportError,
  QA_PLATFORMS,
  type QaPlatform,
} from '../../../common/announcement';
import { sha256 } from '../../lib/crypto';
import { csvRecords } from '../../lib/csv';

/** At most this many problems are listed; the message says how many more there were. */
export const MAX_REPORTED_ERRORS = 200;
const MAX_TITLE = 300;
const MAX_QUESTION = 2_000;
const MAX_ANSWER = 10_000;
const MAX_URL = 1_000;
const MAX_SOURCE_KEY = 100;

/** A stock as the import needs it. */
export interface ImportStock {
  id: number;
  code: string;
  name: string;
  exchange: string;
}

export interface AnnouncementInput {
  line: number;
  sourceKey: string;
  stock: ImportStock;
  title: string;
  type: string;
  publishedAt: Date;
  pdfUrl: string;
}

export interface QaInput {
  line: number;
  sourceKey: string;
  stock: ImportStock;
  platform: QaPlatform;
  question: string;
  answer: string;
  askedAt: Date;
  answeredAt: Date | null;
}

/** A record of the file: its fields by canonical name, and the line it starts on. Plain data: a file worker reads it. */
export interface ImportRow {
  line: number;
  fields: Record<string, string>;
}

/** A file's records, and the problems of its format (header, JSON syntax) found while reading them. */
export interface ImportRows {
  rows: ImportRow[];
  errors: ImportError[];
}

type Aliases = Record<string, readonly string[]>;

export const ANNOUNCEMENT_COLUMNS = {
  source_key: ['source_key', 'id', 'announcement_id', '公告编号', '来源编号'],
  code: ['code', 'stock_code', '证券代码', '股票代码', '代码'],
  title: ['title', '公告标题', '标题'],
  type: ['type', '公告类型', '类型'],
  publish_time: ['publish_time', 'published_at', 'announcement_time', '公告时间', '发布时间'],
  pdf_url: ['pdf_url', 'url', 'pdf', '公告链接', 'pdf链接'],
} as const satisfies Aliases;

export const QA_COLUMNS = {
  source_key: ['source_key', 'id', 'qa_id', '问答编号', '来源编号'],
  code: ['code', 'stock_code', '证券代码', '股票代码', '代码'],
  platform: ['platform', '平台'],
  question: ['question', '问题', '提问'],
  answer: ['answer', '回答', '回复'],
  ask_time: ['ask_time', 'asked_at', '提问时间'],
  answer_time: ['answer_time', 'answered_at', '回答时间', '回复时间'],
} as const satisfies Aliases;

const REQUIRED_ANNOUNCEMENT = ['code', 'title', 'type', 'publish_time', 'pdf_url'] as const;
const REQUIRED_QA = ['code', 'question', 'ask_time'] as const;

const PLATFORM_ALIASES: Record<string, QaPlatform> = {
  szse: 'szse',
  sse: 'sse',
  互动易: 'szse',
  深交所: 'szse',
  深交所互动易: 'szse',
  e互动: 'sse',
  上证e互动: 'sse',
  上交所: 'sse',
};

export class ImportFileError extends Error {
  constructor(readonly errors: ImportError[]) {
    super(summarise(errors));
    this.name = 'ImportFileError';
  }
}

/** One line for the envelope's msg: the first problem and how many there are. */
export function summarise(errors: ImportError[]): string {
  const [first] = errors;
  const more = errors.length > 1 ? `（共 ${errors.length} 处错误）` : '';
  return `第 ${first.line} 行：${first.message}${more}`;
}

const clean = (v: unknown) =>
  v === null || v === undefined ? '' : String(v).replaceAll('\u0000', '').trim();
/** Codes, times and platforms: NFKC turns full-width digits and letters (６００５１９) into ASCII. */
const folded = (v: string) => v.normalize('NFKC').trim();

/** The file's records, by its extension: `.json` or `.csv` (ANNOUNCEMENT_COLUMNS or QA_COLUMNS). */
export function readImportRows(filename: string, text: string, columns: Aliases): ImportRows {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { rows: [], errors: [{ line: 1, message: '文件为空' }] };
  const ext = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (ext === 'json') return readJson(body, columns);
  if (ext === 'csv') return readCsv(body, columns);
  return { rows: [], errors: [{ line: 1, message: '仅支持 .json 或 .csv 文件' }] };
}

/** Field name → canonical name, for both formats' header names. */
function canonical(columns: Aliases): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, aliases] of Object.entries(columns)) {
    for (const a of aliases) map.set(a.toLowerCase(), name);
  }
  return map;
}

function readCsv(text: string, columns: Aliases): ImportRows {
  const { records, unterminatedQuoteLine } = csvRecords(text.replace(/\r\n?/g, '\n'));
  const nonBlank = records.filter((r) => r.cells.some((c) => clean(c) !== ''));
  const header = nonBlank.shift();
  if (!header) return { rows: [], errors: [{ line: 1, message: '文件为空，缺少表头' }] };
  const names = canonical(columns);
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const name = names.get(clean(cell).toLowerCase());
    if (name && !index.has(name)) index.set(name, i);
  });
  const errors: ImportError[] = [];
  if (unterminatedQuoteLine !== undefined) {
    errors.push({ line: unterminatedQuoteLine, message: '引号未闭合，该行之后的内容无法解析' });
  }
  const rows = nonBlank.map(({ line, cells }) => ({
    line,
    fields: Object.fromEntries([...index].map(([name, i]) => [name, clean(cells[i])])),
  }));
  return { rows, errors: [...headerErrors(header.line, index, columns), ...errors] };
}

function headerErrors(line: number, present: Map<string, unknown>, columns: Aliases): ImportError[] {
  const required = 'pdf_url' in columns ? REQUIRED_ANNOUNCEMENT : REQUIRED_QA;
  return required
    .filter((name) => !present.has(name))
    .map((name) => ({
      line,
      message: `表头缺少“${name}”列（也可写作：${columns[name].slice(1).join('、')}）`,
    }));
}

/**
 * A JSON array of objects. JSON.parse keeps no positions, so the top-level array is scanned once for
 * where each element begins: errors then point at the line the object starts on.
 */
function readJson(text: string, columns: Aliases): ImportRows {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const at = /position (\d+)/.exec((err as Error).message)?.[1];
    const line = at ? lineAt(text, Number(at)) : 1;
    return { rows: [], errors: [{ line, message: 'JSON 格式错误' }] };
  }
  if (!Array.isArray(data)) return { rows: [], errors: [{ line: 1, message: 'JSON 文件应为对象数组' }] };
  const starts = elementLines(text);
  const names = canonical(columns);
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  data.forEach((item, i) => {
    const line = starts[i] ?? 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ line, message: `第 ${i + 1} 项不是对象` });
      return;
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(item)) {
      const name = names.get(key.toLowerCase());
      if (!name || name in fields) continue;
      if (value !== null && typeof value === 'object') {
        errors.push({ line, message: `字段“${key}”应为文字或数字` });
        continue;
      }
      fields[name] = clean(value);
    }
    rows.push({ line, fields });
  });
  return { rows, errors };
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

/** The line each element of the top-level array starts on (strings and nesting skipped). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (/\s/.test(ch)) continue;
    if (depth === 1 && expectValue) {
      lines.push(line);
      expectValue = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectValue = true;
  }
  return lines;
}

const CHINA_OFFSET = '+08:00';

/**
 * A time as the listings write it: `YYYY-MM-DD[ HH:mm[:ss]]` (or with /) in China time, ISO 8601 with an
 * offset, or epoch milliseconds (cninfo's announcementTime) or seconds. Null when it is none of these.
 */
export function parseImportTime(raw: string): Date | null {
  if (/^\d{13}$/.test(raw)) return new Date(Number(raw));
  if (/^\d{10}$/.test(raw)) return new Date(Number(raw) * 1000);
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(raw);
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    const p = (v: string) => v.padStart(2, '0');
    const iso = `${y}-${p(mo)}-${p(d)}T${p(h)}:${p(mi)}:${p(s)}`;
    const date = new Date(`${iso}${CHINA_OFFSET}`);
    if (Number.isNaN(date.getTime())) return null;
    // Reject 2024-02-30 and 25:00, which Date would roll over.
    const back = new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
    return back === iso ? date : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw)) {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** Sensible bounds: the first A-share listings to a day ahead (a listing's clock may run early). */
function timeProblem(date: Date): string | null {
  if (date.getTime() < Date.UTC(1990, 0, 1)) return '时间早于1990年';
  if (date.getTime() > Date.now() + 86_400_000) return '时间晚于当前时间';
  return null;
}

function httpsUrlProblem(raw: string): string | null {
  if (raw.length > MAX_URL) return `PDF 链接过长（最多 ${MAX_URL} 个字符）`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `PDF 链接“${raw.slice(0, 60)}”不是有效网址`;
  }
  if (url.protocol !== 'https:') return 'PDF 链接必须以 https:// 开头';
  if (!url.hostname || url.username || url.password) return 'PDF 链接不是有效网址';
  return null;
}

const hashKey = (...parts: string[]) => `h:${sha256(parts.join('\u0001')).slice(0, 40)}`;

interface Checker {
  errors: ImportError[];
  line: number;
  /** Records a problem of this row; answers undefined, so `return c.fail(…)` ends a check. */
  fail(message: string): undefined;
}

function checker(errors: ImportError[], line: number): Checker {
  return {
    errors,
    line,
    fail(message) {
      errors.push({ line, message });
      return undefined;
    },
  };
}

function stockOf(c: Checker, code: string, lookup: (code: string) => ImportStock | undefined) {
  if (!code) return c.fail('缺少证券代码');
  const digits = /^(?:SH|SZ|BJ)?(\d{6})$/i.exec(code)?.[1];
  if (!digits) return c.fail(`证券代码“${code}”无效，应为 6 位数字`);
  const stock = lookup(digits);
  if (!stock) c.fail(`证券代码 ${digits} 不在股票列表中`);
  return stock;
}

function timeOf(c: Checker, raw: string, label: string, required: boolean): Date | null | undefined {
  if (!raw) {
    if (required) c.fail(`缺少${label}`);
    return required ? undefined : null;
  }
  const date = parseImportTime(raw);
  if (!date) return c.fail(`${label}“${raw}”格式有误，应为 YYYY-MM-DD HH:mm:ss`);
  const problem = timeProblem(date);
  if (problem) return c.fail(`${label}${problem}`);
  return date;
}

function sourceKeyOf(c: Checker, given: string, derived: () => string): string | undefined {
  if (!given) return derived();
  if (given.length > MAX_SOURCE_KEY) return c.fail(`来源编号过长（最多 ${MAX_SOURCE_KEY} 个字符）`);
  return given;
}

/** Rows of one file sharing a source key would update one row twice: the second is an error. */
function duplicates<T extends { line: number; sourceKey: string }>(rows: T[], errors: ImportError[]): T[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const first = seen.get(row.sourceKey);
    if (first !== undefined) {
      errors.push({ line: row.line, message: `与第 ${first} 行重复（同一来源编号或同一股票、时间和标题）` });
      return false;
    }
    seen.set(row.sourceKey, row.line);
    return true;
  });
}

function finish<T extends { line: number; sourceKey: string }>(rows: T[], errors: ImportError[]): T[] {
  const unique = duplicates(rows, errors);
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    throw new ImportFileError(errors.slice(0, MAX_REPORTED_ERRORS));
  }
  if (unique.length === 0) throw new ImportFileError([{ line: 1, message: '文件中没有数据行' }]);
  return unique;
}

/** Announcements of a file's records, every row valid; throws ImportFileError listing every problem. */
export function readAnnouncements(
  file: ImportRows,
  lookup: (code: string) => ImportStock | undefined,
): AnnouncementInput[] {
  const { rows, errors } = file;
  const out: AnnouncementInput[] = [];
  for (const row of rows) {
    const get = (field: string) => row.fields[field] ?? '';
    const c = checker(errors, row.line);
    const before = errors.length;
    const stock = stockOf(c, folded(get('code')), lookup);
    const title = get('title').replace(/\s+/g, ' ');
    if (!title) c.fail('缺少公告标题');
    else if (title.length > MAX_TITLE) c.fail(`公告标题过长（最多 ${MAX_TITLE} 个字）`);
    const type = get('type');
    if (!type) c.fail('缺少公告类型');
    else if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) {
      c.fail(`公告类型“${type}”无效，应为：${ANNOUNCEMENT_TYPES.join('、')}`);
    }
    const publishedAt = timeOf(c, folded(get('publish_time')), '公告时间', true);
    const pdfUrl = get('pdf_url');
    if (!pdfUrl) c.fail('缺少 PDF 链接');
    else {
      const problem = httpsUrlProblem(pdfUrl);
      if (problem) c.fail(problem);
    }
    if (errors.length > before || !stock || !publishedAt) continue;
    const sourceKey = sourceKeyOf(c, get('source_key'), () =>
      hashKey(stock.code, publishedAt.toISOString(), title),
    );
    if (!sourceKey) continue;
    out.push({ line: row.line, sourceKey, stock, title, type, publishedAt, pdfUrl: new URL(pdfUrl).href });
  }
  return finish(out, errors);
}

/** Q&A of a file's records, every row valid; throws ImportFileError listing every problem. */
export function readQa(file: ImportRows, lookup: (code: string) => ImportStock | undefined): QaInput[] {
  const { rows, errors } = file;
  const out: QaInput[] = [];
  for (const row of rows) {
    const get = (field: string) => row.fields[field] ?? '';
    const c = checker(errors, row.line);
    const before = errors.length;
    const stock = stockOf(c, folded(get('code')), lookup);
    const rawPlatform = folded(get('platform'));
    // Without a platform the stock's exchange names it: SZSE runs 互动易, SSE runs e互动.
    let platform: QaPlatform | undefined = rawPlatform
      ? PLATFORM_ALIASES[rawPlatform.toLowerCase()]
      : stock?.exchange === 'SZ'
        ? 'szse'
        : stock?.exchange === 'SH'
          ? 'sse'
          : undefined;
    if (rawPlatform && !platform)
      c.fail(`平台“${rawPlatform}”无效，应为 ${QA_PLATFORMS.join(' 或 ')}（互动易、上证e互动）`);
    else if (!rawPlatform && stock && !platform) c.fail('北交所股票须写明平台');
    const question = get('question');
    if (!question) c.fail('缺少问题');
    else if (question.length > MAX_QUESTION) c.fail(`问题过长（最多 ${MAX_QUESTION} 个字）`);
    const answer = get('answer');
    if (answer.length > MAX_ANSWER) c.fail(`回答过长（最多 ${MAX_ANSWER} 个字）`);
    const askedAt = timeOf(c, folded(get('ask_time')), '提问时间', true);
    const answeredAt = timeOf(c, folded(get('answer_time')), '回答时间', false);
    if (answer && answeredAt === null) c.fail('有回答时须填写回答时间');
    if (!answer && answeredAt) c.fail('填写了回答时间但没有回答');
    if (askedAt && answeredAt && answeredAt < askedAt) c.fail('回答时间早于提问时间');
    if (errors.length > before || !stock || !askedAt || answeredAt === undefined || !platform) continue;
    platform = platform as QaPlatform;
    const sourceKey = sourceKeyOf(c, get('source_key'), () =>
      hashKey(stock.code, platform as string, askedAt.toISOString(), question),
    );
    if (!sourceKey) continue;
    out.push({ line: row.line, sourceKey, stock, platform, question, answer, askedAt, answeredAt });
  }
  return finish(out, errors);
}
