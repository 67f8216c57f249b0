import type { ActionRowError } from '../../../common/action';
import {
  ACTION_COLUMNS,
  ACTION_LIMITS,
  ACTION_MSG,
  type ActionDraftRow,
  priceText,
  rangeText,
} from '../../../common/action-vocab';
import type { StockRow } from '../stock/stock.repo';

/** A row of a day with the line it came from: the sheet's line, or the editor table's row number. */
export interface NumberedRow {
  line: number;
  row: ActionDraftRow;
}

export interface CheckedStock {
  line: number;
  stock: StockRow;
  time: string;
  num: string;
  /** Fen. */
  price: number;
  /** Basis points. */
  sharesRange: number;
  reason: string;
  expound: string;
}

export interface CheckedField {
  name: string;
  reason: string;
  stocks: CheckedStock[];
}

export type CheckResult = { ok: true; fields: CheckedField[] } | { ok: false; errors: ActionRowError[] };

const HEADER = Object.fromEntries(ACTION_COLUMNS.map((c) => [c.key, c.header])) as Record<
  keyof ActionDraftRow,
  string
>;

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' → 'HH:mm:ss'; null when it is not a time of day. */
export function normalizeTime(raw: string): string | null {
  const m = /^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/.exec(raw);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return [h, min, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** A decimal with at most two places → hundredths ('12.3' → 1230); null when malformed. */
export function hundredths(raw: string, allowNegative: boolean): number | null {
  const m = (allowNegative ? /^([+-]?)(\d{1,6})(?:\.(\d{1,2}))?$/ : /^()(\d{1,6})(?:\.(\d{1,2}))?$/).exec(
    raw,
  );
  if (!m) return null;
  const n = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -n : n;
}

/** '600519', 'SH600519', '600519.SH' → '600519'; null when it is not a stock code. */
export function normalizeCode(raw: string): string | null {
  const m = /^(?:(?:SH|SZ|BJ))?(\d{6})(?:\.(?:SH|SZ|BJ))?$/i.exec(raw.replaceAll(/\s/g, ''));
  return m ? m[1] : null;
}

/**
 * Checks every row of a day (nothing stops at the first problem: the editor gets all of them, each with
 * its line) and groups the rows into sectors in order of first appearance. A sector's reason is its first
 * non-empty one. `stockOf` resolves a 6-digit code from the stock list.
 */
export function checkRows(rows: NumberedRow[], stockOf: (code: string) => StockRow | undefined): CheckResult {
  const errors: ActionRowError[] = [];
  const fields = new Map<string, CheckedField>();
  const seen = new Map<number, number>();
  const fail = (line: number, message: string) => errors.push({ line, message });

  if (rows.length === 0) return { ok: false, errors: [{ line: 0, message: ACTION_MSG.empty }] };
  if (rows.length > ACTION_LIMITS.rows) {
    return { ok: false, errors: [{ line: 0, message: ACTION_MSG.tooManyRows }] };
  }

  for (const { line, row } of rows) {
    const before = errors.length;
    const tooLong = (key: keyof ActionDraftRow, max: number) => {
      if (row[key].length > max) fail(line, `${HEADER[key]}不能超过${max}个字`);
    };
    const required = (key: keyof ActionDraftRow) => {
      if (!row[key]) fail(line, `${HEADER[key]}不能为空`);
      return Boolean(row[key]);
    };

    if (required('field')) tooLong('field', ACTION_LIMITS.fieldName);
    tooLong('field_reason', ACTION_LIMITS.fieldReason);

    let stock: StockRow | undefined;
    if (required('code')) {
      const code = normalizeCode(row.code);
      if (!code) fail(line, `股票代码“${row.code}”格式有误，应为6位数字`);
      else {
        stock = stockOf(code);
        if (!stock) fail(line, `股票代码 ${code} 不在股票列表中`);
        else if (row.name && row.name.replaceAll(/\s/g, '') !== stock.name.replaceAll(/\s/g, '')) {
          fail(line, `股票名称“${row.name}”与代码 ${code}（${stock.name}）不符`);
        }
      }
    }

    let time = '';
    if (row.time) {
      const t = normalizeTime(row.time);
      if (t === null) fail(line, `异动时间“${row.time}”格式有误，应为 HH:mm 或 HH:mm:ss`);
      else time = t;
    }
    tooLong('num', ACTION_LIMITS.num);

    let price = 0;
    if (required('price')) {
      const p = hundredths(row.price.replace(/元$/, ''), false);
      if (p === null || p <= 0 || p > ACTION_LIMITS.price * 100) {
        fail(line, `价格“${row.price}”有误，应为大于0、最多两位小数的数字`);
      } else price = p;
    }

    let sharesRange = 0;
    if (required('shares_range')) {
      const r = hundredths(row.shares_range.replace(/%$/, ''), true);
      if (r === null || Math.abs(r) > ACTION_LIMITS.range * 100) {
        fail(line, `涨跌幅“${row.shares_range}”有误，应为百分数，如 10.01`);
      } else sharesRange = r;
    }

    if (required('reason')) tooLong('reason', ACTION_LIMITS.reason);
    tooLong('expound', ACTION_LIMITS.expound);

    if (stock) {
      const first = seen.get(stock.id);
      if (first !== undefined)
        fail(line, `${stock.name}(${stock.code}) 与第${first}行重复：每只股票每日只能出现一次`);
      else seen.set(stock.id, line);
    }
    if (errors.length > before || !stock) continue;

    let field = fields.get(row.field);
    if (!field) {
      if (fields.size >= ACTION_LIMITS.fields) {
        fail(line, ACTION_MSG.tooManyFields);
        continue;
      }
      field = { name: row.field, reason: '', stocks: [] };
      fields.set(row.field, field);
    }
    if (!field.reason && row.field_reason) field.reason = row.field_reason;
    field.stocks.push({
      line,
      stock,
      time,
      num: row.num,
      price,
      sharesRange,
      reason: row.reason,
      expound: row.expound,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, fields: [...fields.values()] };
}

/** Checked sectors back as editor rows (the preview and the console's editing table). */
export function toDraftRows(fields: CheckedField[]): ActionDraftRow[] {
  return fields.flatMap((f) =>
    f.stocks.map((s, i) => ({
      field: f.name,
      field_reason: i === 0 ? f.reason : '',
      code: s.stock.code,
      name: s.stock.name,
      time: s.time,
      num: s.num,
      price: priceText(s.price),
      shares_range: rangeText(s.sharesRange),
      reason: s.reason,
      expound: s.expound,
    })),
  );
}
