/** The browser's search calls (docs/api/search.md) and the result shapes the search pages render. */
import type { AnnouncementItem } from '@common/announcement';
import type { ProductHit } from '@common/product';
import type { StockItem } from '@common/stock';
import type { Post } from '~/features/post-list/post-types';
import { searchProducts } from '~/features/product/product-api';
import { searchStocks } from '~/features/stock/stock-api';
import { api, type CallOptions } from '~/lib/api';
import type { Page } from '../../../server/modules/post/post.service';
import type { UserHit } from '../../../server/modules/search/search.service';
import { pagedSearchFields, postSearchFields, resultKind, type SearchQuery } from './search-query';

export type SearchPost = Post & { snippet: string };
/** `words`: the query as the server segmented it, for highlighting. */
export type PostHits = Page<SearchPost> & { words: string[] };
export type { UserHit };

export type SearchResult =
  | { kind: 'posts'; page: PostHits }
  | { kind: 'stocks'; page: Page<StockItem> }
  | { kind: 'users'; page: Page<UserHit> }
  | { kind: 'products'; page: Page<ProductHit> }
  | { kind: 'announcements'; page: Page<AnnouncementItem> };

/** One page of results; null for an empty keyword. */
export async function fetchSearchResult(
  q: SearchQuery,
  stockId: number | null,
  options: CallOptions,
): Promise<SearchResult | null> {
  const kind = resultKind(q.scope);
  if (!q.keyword) return null;
  if (kind === 'posts') {
    const body = { ...postSearchFields(q), ...(stockId === null ? {} : { stock_id: stockId }) };
    return { kind, page: await api<PostHits>('/api/v2/article/search', body, options) };
  }
  const body = pagedSearchFields(q, kind);
  if (kind === 'stocks') return { kind, page: await searchStocks(body, options) };
  if (kind === 'products') return { kind, page: await searchProducts(body, options) };
  if (kind === 'announcements')
    return {
      kind,
      page: await api<Page<AnnouncementItem>>('/api/v1/tool/announcement/search', body, options),
    };
  return { kind, page: await api<Page<UserHit>>('/api/v1/user/search', body, options) };
}
