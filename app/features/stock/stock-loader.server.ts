/**
 * The stock pages' loaders (DESIGN §3: services in-process): /stock/s/{id} with page 1 of the stock's
 * posts, and /search/{stockId}?type=1&k=… searching within them. An unknown stock is the 404 page.
 */
import { LIST_PAGE_SIZE } from '@common/constants';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_SORT, SORT_ORDER } from '~/features/post-list/list-route';
import type { PostPage } from '~/features/post-list/post-types';
import { searchOnServer } from '~/features/search/search-loader.server';
import { parseSearchQuery } from '~/features/search/search-query';
import { isPostScope } from '~/features/search/search-scopes';
import { orNotFound } from '~/lib/loader-helpers.server';
import { parseSortParam } from './stock-sort';

/** Stock ids are positive serials; anything else (or past int4) cannot exist. */
const STOCK_ID = /^[1-9]\d{0,8}$/;

async function loadStockDetail(context: AppLoadContext, rawId: string | undefined) {
  if (!rawId || !STOCK_ID.test(rawId)) throw data(null, { status: 404 });
  const viewerId = context.user?.user_id ?? null;
  return orNotFound(() => context.services.stocks.detail(Number(rawId), viewerId));
}

/** /stock/s/{id}?sort=…: without a sort, the stored preference picks one after hydration. */
export async function loadStock({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const stock = await loadStockDetail(context, params.id);
  const requestedSort = parseSortParam(url.searchParams.get('sort'));
  const sort = requestedSort ?? DEFAULT_SORT;
  const pageTime = Date.now();
  let page: PostPage | null = null;
  try {
    page = await context.services.stocks.articles(
      { stockId: stock.stock_id, order: SORT_ORDER[sort], start: 1, limit: LIST_PAGE_SIZE },
      context.user?.user_id ?? null,
    );
  } catch (error) {
    // SPEC §8: the page still renders, with the empty state and the slow-loading hint.
    console.error('列表加载失败', error);
  }
  return {
    stock,
    requestedSort,
    sort,
    initial: { page, pageTime, failed: page === null },
    origin: context.publicOrigin,
  };
}

export type StockLoaderData = Awaited<ReturnType<typeof loadStock>>;

/** /search/{stockId}?type=1&k=…: a post search limited to one stock. */
export async function loadStockSearch({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const stock = await loadStockDetail(context, params.stockId);
  const query = parseSearchQuery(url.searchParams, isPostScope);
  return {
    stock,
    keyword: query.keyword,
    initial: await searchOnServer(context, query, stock.stock_id),
    origin: context.publicOrigin,
  };
}

export type StockSearchLoaderData = Awaited<ReturnType<typeof loadStockSearch>>;
