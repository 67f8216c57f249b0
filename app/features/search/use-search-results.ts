/**
 * The results a search page shows: the loader's for the URL it rendered, anything else (another tab,
 * order or page) fetched from the JSON API. A newer query aborts the fetch of an older one.
 */
import { LIST_ERROR_SECONDS, LIST_ERROR_TEXT } from '@common/constants';
import { useEffect, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { fetchSearchResult, type SearchResult } from './search-api';
import { resultKind, type SearchQuery, searchQueryKey } from './search-query';

export interface InitialResult {
  /** searchQueryKey of the query the loader answered. */
  key: string;
  result: SearchResult | null;
  /** The server could not search (SPEC §8: the empty state and the slow-loading hint). */
  failed: boolean;
}

interface State {
  key: string;
  result: SearchResult | null;
  status: 'idle' | 'loading' | 'error';
}

const fromInitial = (initial: InitialResult): State => ({
  key: initial.key,
  result: initial.result,
  status: initial.failed ? 'error' : 'idle',
});

/** Keep `query` stable while the URL is unchanged (memoise it on the search string). */
export function useSearchResults(query: SearchQuery, stockId: number | null, initial: InitialResult) {
  const { message } = useFeedback();
  const key = searchQueryKey(query);
  const [state, setState] = useState<State>(() => fromInitial(initial));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial.failed) message.warning(LIST_ERROR_TEXT, LIST_ERROR_SECONDS);
  }, [initial, message]);

  useEffect(() => {
    const wanted = searchQueryKey(query);
    if (wanted === initial.key && attempt === 0) {
      setState(fromInitial(initial));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, key: wanted, status: 'loading' }));
    fetchSearchResult(query, stockId, { quiet: true, signal: controller.signal }).then(
      (result) => setState({ key: wanted, result, status: 'idle' }),
      () => {
        if (controller.signal.aborted) return;
        setState({ key: wanted, result: null, status: 'error' });
        message.warning(LIST_ERROR_TEXT, LIST_ERROR_SECONDS);
      },
    );
    return () => controller.abort();
  }, [query, stockId, initial, attempt, message]);

  // While the next page loads the current one stays (dimmed), unless it lists something else.
  const current = state.result?.kind === resultKind(query.scope) ? state.result : null;
  return {
    result: current,
    loading: state.key !== key || state.status === 'loading',
    failed: state.key === key && state.status === 'error',
    retry: () => setAttempt((n) => n + 1),
  };
}
