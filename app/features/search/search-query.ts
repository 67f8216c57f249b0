/**
 * The search pages' URL state: /search/new?k=&type=&order=&page= and /search/{stockId}?type=1&k=….
 * SPEC names k and type; order and page are ours, kept in the URL so a result page survives a reload,
 * a shared link and Back.
 */
import { LIST_PAGE_SIZE } from '@common/constants';
import type { ShouldRevalidateFunction } from 'react-router';
import {
  FALLBACK_SEARCH_SCOPE,
  isPostScope,
  isSearchScope,
  type PostScope,
  type SearchOrder,
  type SearchScope,
} from './search-scopes';

export interface SearchQuery {
  keyword: string;
  scope: SearchScope;
  order: SearchOrder;
  page: number;
}

export type ResultKind = 'posts' | 'stocks' | 'users' | 'products' | 'announcements';

/** What a scope lists. */
export function resultKind(scope: SearchScope): ResultKind {
  if (isPostScope(scope)) return 'posts';
  if (scope === 'stock') return 'stocks';
  if (scope === 'user') return 'users';
  if (scope === 'product') return 'products';
  return 'announcements';
}

export const RESULT_PAGE_SIZE: Record<ResultKind, number> = {
  posts: LIST_PAGE_SIZE,
  stocks: 20,
  users: LIST_PAGE_SIZE,
  products: LIST_PAGE_SIZE,
  announcements: 20,
};

/**
 * The post search fields of a query (docs/api/search.md); the caller checked the scope is a post scope.
 * `start` is an OFFSET here, unlike the page-numbered stock and user searches.
 */
export const postSearchFields = (q: SearchQuery) => ({
  keyword: q.keyword,
  type: q.scope as PostScope,
  order: q.order,
  start: (q.page - 1) * RESULT_PAGE_SIZE.posts,
  limit: RESULT_PAGE_SIZE.posts,
});

/** The stock, user, product and announcement searches' fields: `start` is the 1-based page. */
export const pagedSearchFields = (q: SearchQuery, kind: Exclude<ResultKind, 'posts'>) => ({
  keyword: q.keyword,
  start: q.page,
  limit: RESULT_PAGE_SIZE[kind],
});

const positiveInt = (raw: string | null) => (raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 0);

export function parseSearchQuery(
  params: URLSearchParams,
  accepts: (scope: string) => scope is SearchScope = isSearchScope,
): SearchQuery {
  const type = params.get('type') ?? '';
  const order = positiveInt(params.get('order'));
  return {
    keyword: (params.get('k') ?? '').trim(),
    scope: accepts(type) ? type : FALLBACK_SEARCH_SCOPE,
    order: order === 1 || order === 2 ? order : 0,
    page: Math.max(1, positiveInt(params.get('page'))),
  };
}

/** The query string of a search state, leaving out defaults. */
export function searchParamsOf(q: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({ k: q.keyword, type: q.scope });
  if (q.order !== 0 && resultKind(q.scope) === 'posts') params.set('order', String(q.order));
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/** Identifies the results a query shows (equal keys, equal results). */
export const searchQueryKey = (q: SearchQuery) => searchParamsOf(q).toString();

/** Searching within one stock's posts (SPEC §2: /search/{stockId}?type=1&k=…). */
export const stockSearchUrl = (stockId: number, keyword: string) =>
  `/search/${stockId}?${new URLSearchParams({ type: '1', k: keyword })}`;

/**
 * A search page's loader renders the results its URL names; later tabs, orders and pages are fetched by
 * the page from the JSON API, so only a new keyword (or another path) runs the loader again.
 */
export const revalidateOnNewKeyword: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return defaultShouldRevalidate && currentUrl.searchParams.get('k') !== nextUrl.searchParams.get('k');
};
