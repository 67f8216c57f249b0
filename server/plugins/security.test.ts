import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPlugin } from './security';

const app = Fastify();

beforeAll(async () => {
  await app.register(cookie);
  await app.register(securityPlugin, {
    csp: true,
    upgradeInsecure: false,
    connectOrigins: [],
    perMinute: 1000,
  });
  app.get('/api/v1/thing', async () => ({ errCode: '0' }));
  app.get('/page', async (_req, reply) =>
    reply.type('text/html').send(`<script nonce="${reply.scriptNonce}"></script>`),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('security headers', () => {
  it('gives API answers the fixed headers: a CSP that allows nothing, and no nonce', async () => {
    const [a, b] = await Promise.all([app.inject('/api/v1/thing'), app.inject('/api/v1/thing')]);
    expect(a.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(b.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(a.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(a.headers['x-powered-by']).toBeUndefined();
    expect(a.headers['cache-control']).toBe('no-store');
  });

  it('gives each page its own script nonce, named in its CSP', async () => {
    const [a, b] = await Promise.all([app.inject('/page'), app.inject('/page')]);
    const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1] ?? '';
    expect(nonceOf(a.body)).not.toBe(nonceOf(b.body));
    for (const res of [a, b]) {
      expect(nonceOf(res.body)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonceOf(res.body)}'`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
