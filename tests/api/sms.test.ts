import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../server/db/schema';
import { SMS_DAILY_CAP_PER_PHONE } from '../../server/modules/sms/sms.service';
import { createTestApp, lastSmsCode, randomPhone, registerUser, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves a phone's codes back in time, as if they had been sent earlier. */
async function age(phone: string, seconds: number) {
  await t.database.db.execute(
    sql`update sms_codes set created_at = created_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds}) where phone = ${phone}`,
  );
}

describe('/api/v1/sms/send', () => {
  it('sends a 6-digit code, stores only its hash, and lists it in the dev outbox', async () => {
    const c = t.client();
    const phone = randomPhone();
    const res = await c.post('/api/v1/sms/send', { country_code: '+86', phone, type: 'register' });
    expect(res).toMatchObject({ errCode: '0', msg: '验证码已发送' });
    const code = await lastSmsCode(c, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db.select().from(smsCodes).where(sql`phone = ${phone}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(expiresIn).toBeGreaterThan(299_000);
    expect(expiresIn).toBeLessThan(301_000);
  });

  it('gives the SPEC messages for missing and malformed phones', async () => {
    const c = t.client();
    expect((await c.post('/api/v1/sms/send', { type: 'register' })).msg).toBe('请输入手机号码');
    expect((await c.post('/api/v1/sms/send', { phone: '', type: 'register' })).msg).toBe('请输入手机号码');
    expect((await c.post('/api/v1/sms/send', { phone: '1381234', type: 'register' })).msg).toBe(
      '手机号为11位数字字符',
    );
    expect((await c.post('/api/v1/sms/send', { phone: '12812345678', type: 'register' })).msg).toBe(
      '请输入正确手机号码',
    );
    const badType = await c.post('/api/v1/sms/send', { phone: randomPhone(), type: 'hack' });
    expect(badType).toMatchObject({ errCode: '400', msg: '短信类型有误' });
  });

  it('refuses register for a registered phone and reset/sms_login for an unknown one', async () => {
    const c = t.client();
    const { phone } = await registerUser(c);
    expect(await t.client().post('/api/v1/sms/send', { phone, type: 'register' })).toMatchObject({
      errCode: '409',
      msg: '该手机号已注册',
    });
    const unknown = randomPhone();
    for (const type of ['reset_pwd', 'sms_login']) {
      expect(await t.client().post('/api/v1/sms/send', { phone: unknown, type })).toMatchObject({
        errCode: '404',
        msg: '该手机号未注册',
      });
    }
    await age(phone, 61);
    expect((await t.client().post('/api/v1/sms/send', { phone, type: 'sms_login' })).errCode).toBe('0');
  });

  it('refuses a resend within 60 seconds and allows it after', async () => {
    const c = t.client();
    const phone = randomPhone();
    expect((await c.post('/api/v1/sms/send', { phone, type: 'register' })).errCode).toBe('0');
    const again = await t.client().post('/api/v1/sms/send', { phone, type: 'register' });
    expect(again.errCode).toBe('429');
    expect(again.msg).toMatch(/^发送太频繁，请(60|59)秒后再试$/);
    await age(phone, 61);
    expect((await c.post('/api/v1/sms/send', { phone, type: 'register' })).errCode).toBe('0');
  });

  it('serialises concurrent sends for one phone: exactly one wins', async () => {
    const phone = randomPhone();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.client().post('/api/v1/sms/send', { phone, type: 'register' })),
    );
    expect(results.filter((r) => r.errCode === '0')).toHaveLength(1);
    const rows = await t.database.db.select().from(smsCodes).where(sql`phone = ${phone}`);
    expect(rows).toHaveLength(1);
  });

  it(`caps sends per phone per day at ${SMS_DAILY_CAP_PER_PHONE}`, async () => {
    const phone = randomPhone();
    for (let i = 0; i < SMS_DAILY_CAP_PER_PHONE; i++) {
      expect((await t.client().post('/api/v1/sms/send', { phone, type: 'register' })).errCode).toBe('0');
      await age(phone, 61);
    }
    const over = await t.client().post('/api/v1/sms/send', { phone, type: 'register' });
    expect(over).toMatchObject({ errCode: '429', msg: '该手机号今日获取验证码次数已达上限，请明天再试' });
  });

  it('caps sends per IP per day (SMS_IP_PER_DAY, default 30)', async () => {
    const ip = '10.200.0.1';
    const today = sql`date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`;
    await t.database.db.execute(sql`insert into sms_codes (country_code, phone, purpose, code_hash, expires_at, ip, created_at)
      select '+86', '1390000' || lpad(g::text, 4, '0'), 'register', 'x', now(), ${ip}, ${today} + interval '1 minute'
      from generate_series(1, ${t.app.config.smsIpPerDay}) g`);
    const over = await t.client({ ip }).post('/api/v1/sms/send', { phone: randomPhone(), type: 'register' });
    expect(over).toMatchObject({ errCode: '429', msg: '当前网络今日获取验证码次数已达上限，请明天再试' });
  });

  it('takes +086 and +0086 for +86: no code for a second account of a registered phone', async () => {
    const { phone } = await registerUser(t.client());
    for (const country_code of ['+086', '+0086']) {
      const res = await t.client().post('/api/v1/sms/send', { country_code, phone, type: 'register' });
      expect(res).toMatchObject({ errCode: '409', msg: '该手机号已注册' });
    }
  });

  it('counts +86, +086 and +0086 as one phone for the resend wait and the daily cap', async () => {
    const phone = randomPhone();
    const send = (country_code: string) =>
      t.client().post('/api/v1/sms/send', { country_code, phone, type: 'register' });
    expect((await send('+86')).errCode).toBe('0');
    for (const code of ['+086', '+0086'])
      expect((await send(code)).msg).toMatch(/^发送太频繁，请\d+秒后再试$/);
    for (let i = 1; i < SMS_DAILY_CAP_PER_PHONE; i++) {
      await age(phone, 61);
      expect((await send(i % 2 ? '+086' : '+0086')).errCode).toBe('0');
    }
    await age(phone, 61);
    expect((await send('+86')).msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    const rows = await t.database.db.select().from(smsCodes).where(sql`phone = ${phone}`);
    expect(new Set(rows.map((r) => r.countryCode))).toEqual(new Set(['+86']));
  });

  it('refuses country codes the country table does not list, and holds +086 to the mainland rule', async () => {
    for (const country_code of ['+999', '+0', '+0999']) {
      const res = await t
        .client()
        .post('/api/v1/sms/send', { country_code, phone: '12345678', type: 'register' });
      expect(res).toMatchObject({ errCode: '400', msg: '暂不支持该国家或地区的手机号' });
    }
    const short = await t
      .client()
      .post('/api/v1/sms/send', { country_code: '+086', phone: '12345', type: 'register' });
    expect(short).toMatchObject({ errCode: '400', msg: '手机号为11位数字字符' });
    const foreign = await t
      .client()
      .post('/api/v1/sms/send', { country_code: '+0852', phone: '51234567', type: 'register' });
    expect(foreign.errCode).toBe('0');
    const [row] = await t.database.db.select().from(smsCodes).where(sql`phone = '51234567'`);
    expect(row.countryCode).toBe('+852');
  });

  it('limits bursts of sends from one IP', async () => {
    const c = t.client();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await c.post('/api/v1/sms/send', { phone: randomPhone(), type: 'register' })).errCode);
    expect(codes.slice(0, 5)).toEqual(['0', '0', '0', '0', '0']);
    expect(codes[5]).toBe('429');
  });
});

describe('/api/v1/sms/valid', () => {
  async function sendCode(type = 'register') {
    const c = t.client();
    const phone = randomPhone();
    await c.post('/api/v1/sms/send', { phone, type });
    return { c, phone, code: await lastSmsCode(c, phone) };
  }

  it('accepts the right code', async () => {
    const { c, phone, code } = await sendCode();
    expect(await c.post('/api/v1/sms/valid', { phone, code, type: 'register' })).toMatchObject({
      errCode: '0',
    });
  });

  it('requires the code with the SPEC message', async () => {
    const { c, phone } = await sendCode();
    expect((await c.post('/api/v1/sms/valid', { phone, type: 'register' })).msg).toBe('验证码不能为空！');
    expect((await c.post('/api/v1/sms/valid', { phone, type: 'register', code: '12a' })).msg).toBe(
      '验证码为6位数字',
    );
  });

  it('counts wrong tries and locks the code after 5', async () => {
    const { c, phone, code } = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs = [];
    for (let i = 0; i < 5; i++)
      msgs.push((await c.post('/api/v1/sms/valid', { phone, code: wrong, type: 'register' })).msg);
    expect(msgs).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'register' })).msg).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('never allows more than 5 tries under concurrency', async () => {
    const { phone, code } = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 12 }, () =>
        t.client().post('/api/v1/sms/valid', { phone, code: wrong, type: 'register' }),
      ),
    );
    const [row] = await t.database.db.select().from(smsCodes).where(sql`phone = ${phone}`);
    expect(row.attempts).toBe(5);
  });

  it('rejects an expired code', async () => {
    const { c, phone, code } = await sendCode();
    await age(phone, 301);
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'register' })).msg).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('does not accept a code sent for another purpose', async () => {
    const { phone } = await registerUser(t.client());
    await age(phone, 61);
    const c = t.client();
    await c.post('/api/v1/sms/send', { phone, type: 'reset_pwd' });
    const code = await lastSmsCode(c, phone);
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'sms_login' })).errCode).not.toBe('0');
    expect((await c.post('/api/v1/sms/valid', { phone, code, type: 'reset_pwd' })).errCode).toBe('0');
  });
});

describe('dev SMS outbox', () => {
  it('lists codes newest first with the documented fields', async () => {
    const c = t.client();
    const phone = randomPhone();
    await c.post('/api/v1/sms/send', { phone, type: 'register' });
    await age(phone, 61);
    await c.post('/api/v1/sms/send', { phone, type: 'register' });
    const res = await c.get(`/api/dev/sms-outbox?phone=${phone}`);
    const data = res.json().data;
    expect(data).toHaveLength(2);
    expect(Object.keys(data[0]).sort()).toEqual(['code', 'country_code', 'create_time', 'phone', 'type']);
    expect(data[0].create_time >= data[1].create_time).toBe(true);
    expect(data[0].code).toBe(await lastSmsCode(c, phone));
  });

  it('is not served in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      API_SIGN_SECRET: 'prod-secret',
      APP_SECRET: 'a-production-app-secret',
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '研社',
      SMS_TEMPLATE_CODE: 'SMS_1',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=13900000000' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errCode).toBe('404');
    } finally {
      await prod.close();
    }
  });
});
