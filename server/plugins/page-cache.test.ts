import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressOptions } from '../lib/compression';
import { registerPageCache } from './page-cache';
import { securityPlugin } from './security';

let version = 0;
let renders = 0;
const app = Fastify();

beforeAll(async () => {
  await app.register(compress, compressOptions);
  await app.register(cookie);
  // The real CSP (helmet writes it on the raw response, with a fresh nonce per response).
  await app.register(securityPlugin, {
    csp: true,
    upgradeInsecure: false,
    connectOrigins: [],
    perMinute: 1000,
  });
  await app.register(async (scope) => {
    registerPageCache(scope, { contentVersion: () => version });
    scope.get('/*', async (req, reply) => {
      renders++;
      reply.type('text/html; charset=utf-8');
      // Section pages padded past the compression threshold, as real pages are.
      const padding = req.url.startsWith('/live') ? '<p>研究共享，茁壮成长</p>'.repeat(200) : '';
      return `<html><script nonce="${reply.scriptNonce}"></script>${req.url}${padding}</html>`;
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('shared page cache', () => {
  it('renders a list page once, replays it with its own CSP, and answers 304 to a matching ETag', async () => {
    const before = renders;
    const first = await get('/study_hot/97');
    const second = await get('/study_hot/97');
    expect(renders - before).toBe(1);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get('/study_hot/97', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('gives equal pages equal ETags across renders despite different nonces', async () => {
    const a = await get('/a/abc123');
    version++;
    const b = await get('/a/abc123');
    expect(b.headers['x-page-cache']).toBe('miss');
    expect(b.body).not.toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
  });

  it('never answers a revalidation with a CSP whose nonce differs from the body the browser holds', async () => {
    const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    /** A 304 keeps the browser's stored body, so its CSP, if any, must allow that body's scripts. */
    const expectCspFits = (res: Awaited<ReturnType<typeof get>>, bodyNonce: string | undefined) => {
      const csp = res.headers['content-security-policy'];
      if (res.statusCode === 304) {
        if (csp !== undefined) expect(csp).toContain(`'nonce-${bodyNonce}'`);
      } else expect(csp).toContain(`'nonce-${nonceIn(res.body)}'`);
    };
    const stored = await get('/a/revisit');
    const etag = stored.headers.etag as string;
    const storedNonce = nonceIn(stored.body);
    // The entry is gone (expired, or the content version moved on) and the page renders anew.
    version++;
    const afterExpiry = await get('/a/revisit', { 'if-none-match': etag });
    expect(afterExpiry.headers['x-page-cache']).toBe('miss');
    expect(afterExpiry.statusCode).toBe(304);
    expectCspFits(afterExpiry, storedNonce);
    // Another reader's render is cached, with its own nonce, and answers the browser's revalidation.
    version++;
    await get('/a/revisit');
    const fromCache = await get('/a/revisit', { 'if-none-match': etag });
    expect(fromCache.headers['x-page-cache']).toBe('hit');
    expect(fromCache.statusCode).toBe(304);
    expectCspFits(fromCache, storedNonce);
  });

  it('renders again after a content change', async () => {
    await get('/square');
    version++;
    expect((await get('/square')).headers['x-page-cache']).toBe('miss');
  });

  it('gives members the same page as visitors, and never caches other pages or device kinds together', async () => {
    const before = renders;
    const visitor = await get('/study');
    const member = await get('/study', { cookie: 'SESSION=abc' });
    expect(member.headers['x-page-cache']).toBe('hit');
    expect(member.body).toBe(visitor.body);
    await get('/mine/draft', { cookie: 'SESSION=abc' });
    const own = await get('/mine/draft', { cookie: 'SESSION=abc' });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(member.headers['cache-control']).toBe('no-cache');
    expect(renders - before).toBe(3);
    await get('/live');
    const phone = await get('/live', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile',
    });
    expect(phone.headers['x-page-cache']).toBe('miss');
  });

  it('keys a page on its path: a cache-busting query string gets the same entry', async () => {
    const before = renders;
    await get('/a/q1');
    for (let i = 0; i < 20; i++) expect((await get(`/a/q1?t=${i}`)).headers['x-page-cache']).toBe('hit');
    expect(renders - before).toBe(1);
  });

  it('keeps pages of different themes and font sizes apart', async () => {
    await get('/study_30');
    expect((await get('/study_30', { cookie: 'theme=light' })).headers['x-page-cache']).toBe('hit');
    const dark = await get('/study_30', { cookie: 'theme=dark' });
    expect(dark.headers['x-page-cache']).toBe('miss');
    expect((await get('/study_30', { cookie: 'theme=dark' })).headers['x-page-cache']).toBe('hit');
    expect((await get('/study_30', { cookie: 'theme=dark; font_size=large' })).headers['x-page-cache']).toBe(
      'miss',
    );
    // Unknown values read as the defaults instead of growing the cache.
    expect((await get('/study_30', { cookie: 'theme=x1; font_size=y2' })).headers['x-page-cache']).toBe(
      'hit',
    );
  });

  it('serves a page compressed in the encoding each reader accepts, on a miss and on a hit', async () => {
    const decode = (res: Awaited<ReturnType<typeof get>>) => {
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
      return res.body;
    };
    const miss = await get('/live_hot', { 'accept-encoding': 'gzip, deflate, br' });
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    const page = decode(miss);
    expect(page).toContain('研究共享，茁壮成长');
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const hit = await get('/live_hot', accept ? { 'accept-encoding': accept } : {});
      expect(hit.headers['x-page-cache'], accept).toBe('hit');
      expect(hit.headers['content-encoding'], accept).toBe(encoding);
      expect(String(hit.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(decode(hit), accept).toBe(page);
    }
  });
});

describe('page cache size', () => {
  it('holds no more bytes than it is given, evicting the least recently used pages', async () => {
    const small = Fastify();
    await small.register(cookie);
    let smallRenders = 0;
    await small.register(async (scope) => {
      // Room for about three 10 KB pages.
      registerPageCache(scope, { contentVersion: () => 0, maxBytes: 48 * 1024 });
      scope.get('/*', async (_req, reply) => {
        smallRenders++;
        reply.type('text/html; charset=utf-8');
        return 'x'.repeat(10 * 1024);
      });
    });
    const hit = async (url: string) =>
      (await small.inject({ method: 'GET', url })).headers['x-page-cache'] === 'hit';
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await small.inject({ method: 'GET', url: `/a/${id}` });
    expect(smallRenders).toBe(5);
    expect(await hit('/a/p5')).toBe(true);
    expect(await hit('/a/p4')).toBe(true);
    expect(await hit('/a/p1')).toBe(false);
    await small.close();
  });
});
