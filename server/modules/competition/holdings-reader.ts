import type { OcrRow } from '../../../common/competition';

/** What the reader needs of the stock directory: lookups by code and by name. */
export interface StockLookup {
  byCode: Map<string, { code: string; name: string }>;
  /** Keyed by the lower-cased name (StockDirectory's snapshot). */
  byName: Map<string, { code: string; name: string }>;
}

type Field = 'code' | 'name' | 'quantity' | 'cost' | 'other';

/** Header and label words brokerage apps use, by the field they name (longest first when matching). */
const WORDS: [string, Field][] = (
  [
    ['证券代码', 'code'],
    ['股票代码', 'code'],
    ['代码', 'code'],
    ['证券名称', 'name'],
    ['股票名称', 'name'],
    ['名称', 'name'],
    ['持仓数量', 'quantity'],
    ['股票余额', 'quantity'],
    ['证券数量', 'quantity'],
    ['持股数', 'quantity'],
    ['持仓', 'quantity'],
    ['持股', 'quantity'],
    ['数量', 'quantity'],
    ['股数', 'quantity'],
    ['余额', 'quantity'],
    ['可用', 'other'],
    ['成本价', 'cost'],
    ['买入均价', 'cost'],
    ['参考成本', 'cost'],
    ['持仓成本', 'cost'],
    ['摊薄成本', 'cost'],
    ['成本', 'cost'],
    ['均价', 'cost'],
    ['现价', 'other'],
    ['最新价', 'other'],
    ['市价', 'other'],
    ['当前价', 'other'],
    ['市值', 'other'],
    ['最新市值', 'other'],
    ['盈亏', 'other'],
    ['浮动盈亏', 'other'],
    ['盈亏比', 'other'],
    ['盈亏比例', 'other'],
    ['收益率', 'other'],
    ['仓位', 'other'],
    ['涨跌', 'other'],
  ] as [string, Field][]
).sort((a, b) => b[0].length - a[0].length);

const CJK = '\\u3400-\\u9fff';
/** Tesseract's Chinese model puts spaces between characters ("贵 州 茅 台"): joined again here. */
const CJK_GAP = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, 'g');
/** A 6-digit code on its own (not part of a longer number or a decimal). */
const CODE = /(?<![\d.])\d{6}(?![\d.])/;
/** Numbers as apps print them: optional sign, thousands separators, decimals. */
const NUMBER = /[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-+]?\d+(?:\.\d+)?/g;
/** A stock name as printed: CJK with the Latin letters some names carry (万科A, *ST). */
const NAME = new RegExp(`\\*?(?:ST)?[${CJK}][${CJK}A-Za-z0-9]*`, 'g');

/** Letters Tesseract reads in place of digits. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', Z: '2', S: '5', B: '8' };

const fieldOfWord = (word: string): Field | undefined => WORDS.find(([w]) => w === word)?.[1];

/** The line cleaned of OCR noise: CJK gaps joined, full-width digits and quotes normalised. */
export function cleanLine(line: string): string {
  return (
    line
      .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(/[“”"'‘’|｜¥￥]/g, ' ')
      .replace(CJK_GAP, '')
      // A code with a letter the model took for a digit ("000O01", "6OO519"): at least four real digits.
      .replace(/(?<![\w.])[0-9OoIlZSB]{6}(?![\w.])/g, (t) =>
        (t.match(/\d/g)?.length ?? 0) >= 4 ? t.replace(/[OoIlZSB]/g, (c) => DIGIT_LOOKALIKES[c]) : t,
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The fields of a header line in order, or null when the line is not a header. */
function headerOf(line: string): Field[] | null {
  const fields: Field[] = [];
  let rest = line.replace(/\s+/g, '');
  let found = 0;
  while (rest.length > 0) {
    const hit = WORDS.find(([w]) => rest.startsWith(w));
    if (hit) {
      fields.push(hit[1]);
      rest = rest.slice(hit[0].length);
      found++;
    } else rest = rest.slice(1);
  }
  // A header names at least three columns, among them a quantity or cost.
  return found >= 3 && (fields.includes('quantity') || fields.includes('cost')) ? fields : null;
}

interface Draft {
  code: string;
  name: string;
  quantity: string;
  cost: string;
  /** Unlabelled numbers on the row's first line, in order (mapped by the header's columns). */
  numbers: string[];
}

const plain = (n: string) => n.replaceAll(',', '').replace(/^\+/, '');

/** Figures written as "持仓 100" or "成本：11.23": the field of the label before each number. */
function labelled(line: string, draft: Draft): string {
  const re = new RegExp(`([${CJK}]{2,5})\\s*[:：]?\\s*(${NUMBER.source})`, 'g');
  return line.replace(re, (whole, label: string, num: string) => {
    const field = fieldOfWord(label) ?? WORDS.find(([w]) => label.endsWith(w))?.[1];
    if (!field) return whole;
    if (field === 'quantity' && !draft.quantity) draft.quantity = plain(num);
    else if (field === 'cost' && !draft.cost) draft.cost = plain(num);
    return ' ';
  });
}

/** Levenshtein distance of two short strings. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** The listed stock an OCR'd name most likely is: exact, else one edit away with the code one digit off. */
function nearest(draft: Draft, stocks: StockLookup): { code: string; name: string } | undefined {
  const exact = stocks.byName.get(draft.name.toLowerCase());
  if (exact) return exact;
  if (!draft.name || !/^\d{6}$/.test(draft.code)) return undefined;
  for (const s of stocks.byCode.values()) {
    if (distance(s.code, draft.code) <= 1 && distance(s.name, draft.name) <= 1) return s;
  }
  return undefined;
}

/** Matches a row against the stock list: a misread name is fixed by its code, a misread code by its name. */
function resolve(draft: Draft, stocks: StockLookup): OcrRow {
  const notes: string[] = [];
  let { code, name } = draft;
  let matched = false;
  const byCode = stocks.byCode.get(code);
  if (byCode) {
    if (name && byCode.name !== name) notes.push(`名称“${name}”已按代码更正`);
    name = byCode.name;
    matched = true;
  } else {
    const byName = nearest(draft, stocks);
    if (byName) {
      if (code) notes.push(`代码“${code}”已按名称更正`);
      code = byName.code;
      name = byName.name;
      matched = true;
    } else notes.push('未找到该股票，请核对代码');
  }
  if (!/^\d+$/.test(draft.quantity)) notes.push('请核对持仓数量');
  if (!/^\d+(\.\d{1,3})?$/.test(draft.cost)) notes.push('请核对成本价');
  // Apps print costs with decimals; a whole number is most often a decimal point the model lost.
  else if (!draft.cost.includes('.')) notes.push('成本价未识别到小数点，请核对');
  return { code, name, quantity: draft.quantity, cost: draft.cost, matched, note: notes.join('；') };
}

/**
 * The holdings rows of a screenshot's OCR text. A row starts at a line naming a stock (a 6-digit code or
 * a listed name); its figures come from labels ("持仓 100", card layouts), else from the header's column
 * order (table layouts), else by shape (the first whole number is the quantity, the first decimal the
 * cost). Every row is then matched against the stock list.
 */
export function readHoldings(text: string, stocks: StockLookup): OcrRow[] {
  let header: Field[] | null = null;
  const drafts: Draft[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = cleanLine(raw);
    if (!line) continue;
    if (!header) {
      const h = headerOf(line);
      if (h) {
        header = h;
        continue;
      }
    }
    const codeMatch = CODE.exec(line);
    const names = [...line.matchAll(NAME)].map((m) => m[0]).filter((n) => !fieldOfWord(n));
    const listedName = names.find((n) => stocks.byName.has(n.toLowerCase()));
    const startsRow = Boolean(codeMatch) || Boolean(listedName);
    const current: Draft | undefined = startsRow
      ? {
          code: codeMatch?.[0] ?? '',
          name: listedName ?? names[0] ?? '',
          quantity: '',
          cost: '',
          numbers: [],
        }
      : drafts.at(-1);
    if (!current) continue;
    if (startsRow) drafts.push(current);
    let rest = labelled(line, current);
    if (startsRow) {
      if (codeMatch) rest = rest.replace(codeMatch[0], ' ');
      current.numbers = [...rest.matchAll(NUMBER)].map((m) => plain(m[0]));
    }
  }
  return drafts.map((d) => {
    if (header && (!d.quantity || !d.cost)) {
      // The header's columns after the code and the name are the figures, in order.
      const figures = header.filter((f) => f !== 'code' && f !== 'name');
      figures.forEach((f, i) => {
        const n = d.numbers[i];
        if (n === undefined) return;
        if (f === 'quantity' && !d.quantity) d.quantity = n;
        if (f === 'cost' && !d.cost) d.cost = n;
      });
    }
    if (!d.quantity) d.quantity = d.numbers.find((n) => /^\d+$/.test(n)) ?? '';
    if (!d.cost) d.cost = d.numbers.find((n) => /^\d+\.\d+$/.test(n)) ?? '';
    return resolve(d, stocks);
  });
}
