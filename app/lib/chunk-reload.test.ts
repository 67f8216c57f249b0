import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadAgain } from './chunk-reload';

describe('chunk reload guard', () => {
  it('recognises the browsers’ chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    expect(mayReloadAgain(1_000_000, null)).toBe(true);
    expect(mayReloadAgain(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(mayReloadAgain(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });
});
