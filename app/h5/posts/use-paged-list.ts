/**
 * An infinite list of any paged API (offset pages, or keyset pages with `next_cursor`) for antd-mobile's
 * InfiniteScroll and PullToRefresh: page 1 comes from the loader, later pages from the API with the first
 * page's time as Page-Time. `loadMore` rejects on failure so InfiniteScroll shows its retry.
 */
import { useCallback, useRef, useState } from 'react';
import { fetchPage } from '~/lib/api';

export interface ListPage<T> {
  pageNo: number;
  hasNext: boolean;
  result: T[];
  next_cursor?: string;
}

export interface ListSource {
  path: string;
  /** The fields that pick the list; `start`, `limit` and `cursor` are added per page. */
  query: Record<string, string | number>;
  limit: number;
}

export interface InitialList<T> {
  /** Null when the server could not load page 1: the list starts empty and loads it here. */
  page: ListPage<T> | null;
  pageTime: number;
}

interface State<T> {
  items: T[];
  page: number;
  cursor: string;
  hasMore: boolean;
  pageTime: number | undefined;
}

function withPage<T>(state: State<T>, page: ListPage<T>, keyOf: (item: T) => string): State<T> {
  const base = page.pageNo <= 1 ? [] : state.items;
  const seen = new Set(base.map(keyOf));
  // Offset pages can repeat an item that moved between two requests.
  const fresh = page.result.filter((item) => !seen.has(keyOf(item)));
  return {
    items: [...base, ...fresh],
    page: page.pageNo,
    cursor: page.next_cursor ?? '',
    hasMore: page.hasNext && page.result.length > 0,
    pageTime: state.pageTime,
  };
}

/** Key the list's component by its source: the items belong to the source they started with. */
export function usePagedList<T>(source: ListSource, initial: InitialList<T>, keyOf: (item: T) => string) {
  const [state, setState] = useState<State<T>>(() => {
    const empty: State<T> = { items: [], page: 0, cursor: '', hasMore: true, pageTime: initial.pageTime };
    return initial.page ? withPage(empty, initial.page, keyOf) : empty;
  });
  const stateRef = useRef(state);
  stateRef.current = state;
  // A ref, so callers can pass a new object each render without a new `request`.
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const request = useCallback(async (start: number, cursor: string, pageTime: number | undefined) => {
    const { path, query, limit } = sourceRef.current;
    const body = { ...query, start, limit, ...(cursor ? { cursor } : {}) };
    const envelope = await fetchPage<ListPage<T>>(path, body, pageTime, { quiet: true });
    return { page: envelope.data, serverTime: envelope.serverTime };
  }, []);

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    const { page } = await request(current.page + 1, current.cursor, current.pageTime);
    setState((s) => withPage(s, page, keyOf));
  }, [request, keyOf]);

  /** Pull to refresh: page 1 again, with a new page time. */
  const refresh = useCallback(async () => {
    const { page, serverTime } = await request(1, '', undefined);
    setState((s) => withPage({ ...s, pageTime: serverTime }, page, keyOf));
  }, [request, keyOf]);

  /** Drops an item the member deleted or removed. */
  const remove = useCallback(
    (key: string) => setState((s) => ({ ...s, items: s.items.filter((item) => keyOf(item) !== key) })),
    [keyOf],
  );

  return { items: state.items, hasMore: state.hasMore, loadMore, refresh, remove };
}
