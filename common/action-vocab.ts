/**
 * 异动 (unusual movement) vocabulary without schemas (issue 15; docs/api/actions.md): limits, the import
 * sheet's columns, messages and the display helpers pages share, so a page can use them without zod.
 */

/** Dates on the wire and in paths: China-time calendar days. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The import sheet's columns, in the documented order (docs/api/actions.md, docs/samples/). */
export const ACTION_COLUMNS = [
  { key: 'field', header: '板块名称', required: true },
  { key: 'field_reason', header: '板块原因', required: false },
  { key: 'code', header: '股票代码', required: true },
  { key: 'name', header: '股票名称', required: false },
  { key: 'time', header: '异动时间', required: false },
  { key: 'num', header: '连板', required: false },
  { key: 'price', header: '价格', required: true },
  { key: 'shares_range', header: '涨跌幅', required: true },
  { key: 'reason', header: '异动原因', required: true },
  { key: 'expound', header: '解析', required: false },
] as const;

export type ActionColumn = (typeof ACTION_COLUMNS)[number]['key'];

/** One row of a day as an editor enters or imports it: every value as text, checked by the server. */
export type ActionDraftRow = Record<ActionColumn, string>;

export const ACTION_LIMITS = {
  fieldName: 30,
  fieldReason: 200,
  num: 20,
  reason: 200,
  expound: 5000,
  fields: 60,
  rows: 600,
  /** Upload size of an import sheet. */
  fileBytes: 2 * 1024 * 1024,
  /** Highest price in yuan, and the change range in percent either way. */
  price: 100_000,
  range: 1000,
} as const;

/** sort_price / sort_range / sort_time of /action/list: 0 the editor's order, 1 descending, 2 ascending. */
export const ACTION_SORT = { none: 0, desc: 1, asc: 2 } as const;

export const ACTION_MSG = {
  dateInvalid: '日期格式有误',
  fieldNotFound: '板块不存在',
  notTradingDay: '该日期不是交易日',
  dayNotFound: '当日异动不存在',
  published: '发布成功',
  unpublished: '已撤下',
  empty: '请至少添加一只股票',
  tooManyRows: `每日最多${ACTION_LIMITS.rows}只股票`,
  tooManyFields: `每日最多${ACTION_LIMITS.fields}个板块`,
  fileTooLarge: `文件不能超过${ACTION_LIMITS.fileBytes / 1024 / 1024}MB`,
  fileType: '仅支持 CSV 或 Excel（.xlsx）文件',
  fileUnreadable: '文件无法读取，请按模板填写后重试',
  headerMissing: (header: string) => `缺少“${header}”列`,
  importFailed: (count: number) => `导入失败：${count}处错误，未写入任何数据`,
  holidayAdded: '已添加休市日',
  holidayRemoved: '已删除休市日',
  holidayWeekend: '周末本就休市，无需添加',
  holidayExists: '该日期已是休市日',
  holidayNotFound: '该日期不是休市日',
} as const;

/** Change range in basis points as the API's percent text: 1001 → "10.01". */
export const rangeText = (bp: number): string => (bp / 100).toFixed(2);

/** Price in fen as the API's yuan text: 1234 → "12.34". */
export const priceText = (fen: number): string => (fen / 100).toFixed(2);

/** Red for up, green for down, grey for flat (the page's and the image's colour rule). */
export const trendOf = (range: number | string): 'up' | 'down' | 'flat' => {
  const n = typeof range === 'number' ? range : Number(range);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
};

/** The day of a 'YYYY-MM-DD' as a UTC date, for weekday arithmetic that no machine zone can shift. */
export const utcDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

export const dayText = (d: Date): string => d.toISOString().slice(0, 10);

/** A real calendar day in 'YYYY-MM-DD' (2024-02-30 is not). */
export const isCalendarDay = (date: string): boolean =>
  DATE_PATTERN.test(date) && !Number.isNaN(utcDay(date).getTime()) && dayText(utcDay(date)) === date;

/** Today's date in China time (UTC+8), whatever the machine's zone. */
export const chinaToday = (now: number = Date.now()): string => dayText(new Date(now + 8 * 3600_000));

export const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
