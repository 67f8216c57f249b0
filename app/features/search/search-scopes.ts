/** The header search's scopes (SPEC §2), in the order the select lists them. */
export const SEARCH_SCOPES = [
  { value: 'stock', label: '股票' },
  { value: '1', label: '全部' },
  { value: '2', label: '标题和标签' },
  { value: '8', label: '摘要' },
  { value: '5', label: '异动' },
  { value: 'product', label: '红宝书' },
  { value: 'announcement', label: '公告' },
  { value: 'user', label: '用户' },
] as const;

export type SearchScope = (typeof SEARCH_SCOPES)[number]['value'];

export const DEFAULT_SEARCH_SCOPE: SearchScope = 'stock';

export function searchUrl(keyword: string, scope: SearchScope): string {
  return `/search/new?${new URLSearchParams({ k: keyword, type: scope })}`;
}
