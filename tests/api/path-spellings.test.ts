/**
 * One route, whatever the spelling of its path (issue 27 §1): the router decoded `/%61pi/v1/…` to the API
 * while the signature check, the per-IP limit, the control-character filter and the API headers tested
 * the raw URL, so an encoded path skipped them all. Sent over a real connection, because an in-process
 * request would resolve dot segments before the server saw them.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../common/error-codes';
import { canonicalPath } from '../../server/lib/canonical-path';
import { CONTROL_CHAR_MSG } from '../../server/plugins/errors';
import { createTestApp, signHeaders, type TestApp } from '../support/test-app';

const routes: RouteOptions[] = [];
let t: TestApp;
let port: number;
const PER_MINUTE = 5;

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: 'true' },
    { onRoute: (route) => routes.push(route) },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let nextIp = 0;
/** Each call from an address of its own unless told, so the per-IP limit only counts where a test means it. */
function send(
  method: string,
  path: string,
  { headers = {}, body = '{}', ip = `10.77.${(nextIp >> 8) & 255}.${nextIp++ & 255}` } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        // A connection per call: one the server closed after its answer is never reused mid-race.
        agent: false,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    if (method !== 'GET' && method !== 'HEAD') req.end(body);
    else req.end();
  });
}

/** Other spellings of an /api path that name the same resource (RFC 3986 §6.2.2). */
const spellings = (path: string) => [
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/a%70i/'),
  path.replace('/api/', '/api//'),
  path.replace('/api/', '//api/'),
  `/x/..${path}`,
  path.replace('/api/', '/api/./'),
  path.replace('/api/', '/%2e/api/'),
  path.replace('/api/', '/api/_/../'),
];

/**
 * An answer as a client sees it: status, what kind of body and whether it may be stored, and the body,
 * less what differs on every call (the clock, the stand-in WeChat page's new account id).
 */
const seen = (a: Answer) => ({
  status: a.status,
  type: a.headers['content-type'],
  cacheControl: a.headers['cache-control'],
  body: a.body.replace(/"serverTime":\d+/, '').replace(/o_local_[\w-]+/g, ''),
});

describe('canonicalPath', () => {
  it('decodes unreserved escapes, merges slashes and resolves dot segments, keeping the query', () => {
    expect(canonicalPath('/%61pi/v1/user/login?a=%61')).toBe('/api/v1/user/login?a=%61');
    expect(canonicalPath('//api//v1/./x/../user')).toBe('/api/v1/user');
    expect(canonicalPath('/%2E%2e/api/v1/')).toBe('/api/v1/');
    expect(canonicalPath('/a/b/..')).toBe('/a/');
    expect(canonicalPath('/../..')).toBe('/');
    // Reserved characters stay escaped: %2F is data, not a separator.
    expect(canonicalPath('/api%2fv1/user')).toBe('/api%2Fv1/user');
    expect(canonicalPath('/a/1')).toBe('/a/1');
    expect(canonicalPath('http://host//x')).toBe('http://host//x');
  });
});

describe('every API route under another spelling', () => {
  it('answers exactly as under its plain spelling, unsigned', async () => {
    const endpoints = new Map<string, { method: string; path: string }>();
    for (const route of routes) {
      if (!route.url.startsWith('/api/') || route.url === '/api/*') continue;
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const path = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
        endpoints.set(`${method} ${path}`, { method, path });
      }
    }
    expect(endpoints.size).toBeGreaterThan(60);
    const differences: string[] = [];
    for (const { method, path } of endpoints.values()) {
      const plain = seen(await send(method, path));
      for (const spelled of spellings(path)) {
        const other = seen(await send(method, spelled));
        if (JSON.stringify(other) !== JSON.stringify(plain))
          differences.push(`${method} ${spelled}: ${JSON.stringify(other)} ≠ ${JSON.stringify(plain)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('refuses an unsigned login and keeps its answer out of caches', async () => {
    const res = await send('POST', '/%61pi/v1/user/login', {
      body: JSON.stringify({ phone: '13800000001', password: 'abc12345' }),
    });
    expect(JSON.parse(res.body).errCode).toBe(ErrCode.BAD_SIGNATURE);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('counts every spelling against the same per-IP limit', async () => {
    const ip = '10.78.0.1';
    for (const path of spellings('/api/v1/user/search').slice(0, PER_MINUTE)) {
      expect((await send('POST', path, { ip })).status).not.toBe(429);
    }
    const over = await send('POST', '/api/v1/user/search', {
      ip,
      headers: signHeaders(t.app.config.signSecret),
    });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body).errCode).toBe(ErrCode.RATE_LIMITED);
  });

  it('refuses a NUL byte in the envelope, not with a 500', async () => {
    const res = await send('POST', '/%61pi/v1/user/search', {
      headers: signHeaders(t.app.config.signSecret),
      body: JSON.stringify({ keyword: 'a\u0000b' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ errCode: ErrCode.VALIDATION, msg: CONTROL_CHAR_MSG });
  });
});
