/**
 * Stock suggestions for a keyword as it is typed (the editor's stock picker; meant for the header search
 * too): the call waits until typing pauses, and an answer for a keyword that has since changed is dropped.
 */
import type { StockItem } from '@common/stock';
import { STOCK_SUGGESTIONS } from '@common/stock-vocab';
import { useEffect, useState } from 'react';
import { searchStocks } from '../stock/stock-api';

export const SUGGEST_DELAY_MS = 200;

/**
 * Loads after `delayMs` unless cancelled first; the returned cancel also aborts a load under way and
 * guarantees neither callback runs afterwards, so a slow answer can never overwrite a newer keyword's.
 */
export function loadAfterPause<T>(
  load: (signal: AbortSignal) => Promise<T>,
  delayMs: number,
  onLoaded: (result: T) => void,
  onFailed: () => void,
): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    load(controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) onLoaded(result);
      },
      () => {
        if (!controller.signal.aborted) onFailed();
      },
    );
  }, delayMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}

export interface StockSuggestions {
  stocks: StockItem[];
  /** A call is pending for the current keyword (waiting for the pause or for the answer). */
  loading: boolean;
}

const NONE: StockSuggestions = { stocks: [], loading: false };

export function useStockSuggestions(keyword: string, limit = STOCK_SUGGESTIONS): StockSuggestions {
  const [suggestions, setSuggestions] = useState<StockSuggestions>(NONE);
  const word = keyword.trim();
  useEffect(() => {
    if (!word) {
      setSuggestions(NONE);
      return;
    }
    // The previous keyword's stocks go at once: Enter right after typing must not pick one of them.
    setSuggestions({ stocks: [], loading: true });
    return loadAfterPause(
      // Quiet: a box that fails just lists nothing, rather than a toast per keystroke while offline.
      async (signal) =>
        (await searchStocks({ keyword: word, limit, start: 1 }, { quiet: true, signal })).result,
      SUGGEST_DELAY_MS,
      (stocks) => setSuggestions({ stocks, loading: false }),
      () => setSuggestions(NONE),
    );
  }, [word, limit]);
  return suggestions;
}
