/**
 * SPEC §4: a code-chunk load failure (typically a deploy replaced the hashed files) reloads the page,
 * at most once per CHUNK_RELOAD_GUARD_MS, remembered in sessionStorage so a reload loop cannot start.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@common/constants';
import { useEffect } from 'react';

const STORAGE_KEY = 'yanshe:chunk-reload-at';

/** Browsers word a failed dynamic import (or its CSS preload) differently. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export function mayReloadAgain(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Reloads the page unless it already did so within the guard time; returns whether it reloads. */
export function reloadForChunkError(): boolean {
  const now = Date.now();
  const stored = Number(window.sessionStorage.getItem(STORAGE_KEY));
  if (!mayReloadAgain(now, stored > 0 ? stored : null)) return false;
  window.sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

/** Vite reports a failed preload of a lazily imported chunk as `vite:preloadError` on window. */
export function useChunkErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
