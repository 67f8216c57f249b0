/** Issue 12 "Compression": API answers leave compressed in the encoding the client accepts. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signHeaders, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countries = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/area/country-code',
    headers: {
      ...signHeaders(t.app.config.signSecret),
      'content-type': 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    payload: '{}',
  });

describe('compressed API answers', () => {
  it('answers Brotli, gzip or plain JSON as the client accepts, always varying on Accept-Encoding', async () => {
    const plain = await countries();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = plain.json() as { errCode: string; data: unknown[] };
    expect(list.errCode).toBe('0');
    expect(list.data.length).toBeGreaterThan(20);

    const br = await countries('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(fromBr.data).toEqual(list.data);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await countries('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toEqual(list.data);
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/info',
      headers: { ...signHeaders(t.app.config.signSecret), 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ errCode: '1' });
  });
});
