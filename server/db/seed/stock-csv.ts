import { readFileSync } from 'node:fs';
import { pinyin } from 'pinyin-pro';
import { csvRecords } from '../../lib/csv';

export type Exchange = 'SH' | 'SZ' | 'BJ';

export type StockRow = { code: string; name: string; exchange: Exchange; pinyin: string; initials: string };

export type StockCsvError = { line: number; message: string };

const EXCHANGES: readonly Exchange[] = ['SH', 'SZ', 'BJ'];

/**
 * Exchange of an A-share code: SSE uses 60 (main board) and 68 (STAR, incl. 689 CDRs),
 * SZSE uses 00 (main board) and 30 (ChiNext), BSE uses 4/8 (legacy NEEQ-style codes) and 92.
 * Fund, bond and B-share codes (1xx, 2xx, 5xx, 900) are not stocks we track, so they throw.
 */
export function exchangeOf(code: string): Exchange {
  if (/^6[08]\d{4}$/.test(code)) return 'SH';
  if (/^(00|30)\d{4}$/.test(code)) return 'SZ';
  if (/^([48]\d|92)\d{4}$/.test(code)) return 'BJ';
  throw new Error(`No exchange uses stock code "${code}"`);
}

/**
 * Context-dependent readings pinyin-pro gets wrong in stock names. Matched as substrings,
 * each word's characters get the listed syllables.
 */
const READING_OVERRIDES: ReadonlyArray<readonly [string, readonly string[]]> = [
  // 藏格矿业 is named after 西藏 and 格尔木: 藏 is zàng, not cáng.
  ['藏格', ['zang', 'ge']],
  // 阿胶 (donkey-hide gelatin, as in 东阿阿胶) is ējiāo; pinyin-pro reads the second 阿 as ā.
  ['阿胶', ['e', 'jiao']],
  // 大参林 is a pharmacy chain: 参 as in 人参 (shēn), not 参加 (cān).
  ['大参林', ['da', 'shen', 'lin']],
  // 张家港行 is a bank (张家港农商行): 行 is háng, not xíng.
  ['张家港行', ['zhang', 'jia', 'gang', 'hang']],
];

/**
 * Pinyin without tones or spaces plus first letters, for pinyin-initial search (gzmt -> 贵州茅台).
 * Latin letters and digits are kept as their own lower-case "syllables" (TCL科技 -> tclkj);
 * other symbols such as the * of *ST are dropped.
 */
export function stockPinyin(name: string): { pinyin: string; initials: string } {
  // NFKC folds full-width letters and digits (万科Ａ) into ASCII before reading.
  const chars = Array.from(name.normalize('NFKC'));
  // With nonZh 'spaced' pinyin-pro returns exactly one entry per character, which keeps
  // the indexes of `chars` and `syllables` aligned for the overrides below.
  const syllables = pinyin(chars.join(''), { toneType: 'none', type: 'array', v: true, nonZh: 'spaced' });
  for (const [word, readings] of READING_OVERRIDES) {
    const wordChars = Array.from(word);
    for (let i = chars.indexOf(wordChars[0]); i !== -1; i = chars.indexOf(wordChars[0], i + 1)) {
      if (wordChars.every((ch, k) => chars[i + k] === ch)) syllables.splice(i, readings.length, ...readings);
    }
  }
  const parts = syllables.map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, '')).filter((s) => s.length > 0);
  return { pinyin: parts.join(''), initials: parts.map((s) => s[0]).join('') };
}

const HEADER_ALIASES: Record<'code' | 'name' | 'exchange', readonly string[]> = {
  code: ['code', '代码', '证券代码', '股票代码', 'A股代码'],
  name: ['name', '名称', '证券简称', '股票简称', 'A股简称'],
  exchange: ['exchange', '交易所'],
};

/**
 * Parses a stock list (bundled seed data or an admin upload). Needs a header naming at least
 * the code and name columns, in English or as the exchanges' own exports label them; the
 * exchange column is optional and derived from the code when absent or empty.
 */
export function parseStockCsv(text: string): { rows: StockRow[]; errors: StockCsvError[] } {
  // Excel on Windows writes a BOM and CRLF; old Mac exports use bare CR.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { records, unterminatedQuoteLine } = csvRecords(normalized);
  const rows: StockRow[] = [];
  const errors: StockCsvError[] = [];
  // NFKC turns full-width digits and letters (６００５１９, 万科Ａ) into ASCII.
  const clean = (cell: string | undefined) => (cell ?? '').normalize('NFKC').trim();
  const nonBlank = records.filter((r) => r.cells.some((c) => clean(c) !== ''));

  const header = nonBlank.shift();
  if (!header) {
    errors.push({ line: 1, message: '文件为空，缺少表头' });
    return { rows, errors };
  }
  const headerCells = header.cells.map((c) => clean(c).toLowerCase());
  const columnOf = (aliases: readonly string[]) => headerCells.findIndex((c) => aliases.includes(c));
  const codeCol = columnOf(HEADER_ALIASES.code);
  const nameCol = columnOf(HEADER_ALIASES.name);
  const exchangeCol = columnOf(HEADER_ALIASES.exchange);
  if (codeCol === -1) {
    errors.push({ line: header.line, message: '表头缺少代码列（code、代码、证券代码或股票代码）' });
  }
  if (nameCol === -1) {
    errors.push({ line: header.line, message: '表头缺少名称列（name、名称、证券简称或股票简称）' });
  }
  if (errors.length > 0) return { rows, errors };

  const firstLineOfCode = new Map<string, number>();
  const firstLineOfName = new Map<string, number>();
  for (const { line, cells } of nonBlank) {
    const code = clean(cells[codeCol]);
    // Exchange exports pad short names with spaces (万  科A); A-share names never contain any.
    const name = clean(cells[nameCol]).replace(/\s+/g, '');
    const givenExchange = exchangeCol === -1 ? '' : clean(cells[exchangeCol]).toUpperCase();

    if (code === '') {
      errors.push({ line, message: '缺少证券代码' });
      continue;
    }
    if (!/^\d{6}$/.test(code)) {
      errors.push({ line, message: `证券代码“${code}”无效，应为 6 位数字` });
      continue;
    }
    let exchange: Exchange;
    try {
      exchange = exchangeOf(code);
    } catch {
      errors.push({ line, message: `证券代码 ${code} 不属于沪、深、北交所的 A 股代码段` });
      continue;
    }
    if (givenExchange !== '' && givenExchange !== exchange) {
      const message = EXCHANGES.includes(givenExchange as Exchange)
        ? `交易所 ${givenExchange} 与证券代码 ${code} 不符（应为 ${exchange}）`
        : `交易所“${givenExchange}”无效，应为 SH、SZ 或 BJ`;
      errors.push({ line, message });
      continue;
    }
    if (name === '') {
      errors.push({ line, message: `证券代码 ${code} 缺少证券简称` });
      continue;
    }
    const codeSeenAt = firstLineOfCode.get(code);
    if (codeSeenAt !== undefined) {
      errors.push({ line, message: `证券代码 ${code} 重复（首次出现在第 ${codeSeenAt} 行）` });
      continue;
    }
    const nameSeenAt = firstLineOfName.get(name);
    if (nameSeenAt !== undefined) {
      errors.push({ line, message: `证券简称“${name}”重复（首次出现在第 ${nameSeenAt} 行）` });
      continue;
    }
    firstLineOfCode.set(code, line);
    firstLineOfName.set(name, line);
    rows.push({ code, name, exchange, ...stockPinyin(name) });
  }
  if (unterminatedQuoteLine !== undefined) {
    errors.push({ line: unterminatedQuoteLine, message: '引号未闭合，该行之后的内容无法解析' });
  }
  return { rows, errors };
}

/** The stock list shipped with the seed; a bad bundled file is a build bug, so it throws. */
export function loadBundledStocks(): StockRow[] {
  const text = readFileSync(new URL('./data/stocks.csv', import.meta.url), 'utf8');
  const { rows, errors } = parseStockCsv(text);
  if (errors.length > 0) {
    const details = errors.map((e) => `line ${e.line}: ${e.message}`).join('; ');
    throw new Error(`Bundled data/stocks.csv is invalid: ${details}`);
  }
  return rows;
}
