import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastSmsCode, randomPhone, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Walks the local WeChat flow like a browser: wx-pc URL → authorise page → callback → back to the site. */
async function scan(c: TestClient, openId: string, path = '/study?x=1') {
  const start = await c.post<string>('/api/v1/user/login/wx-pc', { path });
  expect(start.errCode).toBe('0');
  const url = new URL(start.data, 'http://localhost');
  expect(url.pathname).toBe('/api/wx/dev-authorize');
  const page = await c.get(`${url.pathname}${url.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('微信授权登录');
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/wx/dev-authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80' },
    payload: new URLSearchParams({
      redirect_uri: url.searchParams.get('redirect_uri')!,
      state: url.searchParams.get('state')!,
      open_id: openId,
      nickname: '微信韭菜',
    }).toString(),
  });
  expect(confirm.statusCode).toBe(302);
  const back = await c.get(confirm.headers.location as string);
  expect(back.statusCode).toBe(302);
  return new URL(back.headers.location as string, 'http://localhost');
}

describe('WeChat login (local adapter)', () => {
  it('returns to the requested path with type=wx and openid', async () => {
    const openId = `o_test_${Date.now()}`;
    const back = await scan(t.client(), openId);
    expect(back.pathname).toBe('/study');
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('type')).toBe('wx');
    expect(back.searchParams.get('openid')).toBe(openId);
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example/steal',
    '///evil.example/steal',
    '/\t/evil.example/steal',
    '/\n/evil.example/steal',
    '/\r/evil.example/steal',
    '\t//evil.example/steal',
    'https://evil.example/steal',
  ])('never redirects off-site (path %j)', async (path) => {
    const openId = `o_redirect_${Date.now()}_${path.length}`;
    const back = await scan(t.client(), openId, path);
    expect(back.host).toBe('localhost');
    expect(back.pathname).not.toMatch(/^\/*evil\.example/);
    expect(back.searchParams.get('openid')).toBe(openId);
  });

  it('returns to a path with line breaks or Chinese characters percent-encoded, never a 500', async () => {
    const search = await scan(t.client(), `o_encode_${Date.now()}a`, '/搜索?q=茅台');
    expect(decodeURIComponent(search.pathname)).toBe('/搜索');
    expect(search.searchParams.get('q')).toBe('茅台');
    expect(search.searchParams.get('type')).toBe('wx');
    const broken = await scan(t.client(), `o_encode_${Date.now()}b`, '/stu\ndy\r?x=1#frag');
    expect(broken.host).toBe('localhost');
    expect(broken.pathname).toBe('/study');
    expect(broken.searchParams.get('x')).toBe('1');
    expect(broken.hash).toBe('#frag');
  });

  it('asks an unbound WeChat to bind a phone, then registers and logs in with it', async () => {
    const c = t.client();
    const openId = `o_test_${Date.now()}b`;
    await scan(c, openId);
    const unbound = await c.post('/api/v1/user/login/wx', { open_id: openId });
    expect(unbound).toMatchObject({
      errCode: '404',
      msg: '该微信尚未绑定手机号，请先绑定',
      data: { open_id: openId, nickname: '微信韭菜' },
    });
    const phone = randomPhone();
    await c.post('/api/v1/sms/send', { phone, type: 'register' });
    const code = await lastSmsCode(c, phone);
    const reg = await c.post<{ sessionToken: string }>('/api/v1/user/register/wx-pc', {
      country_code: '+86',
      phone,
      code,
      nickname: `微信${phone.slice(-4)}`,
      password: 'wx123456',
      open_id: openId,
      avatar: '',
    });
    expect(reg.errCode, reg.msg).toBe('0');
    expect(reg.data.sessionToken).toBe(c.cookies.get('SESSION'));
    expect((await c.post('/api/v1/user/info')).errCode).toBe('0');

    const other = t.client();
    await scan(other, openId);
    const login = await other.post<{ nickname: string; sessionToken: string }>('/api/v1/user/login/wx', {
      open_id: openId,
    });
    expect(login).toMatchObject({ errCode: '0', msg: '登录成功！' });
    expect(login.data.nickname).toBe(`微信${phone.slice(-4)}`);
    expect(login.data.sessionToken).toBe(other.cookies.get('SESSION'));
    expect(login.data.sessionToken).not.toBe(reg.data.sessionToken);
  });

  it('refuses an open_id this browser did not authorise', async () => {
    const openId = `o_test_${Date.now()}c`;
    await scan(t.client(), openId);
    const attacker = t.client();
    expect(await attacker.post('/api/v1/user/login/wx', { open_id: openId })).toMatchObject({
      errCode: '400',
      msg: '微信授权已失效，请重新扫码',
    });
    expect((await attacker.post('/api/v1/user/login/wx', {})).msg).toBe('缺少微信授权信息');
  });

  it('refuses a stale authorisation', async () => {
    const c = t.client();
    const openId = `o_test_${Date.now()}d`;
    await scan(c, openId);
    await t.database.db.execute(
      sql`update wechat_identities set authorized_at = now() - interval '11 minutes' where open_id = ${openId}`,
    );
    expect((await c.post('/api/v1/user/login/wx', { open_id: openId })).msg).toBe(
      '微信授权已失效，请重新扫码',
    );
  });

  it('rejects a forged callback', async () => {
    const res = await t.client().get('/api/wx/callback?code=forged.sig&state=bad.sig');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('授权已过期，请重新扫码');
  });
});
