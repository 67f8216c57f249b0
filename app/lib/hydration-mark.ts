import { useEffect } from 'react';

/**
 * Set on <html> once React has hydrated the page. Until then the server's markup has no handlers and a
 * click on it is lost, so the browser suite waits for it before acting (tests/e2e/support.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function useHydrationMark(): void {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
}
