/**
 * An infinite post list: page 1 from the loader (or fetched here when the sort in effect differs from
 * the server's), later pages from the source's API path with the keyset cursor and Page-Time.
 */
import { LIST_ERROR_SECONDS, LIST_ERROR_TEXT } from '@common/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { addPage, emptyFeed, type FeedState, nextPageBody } from './feed-state';
import { type FeedSource, fetchFeedPage } from './post-list-api';
import type { PostPage } from './post-types';

export interface InitialPage {
  page: PostPage | null;
  pageTime: number;
  /** The server could not load page 1 (SPEC §8). */
  failed: boolean;
}

export type FeedStatus = 'idle' | 'loading' | 'error';

export function usePostFeed(source: FeedSource, initial: InitialPage | null) {
  const { message } = useFeedback();
  const [feed, setFeed] = useState<FeedState>(() =>
    initial?.page ? addPage(emptyFeed, initial.page, initial.pageTime) : emptyFeed,
  );
  const [status, setStatus] = useState<FeedStatus>(initial?.failed ? 'error' : 'idle');
  const busy = useRef(false);
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const mounted = useRef(true);

  /** SPEC §8: a failed load with nothing shown is an empty state and a 3.5 s hint. */
  const showListError = useCallback(() => message.warning(LIST_ERROR_TEXT, LIST_ERROR_SECONDS), [message]);

  const loadMore = useCallback(async () => {
    const current = feedRef.current;
    if (busy.current || !current.hasMore) return;
    busy.current = true;
    setStatus('loading');
    const empty = current.items.length === 0;
    try {
      const { page, serverTime } = await fetchFeedPage(source, nextPageBody(current), current.pageTime, {
        quiet: empty,
      });
      if (!mounted.current) return;
      setFeed((state) => addPage(state, page, page.pageNo <= 1 ? serverTime : state.pageTime));
      setStatus('idle');
    } catch {
      if (!mounted.current) return;
      setStatus('error');
      if (empty) showListError();
    } finally {
      busy.current = false;
    }
  }, [source, showListError]);

  // Once per list: the page keys the list by its source.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount only.
  useEffect(() => {
    mounted.current = true;
    if (initial?.failed) showListError();
    else if (!initial) void loadMore();
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = useCallback(() => {
    setStatus('idle');
    void loadMore();
  }, [loadMore]);

  return { feed, status, loadMore, retry };
}
