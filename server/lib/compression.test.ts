import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWholeBody } from './compression';

const app = Fastify();
beforeAll(async () => {
  app.addHook('onSend', compressWholeBody);
  // Two callers' answers of the same size and shape, as two members' profiles would be.
  app.get('/me/:who', async (req) => ({ who: (req.params as { who: string }).who, pad: '研'.repeat(900) }));
  await app.ready();
});
afterAll(() => app.close());

const decode = (res: Awaited<ReturnType<typeof app.inject>>) =>
  JSON.parse(
    (res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : gunzipSync(res.rawPayload)
    ).toString(),
  );

describe('whole-body compression', () => {
  it('gives each caller their own answer, however often identical answers repeat', async () => {
    for (const encoding of ['br', 'gzip']) {
      for (let round = 0; round < 3; round++) {
        for (const who of ['alice', 'bobby']) {
          const res = await app.inject({ url: `/me/${who}`, headers: { 'accept-encoding': encoding } });
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toBe('accept-encoding');
          expect(decode(res).who).toBe(who);
        }
      }
    }
  });

  it('answers plain JSON to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: '/me/carol' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().who).toBe('carol');
  });
});
