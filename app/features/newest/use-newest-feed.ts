/**
 * The live newest list (SPEC §4 "Newest list", §9; issue 17 §1): page 1 on mount, later pages by infinite
 * scroll; `/newest/list {last_server_time}` polled every 10 s while the tab is visible (stopped when it is
 * hidden, restarted at once when it shows again), and the `/sse/newest` push stream on top so a post shows
 * the moment it is public. Both start only in a member's browser (the `admin` cookie, SPEC §4). Every
 * batch of new items goes through the same top insertion, and what it added is announced.
 */
import { NEWEST_POLL_MS } from '@common/constants';
import { ErrCode } from '@common/error-codes';
import { STREAM_REPLACED_EVENT } from '@common/event-stream';
import type { NewestItem } from '@common/newest';
import { NEWEST_SSE_EVENT, NEWEST_SSE_PATH } from '@common/newest-vocab';
import { ADMIN_COOKIE } from '@common/user';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { newestPage, newestSince } from './newest-api';
import { addFresh, addPage, emptyNewest, isExhausted, type NewestState } from './newest-state';

export type NewestStatus = 'loading' | 'idle' | 'error';

const hasMemberCookie = () => new RegExp(`(?:^|;\\s*)${ADMIN_COOKIE}=[^;]`).test(document.cookie);

export interface NewestFeedOptions {
  /** Items that were added at the top (not those of page loads). */
  onAdded(added: NewestItem[]): void;
  /** The server says the tool is not (or no longer) open: errCode "403". */
  onLocked(): void;
}

export function useNewestFeed({ onAdded, onLocked }: NewestFeedOptions) {
  const [state, setState] = useState<NewestState>(emptyNewest);
  const [status, setStatus] = useState<NewestStatus>('loading');
  // The source of truth between renders: polls and pushes arrive outside React's batching, and what a
  // batch added must be known at once to announce it (a state updater must stay pure).
  const stateRef = useRef(state);
  const busy = useRef(false);
  const handlers = useRef({ onAdded, onLocked });
  handlers.current = { onAdded, onLocked };

  const commit = useCallback((next: NewestState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const failed = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.code === ErrCode.FORBIDDEN) handlers.current.onLocked();
  }, []);

  const fresh = useCallback(
    (items: NewestItem[], serverTime?: number) => {
      const { state: next, added } = addFresh(stateRef.current, items, serverTime);
      commit(next);
      if (added.length > 0) handlers.current.onAdded(added);
    },
    [commit],
  );

  const loadPage = useCallback(
    async (pageNo: number) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('loading');
      try {
        const answer = await newestPage(pageNo);
        commit(addPage(stateRef.current, answer, pageNo));
        setStatus('idle');
      } catch (error) {
        setStatus('error');
        failed(error);
      } finally {
        busy.current = false;
      }
    },
    [commit, failed],
  );

  const loadMore = useCallback(() => {
    const { page, totalCount } = stateRef.current;
    if (page === 0 || !isExhausted(totalCount, page)) void loadPage(page + 1);
  }, [loadPage]);

  const retry = useCallback(() => {
    void loadPage(stateRef.current.page + 1);
  }, [loadPage]);

  // Page 1 once.
  useEffect(() => {
    void loadPage(1);
  }, [loadPage]);

  // Polling and the push stream, once page 1 has set the clock.
  const started = state.page > 0;
  useEffect(() => {
    if (!started || !hasMemberCookie()) return;
    let live = true;
    let polling = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const poll = async () => {
      if (polling) return;
      polling = true;
      try {
        const answer = await newestSince(stateRef.current.serverTime);
        if (live) fresh(answer.result, answer.serverTime);
      } catch (error) {
        if (live) failed(error);
      } finally {
        polling = false;
      }
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      void poll();
      timer = setInterval(() => void poll(), NEWEST_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
      else stop();
    };

    if (document.visibilityState === 'visible') timer = setInterval(() => void poll(), NEWEST_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);

    // The browser reconnects a dropped stream itself, sending Last-Event-ID so the server replays what was
    // missed; a refused one (401/403/429) closes and polling carries on alone, as it does when a newer
    // page of the member takes the stream over (reconnecting would take it back).
    let source: EventSource | undefined;
    if (typeof EventSource !== 'undefined') {
      source = new EventSource(NEWEST_SSE_PATH);
      source.addEventListener(NEWEST_SSE_EVENT, (event) => {
        if (!live) return;
        try {
          fresh([JSON.parse((event as MessageEvent<string>).data) as NewestItem]);
        } catch {
          // A malformed event is skipped; polling delivers the post anyway.
        }
      });
      source.addEventListener(STREAM_REPLACED_EVENT, () => source?.close());
    }

    return () => {
      live = false;
      stop();
      source?.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [started, fresh, failed]);

  const exhausted = state.page > 0 && isExhausted(state.totalCount, state.page);
  return { state, status, exhausted, loadMore, retry };
}
