import { md5 } from 'js-md5';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_ERROR_CODE, signHeaders } from './api';

const NOW = 1_700_000_000_000;

function envelope(errCode: string, data: unknown = null, msg = '') {
  return { errCode, msg, resultInfo: msg, data, serverTime: NOW };
}

function setup(...answers: Array<unknown>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  let clock = NOW;
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
  const handlers = { onNotLoggedIn: vi.fn(), onError: vi.fn() };
  const client = createApiClient({
    fetch: fetchFn as typeof fetch,
    now: () => clock++,
    getSecret: () => 'secret:',
    getHandlers: () => handlers,
    pageMinDelayMs: 0,
  });
  const header = (i: number, name: string) => (calls[i].init.headers as Record<string, string>)[name];
  return { client, calls, handlers, header };
}

describe('signHeaders', () => {
  it('signs md5(secret + timestamp) with nothing appended, platform 3', () => {
    expect(signHeaders('abc:', 123)).toEqual({ platform: '3', timestamp: '123', token: md5('abc:123') });
  });
});

describe('api client', () => {
  it('POSTs JSON with credentials and signed headers and returns data', async () => {
    const { client, calls, header } = setup(envelope('0', { user_id: 7 }));
    await expect(client.api('/api/v1/user/info', { a: 1 })).resolves.toEqual({ user_id: 7 });
    expect(calls[0].url).toBe('/api/v1/user/info');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(header(0, 'platform')).toBe('3');
    expect(header(0, 'token')).toBe(md5(`secret:${header(0, 'timestamp')}`));
    expect(header(0, 'Page-Time')).toBeUndefined();
  });

  it('returns the whole envelope from callApi (for the server msg)', async () => {
    const { client } = setup(envelope('0', null, '密码修改成功'));
    await expect(client.callApi('/api/v1/user/password/change')).resolves.toMatchObject({
      msg: '密码修改成功',
    });
  });

  it('re-signs and retries once on errCode 110', async () => {
    const { client, calls, header } = setup(envelope('110', null, '签名错误'), envelope('0', 5));
    await expect(client.api('/x')).resolves.toBe(5);
    expect(calls).toHaveLength(2);
    expect(header(1, 'timestamp')).not.toBe(header(0, 'timestamp'));
  });

  it('gives up after the second 110 and toasts it', async () => {
    const { client, calls, handlers } = setup(
      envelope('110', null, '签名错误'),
      envelope('110', null, '签名错误'),
    );
    await expect(client.api('/x')).rejects.toMatchObject({ code: '110' });
    expect(calls).toHaveLength(2);
    expect(handlers.onError).toHaveBeenCalledWith('签名错误');
  });

  it('errCode 1 opens the login dialog instead of toasting', async () => {
    const { client, handlers } = setup(envelope('1', null, '请先登录'));
    await expect(client.api('/api/v1/user/notice')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onNotLoggedIn).toHaveBeenCalledOnce();
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it.each(['/api/v1/user/info', '/api/v2/user/medal/list', '/api/v1/article/forward-out'])(
    'errCode 1 stays silent for %s',
    async (path) => {
      const { client, handlers } = setup(envelope('1'));
      await expect(client.api(path)).rejects.toMatchObject({ code: '1' });
      expect(handlers.onNotLoggedIn).not.toHaveBeenCalled();
      expect(handlers.onError).not.toHaveBeenCalled();
    },
  );

  it('other codes toast msg and reject with code and data', async () => {
    const { client, handlers } = setup(envelope('404', { open_id: 'o1' }, '未绑定'));
    const error = await client.api('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '404', message: '未绑定', data: { open_id: 'o1' } });
    expect(handlers.onError).toHaveBeenCalledWith('未绑定');
  });

  it('quiet calls do not toast', async () => {
    const { client, handlers } = setup(envelope('409', null, '冲突'));
    await expect(client.api('/x', {}, { quiet: true })).rejects.toMatchObject({ code: '409' });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('a network failure or a non-envelope answer is a toasted network error', async () => {
    const { client, handlers } = setup(new TypeError('Failed to fetch'), '<html>502</html>');
    await expect(client.api('/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    await expect(client.api('/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(handlers.onError).toHaveBeenCalledTimes(2);
  });

  it('times out after the configured time', async () => {
    vi.useFakeTimers();
    try {
      const handlers = { onNotLoggedIn: vi.fn(), onError: vi.fn() };
      const client = createApiClient({
        fetch: ((_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )) as typeof fetch,
        now: () => NOW,
        getSecret: () => 's',
        getHandlers: () => handlers,
        timeoutMs: 15_000,
      });
      const result = client.api('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await result).toMatchObject({ code: NETWORK_ERROR_CODE, message: '请求超时，请稍后重试' });
      expect(handlers.onError).toHaveBeenCalledWith('请求超时，请稍后重试');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a call aborted by the caller rejects without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, handlers } = setup(new DOMException('aborted', 'AbortError'));
    await expect(client.api('/x', {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('fetchPage sends Page-Time only on pages after the first', async () => {
    const { client, header } = setup(envelope('0', { result: [] }), envelope('0', { result: [] }));
    const first = await client.fetchPage('/api/v1/article', { start: 1, limit: 15 }, undefined);
    await client.fetchPage('/api/v1/article', { start: 2, limit: 15 }, first.serverTime);
    expect(header(0, 'Page-Time')).toBeUndefined();
    expect(header(1, 'Page-Time')).toBe(String(NOW));
  });

  it('fetchPage takes at least the minimum delay', async () => {
    vi.useFakeTimers();
    try {
      const client = createApiClient({
        fetch: (async () => new Response(JSON.stringify(envelope('0', 1)))) as typeof fetch,
        now: () => NOW,
        getSecret: () => 's',
        getHandlers: () => ({ onNotLoggedIn() {}, onError() {} }),
        pageMinDelayMs: 200,
      });
      let done = false;
      const page = client.fetchPage('/x', { start: 1 }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(199);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await page;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
