import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { LIMITS } from '../../server/services';
import {
  createTestApp,
  lastSmsCode,
  randomPhone,
  registerUser,
  signHeaders,
  type TestApp,
  type TestClient,
  testRedisUrl,
} from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sendAndGetCode(c: TestClient, phone: string, type: string) {
  // Another flow may have sent to this phone within the last minute.
  await t.database.db.execute(
    sql`update sms_codes set created_at = created_at - interval '61 seconds' where phone = ${phone}`,
  );
  const sent = await c.post('/api/v1/sms/send', { phone, type });
  expect(sent.errCode, sent.msg).toBe('0');
  return lastSmsCode(c, phone);
}

describe('register', () => {
  it('registers with a verified code (sms/valid then register), logs in and sets both cookies', async () => {
    const c = t.client();
    const phone = randomPhone();
    const code = await sendAndGetCode(c, phone, 'register');
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'register' })).errCode).toBe('0');
    const res = await c.post<Record<string, unknown>>('/api/v1/user/register', {
      country_code: '+86',
      phone,
      nickname: '新韭菜',
      password: 'abc12345',
    });
    expect(res).toMatchObject({ errCode: '0', msg: '注册成功' });
    expect(res.data).toMatchObject({
      nickname: '新韭菜',
      has_pwd: true,
      follow_count: 0,
      fans_count: 0,
      posts: 0,
    });
    expect(res.data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(c.cookies.has('SESSION')).toBe(true);
    expect(JSON.parse(decodeURIComponent(c.cookies.get('admin')!))).toEqual({
      user_id: res.data.user_id,
      nickname: '新韭菜',
      avatar: '',
    });
    const info = await c.post('/api/v1/user/info');
    expect({ ...(info.data as object), sessionToken: c.cookies.get('SESSION') }).toEqual(res.data);
    const [row] = await t.database.db.select().from(users).where(sql`phone = ${phone}`);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('sets SESSION HttpOnly and SameSite=Lax, admin readable by scripts', async () => {
    const c = t.client();
    const phone = randomPhone();
    const code = await sendAndGetCode(c, phone, 'register');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { ...signHeaders(t.app.config.signSecret), 'content-type': 'application/json' },
      payload: { phone, code, nickname: `饼干${phone.slice(-4)}`, password: 'abc12345' },
      remoteAddress: c.ip,
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((h) => h.startsWith('SESSION='))!;
    const admin = setCookie.find((h) => h.startsWith('admin='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/); // only in production
    expect(admin).not.toMatch(/HttpOnly/);
  });

  it('refuses to register without a verified code', async () => {
    const c = t.client();
    const phone = randomPhone();
    await sendAndGetCode(c, phone, 'register');
    const res = await c.post('/api/v1/user/register', { phone, nickname: '没验证', password: 'abc12345' });
    expect(res).toMatchObject({ errCode: '400', msg: '请先获取并验证短信验证码' });
  });

  it('uses a code only once', async () => {
    const c = t.client();
    const phone = randomPhone();
    const code = await sendAndGetCode(c, phone, 'register');
    expect(
      (await c.post('/api/v1/user/register', { phone, code, nickname: '一次性', password: 'abc12345' }))
        .errCode,
    ).toBe('0');
    const again = await t.client().post('/api/v1/user/register', {
      phone: randomPhone(),
      code,
      nickname: '一次性2',
      password: 'abc12345',
    });
    expect(again.errCode).not.toBe('0');
  });

  it.each([
    ['', '密码不能为空'],
    ['abc1234', '密码至少8个字符,最多12个字符'],
    ['abc1234567890', '密码至少8个字符,最多12个字符'],
    ['abcdefgh', '密码使用字母、数字、字符至少两者结合，限8~12位'],
    ['12345678', '密码使用字母、数字、字符至少两者结合，限8~12位'],
    ['bai12345678', '密码使用字母、数字、字符至少两者结合，限8~12位'],
    ['abc 12345', '密码使用字母、数字、字符至少两者结合，限8~12位'],
  ])('rejects password %j with %s', async (password, msg) => {
    const c = t.client();
    const res = await c.post('/api/v1/user/register', {
      phone: randomPhone(),
      nickname: '测试密码',
      password,
      code: '123456',
    });
    expect(res).toMatchObject({ errCode: '400', msg });
  });

  it('accepts letters+symbols and digits+symbols passwords', async () => {
    for (const password of ['abcd!@#$', '1234!@#$']) {
      const r = await registerUser(t.client(), { password });
      expect(r.userId).toBeGreaterThan(0);
    }
  });

  it('requires a nickname and refuses a taken one (case-insensitive) without burning the code', async () => {
    const c = t.client();
    expect(
      (await c.post('/api/v1/user/register', { phone: randomPhone(), password: 'abc12345', code: '123456' }))
        .msg,
    ).toBe('用户名不能为空！');
    await registerUser(t.client(), { nickname: 'Alpha投资' });
    const phone = randomPhone();
    const code = await sendAndGetCode(c, phone, 'register');
    const taken = await c.post('/api/v1/user/register', {
      phone,
      code,
      nickname: 'alpha投资',
      password: 'abc12345',
    });
    expect(taken).toMatchObject({ errCode: '409', msg: '该用户名已被使用' });
    const retry = await c.post('/api/v1/user/register', {
      phone,
      nickname: 'Beta投资',
      password: 'abc12345',
    });
    expect(retry.errCode, retry.msg).toBe('0');
  });

  it('refuses a phone registered meanwhile (unique per country code)', async () => {
    const { phone } = await registerUser(t.client());
    const res = await t
      .client()
      .post('/api/v1/user/register', { phone, nickname: '抢注', password: 'abc12345', code: '000000' });
    expect(res.errCode).not.toBe('0');
    expect(await t.database.db.$count(users, sql`phone = ${phone}`)).toBe(1);
  });
});

describe('login by password', () => {
  it('logs in, and errors say what is missing with SPEC messages', async () => {
    const { phone, password } = await registerUser(t.client());
    const c = t.client();
    expect((await c.post('/api/v1/user/login', { password })).msg).toBe('请输入手机号码！');
    expect((await c.post('/api/v1/user/login', { phone })).msg).toBe('密码不能为空！');
    const res = await c.post('/api/v1/user/login', { phone, password });
    expect(res).toMatchObject({ errCode: '0', msg: '登录成功！' });
    expect((await c.post('/api/v1/user/info')).errCode).toBe('0');
  });

  it('gives one message for a wrong password and an unknown phone', async () => {
    const { phone } = await registerUser(t.client());
    const wrong = await t.client().post('/api/v1/user/login', { phone, password: 'wrong1234' });
    const unknown = await t
      .client()
      .post('/api/v1/user/login', { phone: randomPhone(), password: 'wrong1234' });
    expect(wrong).toMatchObject({ errCode: '400', msg: '手机号或密码错误' });
    expect(unknown).toMatchObject({ errCode: '400', msg: '手机号或密码错误' });
  });

  it('locks a phone after 5 failures, even from different IPs, and the right password then waits too', async () => {
    const { phone, password } = await registerUser(t.client());
    for (let i = 0; i < 5; i++) await t.client().post('/api/v1/user/login', { phone, password: 'wrong1234' });
    const locked = await t.client().post('/api/v1/user/login', { phone, password });
    expect(locked.errCode).toBe('429');
    expect(locked.msg).toMatch(/^密码错误次数过多，请\d+秒后再试，或使用验证码登录$/);
  });

  it('limits login failures per IP across phones', async () => {
    const c = t.client();
    let last = '';
    for (let i = 0; i < 31; i++)
      last = (await c.post('/api/v1/user/login', { phone: randomPhone(), password: 'wrong1234' })).errCode;
    expect(last).toBe('429');
  });

  it('refuses a banned member', async () => {
    const { phone, password } = await registerUser(t.client());
    await t.database.db.execute(sql`update users set status = 1 where phone = ${phone}`);
    expect(await t.client().post('/api/v1/user/login', { phone, password })).toMatchObject({
      errCode: '403',
      msg: '账号已被封禁',
    });
  });
});

describe('login by SMS', () => {
  it('logs in with a verified sms_login code', async () => {
    const { phone } = await registerUser(t.client());
    const c = t.client();
    const code = await sendAndGetCode(c, phone, 'sms_login');
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'sms_login' })).errCode).toBe('0');
    const res = await c.post('/api/v1/user/login/sms', { country_code: '+86', phone });
    expect(res).toMatchObject({ errCode: '0', msg: '登录成功！' });
    expect((await c.post('/api/v1/user/info')).errCode).toBe('0');
  });

  it('refuses without a verified code', async () => {
    const { phone } = await registerUser(t.client());
    expect((await t.client().post('/api/v1/user/login/sms', { phone })).msg).toBe('请先获取并验证短信验证码');
  });

  it('counts a wrong inline code as a try', async () => {
    const { phone } = await registerUser(t.client());
    const c = t.client();
    const code = await sendAndGetCode(c, phone, 'sms_login');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await c.post('/api/v1/user/login/sms', { phone, code: wrong })).msg).toBe(
      '验证码错误，还可尝试4次',
    );
    expect((await c.post('/api/v1/user/login/sms', { phone, code })).errCode).toBe('0');
  });
});

/** The wrong-password answers and the lock answers of a burst of concurrent logins. */
async function burst(logins: Promise<{ errCode: string; msg: string }>[]) {
  const answers = await Promise.all(logins);
  return {
    wrong: answers.filter((a) => a.msg === '手机号或密码错误').length,
    locked: answers.filter((a) => a.errCode === '429').length,
  };
}

describe.each([
  { store: 'memory', env: undefined },
  ...(testRedisUrl ? [{ store: 'Redis', env: { REDIS_URL: testRedisUrl } }] : []),
])('password-failure limits under concurrency ($store)', ({ env }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = env ? await createTestApp(env) : t;
  });
  afterAll(async () => {
    if (app !== t) await app.close();
  });

  it(`answers at most ${LIMITS.loginFailPerPhone.points} of 100 concurrent wrong logins for one phone`, async () => {
    const { phone } = await registerUser(app.client());
    const res = await burst(
      Array.from({ length: 100 }, () =>
        app.client().post('/api/v1/user/login', { phone, password: 'wrong1234' }),
      ),
    );
    expect(res).toEqual({
      wrong: LIMITS.loginFailPerPhone.points,
      locked: 100 - LIMITS.loginFailPerPhone.points,
    });
  });

  it(`answers at most ${LIMITS.loginFailPerIp.points} of 100 concurrent wrong logins from one IP`, async () => {
    const c = app.client();
    const res = await burst(
      Array.from({ length: 100 }, () =>
        c.post('/api/v1/user/login', { phone: randomPhone(), password: 'wrong1234' }),
      ),
    );
    expect(res).toEqual({ wrong: LIMITS.loginFailPerIp.points, locked: 100 - LIMITS.loginFailPerIp.points });
  });
});

describe('SMS login while the password is locked', () => {
  it('stays open when a phone is locked, says so, and lifts the lock', async () => {
    const { phone, password } = await registerUser(t.client());
    for (let i = 0; i < 5; i++) await t.client().post('/api/v1/user/login', { phone, password: 'wrong1234' });
    const c = t.client();
    const locked = await c.post('/api/v1/user/login', { phone, password });
    expect(locked).toMatchObject({ errCode: '429' });
    expect(locked.msg).toMatch(/^密码错误次数过多，请\d+秒后再试，或使用验证码登录$/);
    const code = await sendAndGetCode(c, phone, 'sms_login');
    expect(await c.post('/api/v1/user/login/sms', { phone, code })).toMatchObject({
      errCode: '0',
      msg: '登录成功！',
    });
    expect((await t.client().post('/api/v1/user/login', { phone, password })).errCode).toBe('0');
  });

  it('stays open on an IP locked by failures, and says so', async () => {
    const { phone, password } = await registerUser(t.client());
    const c = t.client();
    for (let i = 0; i < LIMITS.loginFailPerIp.points; i++)
      await c.post('/api/v1/user/login', { phone: randomPhone(), password: 'wrong1234' });
    const locked = await c.post('/api/v1/user/login', { phone, password });
    expect(locked).toMatchObject({ errCode: '429' });
    expect(locked.msg).toMatch(/^登录失败次数过多，请\d+秒后再试，或使用验证码登录$/);
    const code = await sendAndGetCode(c, phone, 'sms_login');
    expect((await c.post('/api/v1/user/login/sms', { phone, code })).errCode).toBe('0');
    expect((await c.post('/api/v1/user/info')).errCode).toBe('0');
  });
});

describe('one phone, one account (country codes)', () => {
  it('registers +086 and +0086 as +86 and never opens a second account for the phone', async () => {
    const phone = randomPhone();
    const c = t.client();
    const code = await sendAndGetCode(c, phone, 'register');
    expect(
      (await c.post('/api/v1/sms/valid', { country_code: '+0086', phone, code, type: 'register' })).errCode,
    ).toBe('0');
    const res = await c.post<{ country_code: string }>('/api/v1/user/register', {
      country_code: '+086',
      phone,
      nickname: `零区号${phone.slice(-4)}`,
      password: 'abc12345',
    });
    expect(res).toMatchObject({ errCode: '0', data: { country_code: '+86' } });
    for (const country_code of ['+86', '+086', '+0086']) {
      const again = await t.client().post('/api/v1/sms/send', { country_code, phone, type: 'register' });
      expect(again.msg).toBe('该手机号已注册');
      const login = await t
        .client()
        .post('/api/v1/user/login', { country_code, phone, password: 'abc12345' });
      expect(login.errCode).toBe('0');
    }
    const rows = await t.database.db.select().from(users).where(sql`phone = ${phone}`);
    expect(rows.map((r) => r.countryCode)).toEqual(['+86']);
  });

  it('refuses a country code the country table does not list', async () => {
    const res = await t
      .client()
      .post('/api/v1/user/login', { country_code: '+999', phone: '12345678', password: 'x' });
    expect(res).toMatchObject({ errCode: '400', msg: '暂不支持该国家或地区的手机号' });
  });
});

describe('session token in the answer (SPEC §3)', () => {
  /** A fresh client carrying only this token as its SESSION cookie. */
  const infoWith = (token: string) => {
    const other = t.client();
    other.cookies.set('SESSION', token);
    return other.post('/api/v1/user/info');
  };

  it('answers data.sessionToken from password and SMS login, the SESSION cookie it also sets', async () => {
    const { phone, password } = await registerUser(t.client());
    const byPassword = t.client();
    const res = await byPassword.post<{ sessionToken: string }>('/api/v1/user/login', { phone, password });
    expect(res.data.sessionToken).toMatch(/^\S{20,}$/);
    expect(res.data.sessionToken).toBe(byPassword.cookies.get('SESSION'));
    expect((await infoWith(res.data.sessionToken)).errCode).toBe('0');

    const bySms = t.client();
    const code = await sendAndGetCode(bySms, phone, 'sms_login');
    const sms = await bySms.post<{ sessionToken: string }>('/api/v1/user/login/sms', { phone, code });
    expect(sms.data.sessionToken).toBe(bySms.cookies.get('SESSION'));
    expect(sms.data.sessionToken).not.toBe(res.data.sessionToken);
    expect((await infoWith(sms.data.sessionToken)).errCode).toBe('0');
  });

  it('answers it from register too, and never from a failed login', async () => {
    const c = t.client();
    const phone = randomPhone();
    const code = await sendAndGetCode(c, phone, 'register');
    const res = await c.post<{ sessionToken: string }>('/api/v1/user/register', {
      phone,
      nickname: `令牌${phone.slice(-6)}`,
      password: 'abc12345',
      code,
    });
    expect(res.data.sessionToken).toBe(c.cookies.get('SESSION'));
    const failed = await t.client().post('/api/v1/user/login', { phone, password: 'wrong1234' });
    expect(failed).toMatchObject({ errCode: '400', data: null });
  });
});

describe('session', () => {
  it('answers errCode 1 without a session, with a garbage cookie, and after logout', async () => {
    const c = t.client();
    expect((await c.post('/api/v1/user/info')).errCode).toBe('1');
    c.cookies.set('SESSION', 'garbage');
    expect((await c.post('/api/v1/user/info')).errCode).toBe('1');
    await registerUser(c);
    const token = c.cookies.get('SESSION')!;
    const out = await c.post('/api/v1/user/logout');
    expect(out).toMatchObject({ errCode: '0', msg: '已退出登录' });
    expect(c.cookies.has('SESSION')).toBe(false);
    expect(c.cookies.has('admin')).toBe(false);
    c.cookies.set('SESSION', token);
    expect((await c.post('/api/v1/user/info')).errCode).toBe('1');
  });

  it('rejects an expired session', async () => {
    const c = t.client();
    const { userId } = await registerUser(c);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    expect((await c.post('/api/v1/user/info')).errCode).toBe('1');
  });

  it('stores only a hash of the session token', async () => {
    const c = t.client();
    const { userId } = await registerUser(c);
    const rows = await t.database.db.select().from(sessions).where(sql`user_id = ${userId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(decodeURIComponent(c.cookies.get('SESSION')!));
    expect(rows[0].ip).toBe(c.ip);
  });
});

describe('change password', () => {
  it('needs a login', async () => {
    expect((await t.client().post('/api/v1/user/password/change', { password: 'new12345' })).errCode).toBe(
      '1',
    );
  });

  it('checks the old password and the new rule with SPEC messages', async () => {
    const c = t.client();
    const { password } = await registerUser(c);
    expect((await c.post('/api/v1/user/password/change', { password: 'new12345' })).msg).toBe(
      '请输入原始登录密码',
    );
    expect((await c.post('/api/v1/user/password/change', { old_password: password })).msg).toBe(
      '密码不能为空！',
    );
    expect(
      (await c.post('/api/v1/user/password/change', { old_password: password, password: 'abcdefgh' })).msg,
    ).toBe('密码使用字母、数字、字符至少两者结合，限8~12位');
    expect(
      (await c.post('/api/v1/user/password/change', { old_password: 'nope1234', password: 'new12345' })).msg,
    ).toBe('原始登录密码错误');
  });

  it('changes it, ends other sessions, keeps this browser logged in, and the new password works', async () => {
    const a = t.client();
    const { phone, password } = await registerUser(a);
    const b = t.client();
    expect((await b.post('/api/v1/user/login', { phone, password })).errCode).toBe('0');
    const res = await a.post('/api/v1/user/password/change', {
      old_password: password,
      password: 'new!2345',
    });
    expect(res).toMatchObject({ errCode: '0', msg: '密码修改成功' });
    expect((await a.post('/api/v1/user/info')).errCode).toBe('0');
    expect((await b.post('/api/v1/user/info')).errCode).toBe('1');
    expect((await t.client().post('/api/v1/user/login', { phone, password })).errCode).toBe('400');
    expect((await t.client().post('/api/v1/user/login', { phone, password: 'new!2345' })).errCode).toBe('0');
  });
});

describe('reset password', () => {
  it('resets with a reset_pwd code and ends every session', async () => {
    const a = t.client();
    const { phone } = await registerUser(a);
    const c = t.client();
    const code = await sendAndGetCode(c, phone, 'reset_pwd');
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'reset_pwd' })).errCode).toBe('0');
    const res = await c.post('/api/v1/user/password/reset', { phone, password: 'reset123' });
    expect(res).toMatchObject({ errCode: '0', msg: '密码重置成功，请重新登录' });
    expect((await a.post('/api/v1/user/info')).errCode).toBe('1');
    expect((await t.client().post('/api/v1/user/login', { phone, password: 'reset123' })).errCode).toBe('0');
  });

  it('refuses without a verified code and with a bad password', async () => {
    const { phone } = await registerUser(t.client());
    expect((await t.client().post('/api/v1/user/password/reset', { phone, password: 'reset123' })).msg).toBe(
      '请先获取并验证短信验证码',
    );
    expect((await t.client().post('/api/v1/user/password/reset', { phone, password: 'short' })).msg).toBe(
      '密码至少8个字符,最多12个字符',
    );
  });
});
