/**
 * How the API takes its input: control characters, page sizes and numbers, bodies that are too large or
 * not JSON, undecodable paths, the real app's path prefix and the signature, and a start-up that does
 * not depend on a timing budget.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_MAX } from '../../common/paging';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { CONTROL_CHAR_MSG, TOO_LARGE_MSG } from '../../server/plugins/errors';
import { createTestApp, registerUser, signHeaders, type TestApp, type TestClient } from '../support/test-app';
import { openTestDatabase } from '../support/test-db';

let t: TestApp;
let member: TestClient;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = t.client();
  memberId = (await registerUser(member)).userId;
});
afterAll(() => t.close());

describe('control characters', () => {
  // The calls the probe saw answer 500 to a NUL byte (PostgreSQL: invalid byte sequence).
  const NUL_CALLS: [string, Record<string, unknown>][] = [
    ['/api/v1/article/add', { type: 'garden', content: '\u0000' }],
    ['/api/v1/article/update', { article_id: '\u0000' }],
    ['/api/v1/article/delete', { article_id: '\u0000' }],
    ['/api/v2/article/detail', { article_id: '\u0000' }],
    ['/api/v2/article/preview', { article_id: '\u0000' }],
    ['/api/v1/article/draft/save', { article_id: '\u0000', type: 'garden', content: '草稿' }],
    ['/api/v1/article/draft/delete', { article_id: '\u0000' }],
    ['/api/v1/article/like', { article_id: '\u0000' }],
    ['/api/v1/article/step', { article_id: '\u0000' }],
    ['/api/v1/article/collect', { article_id: '\u0000' }],
    ['/api/v2/article/forward', { article_id: '\u0000' }],
    ['/api/v1/article/forward-out', { article_id: '\u0000' }],
    ['/api/v1/article/comment/add', { article_id: '\u0000', content: '好' }],
    ['/api/v1/article/comment/list', { article_id: '\u0000' }],
    ['/api/v1/article/comment/list-pc', { article_id: '\u0000' }],
    ['/api/v1/complaint/add', { target_id: '\u0000', target_type: 1, reason: '\u0000' }],
    ['/api/v1/user/message/send', { user_id: 1, content: 'a\u0000b' }],
    ['/api/v1/user/search', { keyword: '\u0000' }],
    ['/api/v2/article/community', { category_id: '\u0000' }],
    ['/api/v1/user/login/wx', { open_id: '\u0000' }],
    ['/api/v1/user/register/wx-pc', { open_id: '\u0000', phone: '13900000000', nickname: '测试' }],
  ];

  it('answers a NUL byte in any field with a Chinese 400, never a 500', async () => {
    for (const [url, body] of NUL_CALLS) {
      for (const client of [t.client(), member]) {
        const res = await client.post(url, body);
        expect(res, url).toMatchObject({ status: 200, errCode: '400', msg: CONTROL_CHAR_MSG });
        const form = await client.post(url, body, { form: true });
        expect(form, `${url} (form)`).toMatchObject({ status: 200, errCode: '400', msg: CONTROL_CHAR_MSG });
      }
    }
  });

  it('finds them in every place input can hold a string: nested values, arrays, keys, the query', async () => {
    const c = t.client();
    const bodies = [
      { keyword: '茅台\u001b[31m' },
      { keyword: '茅台', extra: { deep: ['x', { deeper: '\u0007' }] } },
      { keyword: '茅台', '\u0000key': 1 },
      { keyword: '茅台\u007f' },
    ];
    for (const body of bodies) {
      expect(await c.post('/api/v1/user/search', body), JSON.stringify(body)).toMatchObject({
        errCode: '400',
        msg: CONTROL_CHAR_MSG,
      });
    }
    const query = await c.post('/api/v1/user/search?x=%00', { keyword: '茅台' });
    expect(query).toMatchObject({ errCode: '400', msg: CONTROL_CHAR_MSG });
  });

  it('keeps tab, line feed and carriage return, which text may hold', async () => {
    const res = await t.client().post('/api/v1/user/search', { keyword: '茅\t台\r\n' });
    expect(res.errCode).toBe('0');
  });
});

describe('paging tolerances (REFERENCE.md)', () => {
  type Page = { pageNo: number; pageSize: number; result: unknown[] };

  it('clamps page sizes above the maximum to it: limit 200 and 999 get the largest page', async () => {
    for (const limit of [200, 999, '999']) {
      const res = await t.client().post<Page>('/api/v2/article/community', { limit });
      expect(res.errCode, String(limit)).toBe('0');
      expect(res.data.pageSize).toBe(PAGE_SIZE_MAX);
      expect(res.data.result.length).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    }
    const suggestions = await t.client().post<Page>('/api/v1/stock/search', { keyword: '6', limit: 999 });
    expect(suggestions.errCode).toBe('0');
    expect(suggestions.data.pageSize).toBe(20);
  });

  it('reads a 0 or missing start of a 1-based list as the first page', async () => {
    const lists: [string, Record<string, unknown>][] = [
      ['/api/v2/article/community', {}],
      ['/api/v1/article', { type: 0 }],
      ['/api/v1/article/hot', {}],
      ['/api/v2/user/article/homepage', { user_id: memberId }],
      ['/api/v1/user/fans/follow-list', { user_id: memberId }],
      ['/api/v1/user/black/list', {}],
      ['/api/v1/user/session', {}],
      ['/api/v1/user/notice', { type: 1 }],
      ['/api/v1/user/search', { keyword: '用户' }],
      ['/api/v1/article/draft/list', {}],
    ];
    for (const [url, body] of lists) {
      for (const start of [0, '0', undefined]) {
        const res = await member.post<Page>(url, { ...body, start, limit: 999 });
        expect(res.errCode, `${url} start ${start}: ${res.msg}`).toBe('0');
        expect(res.data.pageNo, url).toBe(1);
        expect(res.data.pageSize, url).toBe(PAGE_SIZE_MAX);
      }
    }
  });

  it('keeps the search call’s start an offset: 0 is the first page, and limit is clamped there too', async () => {
    const res = await t
      .client()
      .post<Page>('/api/v2/article/search', { keyword: '茅台', start: 0, limit: 999 });
    expect(res.errCode).toBe('0');
    expect(res.data).toMatchObject({ pageNo: 1, pageSize: PAGE_SIZE_MAX });
    const second = await t
      .client()
      .post<Page>('/api/v2/article/search', { keyword: '茅台', start: 20, limit: 10 });
    expect(second.data.pageNo).toBe(3);
  });

  it('still refuses a negative page or size, in Chinese', async () => {
    const c = t.client();
    expect((await c.post('/api/v2/article/community', { start: -1 })).msg).toBe('页码有误');
    expect((await c.post('/api/v2/article/community', { limit: -1 })).msg).toBe('每页条数有误');
  });
});

describe('bodies the API cannot take', () => {
  const post = (payload: string, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/send',
      headers: { ...signHeaders(t.app.config.signSecret), 'content-type': type },
      payload,
    });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const res = await post('<xml/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ errCode: '400', msg: '不支持的请求内容类型' });
  });

  it('answers malformed JSON in the envelope', async () => {
    const res = await post('{"phone": ', 'application/json');
    expect(res.json()).toMatchObject({ errCode: '400', msg: '请求格式错误' });
  });

  it('reads an empty JSON body as an empty request, as a missing body', async () => {
    const res = await post('', 'application/json');
    expect(res.json()).toMatchObject({ errCode: '400', msg: '请输入手机号码' });
    const noParams = await t.app.inject({
      method: 'POST',
      url: '/api/v1/area/country-code',
      headers: { ...signHeaders(t.app.config.signSecret), 'content-type': 'application/json' },
      payload: '',
    });
    expect(noParams.json().errCode).toBe('0');
  });
});

/** A request over a real socket: the answer, and any transport error the client saw. */
function rawRequest(
  port: number,
  opts: { method: string; path: string; headers?: http.OutgoingHttpHeaders; chunks?: Buffer[] },
): Promise<{ status?: number; headers?: http.IncomingHttpHeaders; body: string; error?: string }> {
  return new Promise((resolve) => {
    let answer: { status?: number; headers?: http.IncomingHttpHeaders; body: string } = { body: '' };
    let error: string | undefined;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: opts.method,
      path: opts.path,
      headers: opts.headers,
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        answer = { status: res.statusCode, headers: res.headers, body: Buffer.concat(parts).toString() };
      });
      res.on('error', (e: NodeJS.ErrnoException) => {
        error = e.code ?? e.message;
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    req.on('close', () => resolve({ ...answer, error }));
    for (const chunk of opts.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const bigBody = () => {
    const json = Buffer.from(JSON.stringify({ type: 'garden', content: '长'.repeat(1_500_000) }));
    // Sent in pieces, as a client on a real network does.
    return Array.from({ length: Math.ceil(json.length / 65_536) }, (_, i) =>
      json.subarray(i * 65_536, (i + 1) * 65_536),
    );
  };

  it('answers a body over 1 MB with 413 and a message that says so, without resetting the connection', async () => {
    const chunks = bigBody();
    const length = chunks.reduce((n, c) => n + c.length, 0);
    for (let i = 0; i < 3; i++) {
      const res = await rawRequest(port, {
        method: 'POST',
        path: '/api/v1/article/add',
        headers: {
          ...signHeaders(t.app.config.signSecret),
          'content-type': 'application/json',
          'content-length': length,
        },
        chunks,
      });
      expect(res.error).toBeUndefined();
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ errCode: '400', msg: TOO_LARGE_MSG, data: null });
      // The body was read, so the connection could serve another request.
      expect(res.headers?.connection).not.toBe('close');
    }
  });

  it('does the same for a body of unannounced length (chunked)', async () => {
    const res = await rawRequest(port, {
      method: 'POST',
      path: '/api/v1/article/add',
      headers: { ...signHeaders(t.app.config.signSecret), 'content-type': 'application/json' },
      chunks: bigBody(),
    });
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ errCode: '400', msg: TOO_LARGE_MSG });
  });

  it('answers undecodable percent-encoding on an /api path in the envelope', async () => {
    for (const path of ['/api/v1/user/protocol/%E0%A4%A', '/api/v1/area/%C0', '/jystock-app/api/v1/area/%']) {
      const res = await rawRequest(port, {
        method: 'POST',
        path,
        headers: signHeaders(t.app.config.signSecret),
      });
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toMatchObject({ errCode: '400', msg: '请求地址有误', data: null });
    }
  });

  it('answers the same routing errors outside the API in Chinese, as text', async () => {
    const longParam = await rawRequest(port, { method: 'GET', path: `/word-cloud/${'a'.repeat(200)}.svg` });
    expect(longParam).toMatchObject({ status: 414, body: '请求地址过长' });
    const badUrl = await rawRequest(port, { method: 'GET', path: '/word-cloud/%E0%A4%A.svg' });
    expect(badUrl).toMatchObject({ status: 400, body: '请求地址有误' });
  });
});

describe("the real app's prefix /jystock-app/api/", () => {
  it('serves the same API under it', async () => {
    const c = t.client();
    const plain = await c.post<{ pageSize: number }>('/api/v2/article/community', { limit: 5 });
    const prefixed = await c.post<{ pageSize: number }>('/jystock-app/api/v2/article/community', {
      limit: 5,
    });
    expect(prefixed.errCode).toBe('0');
    expect(prefixed.data).toEqual(plain.data);
    expect(await c.post('/jystock-app/api/v9/no/such/call')).toMatchObject({ status: 404, errCode: '404' });
  });

  it('keeps the session under it', async () => {
    const res = await member.post<{ user_id: number }>('/jystock-app/api/v1/user/info');
    expect(res.errCode).toBe('0');
    expect(res.data.user_id).toBe(memberId);
  });

  it('keeps the strict signature: a missing, wrong or expired one answers errCode 110', async () => {
    for (const url of ['/api/v2/article/community', '/jystock-app/api/v2/article/community']) {
      const unsigned = await t.app.inject({ method: 'POST', url });
      expect(unsigned.json(), url).toMatchObject({ errCode: '110', msg: '签名错误或已过期' });
      const wrong = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...signHeaders(t.app.config.signSecret), token: '0'.repeat(32) },
      });
      expect(wrong.json().errCode, url).toBe('110');
      const expired = await t.app.inject({
        method: 'POST',
        url,
        headers: signHeaders(t.app.config.signSecret, Date.now() - 6 * 60 * 1000),
      });
      expect(expired.json().errCode, url).toBe('110');
    }
  });

  it('leaves paths outside the API alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jystock-app/healthz' });
    expect(res.statusCode).toBe(404);
  });
});

describe('start-up', () => {
  it('waits for a slow plugin however long it takes: no plugin timeout', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { ssr: false }), {
      database,
    });
    expect(app.initialConfig.pluginTimeout).toBe(0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Slower than Fastify's default 10 s budget, as the SSR plugin was on a loaded host.
      void app.register(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30_000));
      });
      const ready = app.ready();
      await vi.advanceTimersByTimeAsync(31_000);
      await expect(ready).resolves.toBeDefined();
    } finally {
      vi.useRealTimers();
      await app.close();
      await database.close();
    }
  });
});
