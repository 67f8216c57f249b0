/**
 * Compression on the production build (issue 12): pages leave Brotli-compressed for a browser that accepts
 * it, and the hashed scripts and stylesheets are served from the .br files the build wrote, cached for a year.
 */
import { describe, expect, it } from 'vitest';
import { baseURL } from './support';

const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** fetch() decodes the body and keeps the headers, so both can be checked. */
const get = (path: string, acceptEncoding = BROWSER_ENCODINGS) =>
  fetch(new URL(path, baseURL()), { headers: { 'accept-encoding': acceptEncoding } });

describe('compressed pages and assets', () => {
  it('serves the home page and its assets compressed, the assets precompressed and immutable', async () => {
    for (const attempt of ['miss', 'hit']) {
      const page = await get('/');
      expect(page.headers.get('content-encoding'), attempt).toBe('br');
      expect(page.headers.get('vary'), attempt).toMatch(/accept-encoding/i);
      // A phone gets other links (/h5/article) from the same URL.
      expect(page.headers.get('vary'), attempt).toMatch(/user-agent/i);
      expect(await page.text(), attempt).toContain('研社');
    }
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const plain = await get(asset, 'identity');
      expect(plain.headers.get('content-encoding'), asset).toBeNull();
      const source = await plain.text();
      const br = await get(asset);
      expect(br.status, asset).toBe(200);
      expect(br.headers.get('content-encoding'), asset).toBe('br');
      expect(br.headers.get('vary'), asset).toMatch(/accept-encoding/i);
      expect(br.headers.get('cache-control'), asset).toMatch(/immutable/);
      expect(await br.text(), asset).toBe(source);
      // The build compressed every asset of 1 KB or more; compressing on the fly would stream without a length.
      if (Buffer.byteLength(source) >= 1024) {
        expect(Number(br.headers.get('content-length')), asset).toBeGreaterThan(0);
      }
      const gz = await get(asset, 'gzip');
      expect(gz.headers.get('content-encoding'), asset).toBe('gzip');
    }
  });
});
