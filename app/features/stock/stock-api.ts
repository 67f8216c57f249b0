/** The browser's stock calls (docs/api/search.md). */
import type { StockItem } from '@common/stock';
import type { FeedSource } from '~/features/post-list/post-list-api';
import { api, type CallOptions } from '~/lib/api';
import type { Page } from '../../../server/modules/post/post.service';
import type { StockDetail, StockFollowState } from '../../../server/modules/stock/stock.service';

export type { StockDetail, StockFollowState };

/** `start` is the 1-based page. */
export const searchStocks = (
  body: { keyword: string; limit: number; start: number },
  options?: CallOptions,
) => api<Page<StockItem>>('/api/v1/stock/search', { ...body, exact: 0 }, options);

/** The same search for a member, each stock marked `is_add` 1 when they follow it. */
export const searchStocksForMember = (
  body: { keyword: string; limit: number; start: number },
  options?: CallOptions,
) => api<Page<StockItem & { is_add: 0 | 1 }>>('/api/v1/stock/user/page', { ...body, is_add: 0 }, options);

export const followStock = (stockId: number) =>
  api<StockFollowState>('/api/v1/stock/user', { stock_id: stockId });

export const unfollowStock = (stockId: number) =>
  api<StockFollowState>('/api/v1/stock/user/del', { stock_id: stockId });

/** A stock's posts in one order, for the infinite list. */
export const stockPostsSource = (stockId: number, order: number): FeedSource => ({
  path: '/api/v1/stock/article',
  query: { stock_id: stockId, order },
});
