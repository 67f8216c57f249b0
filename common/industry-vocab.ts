/**
 * Industry-chain library vocabulary without schemas (limits, messages, the title rule), so pages use it
 * without loading zod; common/industry.ts builds the schemas on it (docs/api/industry.md).
 */

export const INDUSTRY_THEME_MAX = 30;
export const INDUSTRY_STOCKS_MAX = 30;
export const INDUSTRY_IMGS_MAX = 9;
export const INDUSTRY_PAGE_SIZE = 15;

export const INDUSTRY_MSG = {
  notFound: '产业链不存在或已删除',
  themeRequired: '请输入主题',
  themeTooLong: `主题不能超过${INDUSTRY_THEME_MAX}个字`,
  dateInvalid: '日期格式有误，请按 2024-01-31 填写',
  stocksTooMany: `相关股票最多${INDUSTRY_STOCKS_MAX}只`,
  stockNotFound: '股票不存在',
  imgsTooMany: `最多上传${INDUSTRY_IMGS_MAX}张图片`,
  imgInvalid: '图片地址有误',
  contentRequired: '请输入内容',
  reorderMixed: '只能在置顶或非置顶的条目之间调整顺序',
  reorderInvalid: '排序的条目有误',
  created: '创建成功',
  updated: '修改成功',
  deleted: '删除成功',
  pinned: '已置顶',
  unpinned: '已取消置顶',
  reordered: '顺序已更新',
} as const;

/** REFERENCE `title`: the theme followed by its day as YYMMDD (`光模块240315`). */
export const industryTitle = (theme: string, day: string) =>
  `${theme}${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;

export const industryPath = (id: number) => `/industryChain/${id}`;
export const industryShareH5Path = (id: number) => `/h5/share_industry/${id}`;

/** `imgs` is a JSON string (REFERENCE.md); anything unreadable is no images. */
export function parseIndustryImgs(imgs: string): string[] {
  try {
    const list = JSON.parse(imgs) as unknown;
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/** `keyword`: the related stocks' names, tab-separated. */
export const industryStockNames = (keyword: string) => keyword.split('\t').filter(Boolean);
