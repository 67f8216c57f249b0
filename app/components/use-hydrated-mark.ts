import { useEffect } from 'react';

/** The attribute <html> carries once React has taken the server's markup over. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document hydrated. Until then the server's markup shows but ignores clicks, which a slow
 * device (or a loaded test machine) can stretch well past the last network request; the browser journeys
 * wait for the mark before they act on a page.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
