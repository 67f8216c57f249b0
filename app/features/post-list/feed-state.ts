/**
 * The infinite community list as pure state: pages arrive in order, each carrying the keyset cursor of
 * the next (`next_cursor`). The list is exhausted when a page has no cursor or says `hasNext: false`.
 */
import type { Post, PostPage } from './post-types';

export interface FeedState {
  items: Post[];
  /** The last page loaded (0 before the first). */
  page: number;
  cursor: string;
  hasMore: boolean;
  /** serverTime of page 1, sent as Page-Time with the pages after it (SPEC §7). */
  pageTime: number | undefined;
}

export const emptyFeed: FeedState = { items: [], page: 0, cursor: '', hasMore: true, pageTime: undefined };

/** The state after a page arrives. Page 1 replaces whatever was there; later pages append. */
export function addPage(state: FeedState, page: PostPage, pageTime: number | undefined): FeedState {
  const base = page.pageNo <= 1 ? emptyFeed : state;
  const seen = new Set(base.items.map((p) => p.article_id));
  // Offset paging can repeat a post that moved between pages; keyset paging never does.
  const fresh = page.result.filter((p) => !seen.has(p.article_id));
  const cursor = page.next_cursor ?? '';
  return {
    items: [...base.items, ...fresh],
    page: page.pageNo,
    cursor,
    hasMore: page.hasNext && cursor !== '' && page.result.length > 0,
    pageTime: page.pageNo <= 1 ? pageTime : base.pageTime,
  };
}

/** The request body of the page after `state`. */
export function nextPageBody(state: FeedState) {
  return { start: state.page + 1, ...(state.cursor ? { cursor: state.cursor } : {}) };
}
