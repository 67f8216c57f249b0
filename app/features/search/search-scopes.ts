import type { PostSearchType } from '@common/search';
import { POST_SEARCH_TYPES } from '@common/search-vocab';

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

/** A results link without a type (or an unknown one) searches everything rather than only stock names. */
export const FALLBACK_SEARCH_SCOPE: SearchScope = '1';

export const isSearchScope = (value: string): value is SearchScope =>
  SEARCH_SCOPES.some((s) => s.value === value);

/** Scopes that search posts (`/api/v2/article/search` type). */
export type PostScope = PostSearchType;

export const isPostScope = (value: string): value is PostScope =>
  (POST_SEARCH_TYPES as readonly string[]).includes(value);

/** Post search orders (docs/api/search.md): relevance, heat, time. */
export const SEARCH_ORDERS = [
  { value: 0, label: '综合' },
  { value: 1, label: '热度' },
  { value: 2, label: '最新' },
] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number]['value'];

export function searchUrl(keyword: string, scope: SearchScope): string {
  return `/search/new?${new URLSearchParams({ k: keyword, type: scope })}`;
}
