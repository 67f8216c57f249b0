/**
 * The member's unread notices and private messages, kept live: server-sent events from /sse/notices,
 * falling back to polling the counts call when the stream cannot be used (proxies, old browsers).
 */
import { STREAM_REPLACED_EVENT } from '@common/event-stream';
import { useEffect, useState } from 'react';
import { type NoticeCounts, noticeCounts } from './notices-api';

const POLL_MS = 30_000;
const EMPTY: NoticeCounts = { notice: 0, message: 0, types: {} };

export function useNoticeCounts(enabled: boolean): NoticeCounts {
  const [counts, setCounts] = useState<NoticeCounts>(EMPTY);
  useEffect(() => {
    if (!enabled) {
      setCounts(EMPTY);
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const poll = () => {
      if (document.visibilityState !== 'visible') return;
      noticeCounts()
        .then((c) => live && setCounts(c))
        .catch(() => {}); // retried on the next tick
    };
    const fallBack = () => {
      if (timer) return;
      poll();
      timer = setInterval(poll, POLL_MS);
    };
    let source: EventSource | undefined;
    if (typeof EventSource === 'undefined') fallBack();
    else {
      source = new EventSource('/sse/notices');
      source.addEventListener(
        'counts',
        (e) => live && setCounts(JSON.parse((e as MessageEvent<string>).data)),
      );
      source.onerror = () => {
        // The browser retries a dropped stream itself; a refused one (closed) needs the fallback.
        if (source?.readyState === EventSource.CLOSED) fallBack();
      };
      // A newer page of the member took the stream over (too many open): reconnecting would take it back.
      source.addEventListener(STREAM_REPLACED_EVENT, () => {
        source?.close();
        fallBack();
      });
    }
    return () => {
      live = false;
      source?.close();
      clearInterval(timer);
    };
  }, [enabled]);
  return counts;
}
