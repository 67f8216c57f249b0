/**
 * Announcements and 互动易 Q&A (issue 15; docs/api/announcements.md): types, platforms, limits and
 * messages without schemas, for pages that need no zod; common/announcement.ts re-exports them.
 */

/** Announcement types an import may use (the search form's type filter lists them). */
export const ANNOUNCEMENT_TYPES = [
  '年度报告',
  '半年度报告',
  '季度报告',
  '业绩预告',
  '临时公告',
  '股东大会',
  '董事会决议',
  '监事会决议',
  '权益分派',
  '融资公告',
  '股权变动',
  '风险提示',
  '其他',
] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Interaction platforms: SZSE's 互动易 and SSE's 上证e互动. */
export const QA_PLATFORMS = ['szse', 'sse'] as const;
export type QaPlatform = (typeof QA_PLATFORMS)[number];
export const QA_PLATFORM_NAMES: Record<QaPlatform, string> = { szse: '互动易', sse: '上证e互动' };

/**
 * A search reaches the newest this-many matches: its totalCount is at most this and deeper pages are
 * empty. The export holds the same rows, so what a reader can page through is what they can download.
 */
export const ANNOUNCEMENT_SEARCH_MAX = 5_000;
export const ANNOUNCEMENT_PAGE_SIZE = 20;
export const ANNOUNCEMENT_PAGE_SIZE_MAX = 50;
/** How many links the home sidebar's announcement card shows (editors' links first). */
export const SIDEBAR_ANNOUNCEMENT_COUNT = 6;
/** Largest import file the console accepts (the command line takes any size, in batches). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ANNOUNCEMENT_MSG = {
  notFound: '公告不存在',
  qaNotFound: '问答不存在',
  linkNotFound: '公告链接不存在',
  badDate: '日期格式有误，应为年-月-日，如 2026-01-05',
  badRange: '开始日期不能晚于结束日期',
  badType: '公告类型有误',
  badPlatform: '平台有误',
  importEmpty: '文件为空',
  importTooLarge: `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`,
  importFormat: '仅支持 JSON 或 CSV 文件',
  linkTitle: '请输入标题（1~60个字）',
  linkUrl: '链接应为站内路径（以 / 开头）或 https 地址',
  exportTooFrequent: '导出太频繁，请{s}秒后再试',
} as const;

/** The export's file name (Chinese; sent RFC 5987-encoded). */
export const exportFileName = (date: string) => `公告搜索结果-${date.replaceAll('-', '')}.xlsx`;

/** A real calendar date written YYYY-MM-DD. */
export function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
