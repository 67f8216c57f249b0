/**
 * The search pages' loaders: the results the URL names, searched in-process (DESIGN §3). Later tabs,
 * orders and pages come from the JSON API (use-search-results.ts).
 */
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { viewerKey } from '~/lib/loader-helpers.server';
import type { SearchResult } from './search-api';
import {
  pagedSearchFields,
  parseSearchQuery,
  postSearchFields,
  resultKind,
  type SearchQuery,
  searchQueryKey,
} from './search-query';
import type { InitialResult } from './use-search-results';

async function search(
  context: AppLoadContext,
  q: SearchQuery,
  stockId: number | null,
): Promise<SearchResult | null> {
  const kind = resultKind(q.scope);
  if (!q.keyword) return null;
  const { services } = context;
  if (kind === 'posts') {
    const query = { ...postSearchFields(q), ...(stockId === null ? {} : { stockId }) };
    const page = await services.search.posts(query, context.user?.user_id ?? null, viewerKey(context));
    return { kind, page };
  }
  const { keyword, ...paging } = pagedSearchFields(q, kind);
  if (kind === 'stocks')
    return { kind, page: await services.stocks.search(keyword, { ...paging, exact: false }) };
  if (kind === 'products') return { kind, page: await services.products.search(keyword, paging) };
  if (kind === 'announcements') {
    const filter = { stock: '', keyword, type: '', start_date: '', end_date: '' };
    return { kind, page: await services.announcements.search({ ...filter, ...paging }) };
  }
  return { kind, page: await services.search.users({ keyword, ...paging }) };
}

/** The results of `q`, or a failed marker: the page still renders (SPEC §8). */
export async function searchOnServer(
  context: AppLoadContext,
  q: SearchQuery,
  stockId: number | null,
): Promise<InitialResult> {
  const key = searchQueryKey(q);
  try {
    return { key, result: await search(context, q, stockId), failed: false };
  } catch (error) {
    console.error('搜索失败', error);
    return { key, result: null, failed: true };
  }
}

/** /search/new?k=&type=… */
export async function loadSearch({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const query = parseSearchQuery(url.searchParams);
  return {
    keyword: query.keyword,
    initial: await searchOnServer(context, query, null),
    origin: context.publicOrigin,
  };
}

export type SearchLoaderData = Awaited<ReturnType<typeof loadSearch>>;
