import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiHandlers } from './api';
import { trace } from './trace';

afterEach(() => vi.unstubAllGlobals());

describe('trace', () => {
  it('sends the event as a signed web call', async () => {
    const fetch = vi.fn(async () => Response.json({ errCode: '0', msg: '', data: null }));
    vi.stubGlobal('fetch', fetch);
    trace('search_scope:2');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/user/trace');
    expect(JSON.parse(init.body as string)).toEqual({ action: 'search_scope:2', source: 'web' });
    expect(init.headers).toHaveProperty('timestamp');
  });

  it('never throws, rejects or shows an error when the call fails', async () => {
    const onError = vi.fn();
    const unregister = setApiHandlers({ onNotLoggedIn: vi.fn(), onError });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const fetch = vi.fn(async () => {
      throw new TypeError('network down');
    });
    vi.stubGlobal('fetch', fetch);
    try {
      expect(() => trace('share:open')).not.toThrow();
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      // Rejections are reported as unhandled once the microtasks have run: one turn of the loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(onError).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      unregister();
    }
  });
});
