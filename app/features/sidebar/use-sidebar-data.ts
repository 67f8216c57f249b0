/**
 * Data of a sidebar card, fetched in the browser once the page is up: the cards are secondary, so the
 * page never waits for them, and a failure only leaves the card empty (SPEC §8: outside the main flow
 * errors are logged, not toasted).
 */
import { useEffect, useState } from 'react';
import { api } from '~/lib/api';

export function useSidebarData<T>(path: string): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, {}, { quiet: true, signal: controller.signal }).then(
      (data) => setState({ data, failed: false }),
      (error) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ data: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [path]);
  return state;
}
