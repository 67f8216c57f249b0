import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../common/html';
import { PROTOCOL_TYPES, PROTOCOLS } from '../../common/legal';
import { createTestApp, signHeaders, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API protocol', () => {
  it('answers /healthz with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: t.database.kind });
  });

  it('wraps success in the envelope with serverTime', async () => {
    const before = Date.now();
    const res = await t.client().post('/api/v1/area/country-code');
    expect(res.errCode).toBe('0');
    expect(res.msg).toBe(res.resultInfo);
    expect(res.serverTime).toBeGreaterThanOrEqual(before);
    expect(res.data).toEqual(expect.arrayContaining([{ name: '中国大陆', code: '+86' }]));
  });

  it('rejects a call without signature headers with errCode 110', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/area/country-code' });
    expect(res.json()).toMatchObject({ errCode: '110', msg: '签名错误或已过期' });
  });

  it('rejects a wrong token', async () => {
    const h = signHeaders(t.app.config.signSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/area/country-code',
      headers: { ...h, token: '0'.repeat(32) },
    });
    expect(res.json().errCode).toBe('110');
  });

  it('requires the platform header', async () => {
    const { platform: _, ...h } = signHeaders(t.app.config.signSecret);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/area/country-code', headers: h });
    expect(res.json().errCode).toBe('110');
  });

  it('rejects a correctly signed but stale timestamp (outside the skew window)', async () => {
    const h = signHeaders(t.app.config.signSecret, Date.now() - 6 * 60 * 1000);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/area/country-code', headers: h });
    expect(res.json().errCode).toBe('110');
    const ok = signHeaders(t.app.config.signSecret, Date.now() - 60 * 1000);
    const res2 = await t.app.inject({ method: 'POST', url: '/api/v1/area/country-code', headers: ok });
    expect(res2.json().errCode).toBe('0');
  });

  it('answers an unknown API path with an enveloped 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/no/such/thing',
      headers: signHeaders(t.app.config.signSecret),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errCode: '404', msg: '接口不存在' });
  });

  it('accepts form-encoded bodies as well as JSON', async () => {
    const c = t.client();
    const form = await c.post('/api/v1/area/city', { province_code: '110000' }, { form: true });
    const json = await c.post('/api/v1/area/city', { province_code: '110000' });
    expect(form.errCode).toBe('0');
    expect(form.data).toEqual(json.data);
  });

  it('never answers 500 to malformed input', async () => {
    const h = signHeaders(t.app.config.signSecret);
    const bad = [
      { payload: '{"phone": ', type: 'application/json' },
      { payload: '[1,2,3]', type: 'application/json' },
      { payload: '"just a string"', type: 'application/json' },
      { payload: 'phone=1&phone=2&type=register', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'application/xml' },
    ];
    for (const b of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sms/send',
        headers: { ...h, 'content-type': b.type },
        payload: b.payload,
      });
      expect(res.statusCode, b.payload).toBeLessThan(500);
      const body = res.json();
      expect(body.errCode, b.payload).not.toBe('0');
      expect(typeof body.msg).toBe('string');
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://res.wx.qq.com 'nonce-",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('global rate limit', () => {
  it('limits API calls per IP with a Chinese message', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const a = limited.client();
      const b = limited.client();
      for (let i = 0; i < 3; i++) expect((await a.post('/api/v1/area/country-code')).errCode).toBe('0');
      const over = await a.post('/api/v1/area/country-code');
      expect(over.status).toBe(429);
      expect(over.errCode).toBe('429');
      expect(over.msg).toMatch(/^操作太频繁，请稍后再试/);
      expect((await b.post('/api/v1/area/country-code')).errCode).toBe('0');
    } finally {
      await limited.close();
    }
  });
});

describe('/api/v1/user/protocol/{type}', () => {
  it('answers every agreement from the texts the /protocol pages show', async () => {
    const c = t.client();
    for (const type of PROTOCOL_TYPES) {
      const res = await c.post<{ type: string; title: string; content: string; update_time: string }>(
        `/api/v1/user/protocol/${type}`,
      );
      expect(res.errCode, type).toBe('0');
      const text = PROTOCOLS[type];
      expect(res.data).toMatchObject({ type, title: text.title, update_time: text.updated });
      expect(res.data.update_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const section of text.sections) {
        expect(res.data.content).toContain(`<h2>${escapeHtml(section.heading)}</h2>`);
        for (const paragraph of section.paragraphs)
          expect(res.data.content).toContain(`<p>${escapeHtml(paragraph)}</p>`);
      }
    }
    expect(PROTOCOL_TYPES).toEqual(expect.arrayContaining(['bounty', 'reward']));
  });

  it('says 协议不存在 for an unknown type', async () => {
    const res = await t.client().post('/api/v1/user/protocol/nope');
    expect(res).toMatchObject({ errCode: '404', msg: '协议不存在' });
  });
});
