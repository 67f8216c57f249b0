/**
 * Absolute URLs come from the configured public origin (PUBLIC_URL), never from the request's Host or
 * X-Forwarded-Host (issue 11, security item 5). The pages' side (share links, the app QR code, the page
 * cache) is covered in Chromium by tests/e2e/revisit.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://www.yanshe.example';
const EVIL = 'evil.example';
const spoofed = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' };

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy Fastify would read the host from X-Forwarded-Host: neither may reach a URL.
  t = await createTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

describe('public origin', () => {
  it('builds the share link of forward-out from PUBLIC_URL', async () => {
    const c = t.client();
    await registerUser(c);
    const post = await c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: '分享',
    });
    const out = await c.post<{ url: string }>(
      '/api/v1/article/forward-out',
      { article_id: post.data.article_id },
      { headers: spoofed },
    );
    expect(out.data.url).toBe(`${PUBLIC_URL}/a/${post.data.article_id}`);
    expect(JSON.stringify(out)).not.toContain(EVIL);
  });

  it('sends WeChat back to the callback on PUBLIC_URL', async () => {
    const start = await t
      .client()
      .post<string>('/api/v1/user/login/wx-pc', { path: '/study' }, { headers: spoofed });
    expect(start.errCode).toBe('0');
    const redirect = new URL(start.data, PUBLIC_URL).searchParams.get('redirect_uri');
    expect(redirect).toBe(`${PUBLIC_URL}/api/wx/callback`);
    expect(decodeURIComponent(JSON.stringify(start))).not.toContain(EVIL);
  });
});
