import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_INVALID_MSG, PHONE_LENGTH_MSG, PHONE_REQUIRED_MSG } from '../../common/validation';
import { invites } from '../../server/db/schema';
import { LIMITS } from '../../server/services';
import { createTestApp, randomPhone, registerUser, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Info = {
  user: { user_id: number; nickname: string; fans_count: number; posts: number };
  type: number;
  mine: { invited_count: number; registered_count: number; share_path: string } | null;
};

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, u);
}

const invite = (body: Record<string, unknown>) =>
  t.client().post<{ recorded: boolean }>('/api/v1/user/invite', body);

async function inviteRow(phone: string) {
  const [row] = await t.database.db
    .select()
    .from(invites)
    .where(and(eq(invites.countryCode, '+86'), eq(invites.phone, phone)));
  return row;
}

describe('/api/v1/user/invite/info', () => {
  it('shows the inviter to anyone, and their figures and share path to the inviter only', async () => {
    const inviter = await member();
    const visitor = await t.client().post<Info>('/api/v1/user/invite/info', { user_id: inviter.userId });
    expect(visitor.errCode, visitor.msg).toBe('0');
    expect(visitor.data.user).toMatchObject({ user_id: inviter.userId, nickname: inviter.nickname });
    expect(visitor.data.user).not.toHaveProperty('phone');
    expect(visitor.data).toMatchObject({ type: 1, mine: null });

    const other = await member();
    const seenByOther = await other.post<Info>('/api/v1/user/invite/info', { user_id: inviter.userId });
    expect(seenByOther.data.mine).toBeNull();

    for (const phone of [randomPhone(), randomPhone()]) {
      expect((await invite({ user_id: inviter.userId, phone })).data.recorded).toBe(true);
    }
    const own = await inviter.post<Info>('/api/v1/user/invite/info', { user_id: inviter.userId, type: 3 });
    expect(own.data).toMatchObject({
      type: 3,
      mine: {
        invited_count: 2,
        registered_count: 0,
        share_path: `/h5/invite?user_id=${inviter.userId}&type=3`,
      },
    });
  });

  it('says 用户不存在 for an unknown or malformed user and rejects a bad type', async () => {
    const c = t.client();
    for (const user_id of [999_999_999, 0, 'abc', undefined]) {
      const res = await c.post('/api/v1/user/invite/info', { user_id });
      expect(res.msg, String(user_id)).toBe('用户不存在');
    }
    const inviter = await member();
    const bad = await c.post('/api/v1/user/invite/info', { user_id: inviter.userId, type: 0 });
    expect(bad).toMatchObject({ errCode: '400', msg: '邀请类型有误' });
  });
});

describe('/api/v1/user/invite', () => {
  it('records a phone for its first inviter only, and the member who registers with it claims it', async () => {
    const first = await member();
    const second = await member();
    const phone = randomPhone();
    const recorded = await invite({ user_id: first.userId, phone, type: 2 });
    expect(recorded).toMatchObject({ errCode: '0', data: { recorded: true } });
    const later = await invite({ user_id: second.userId, phone });
    expect(later).toMatchObject({ errCode: '0', data: { recorded: false }, msg: '该手机号已被邀请' });
    expect(await inviteRow(phone)).toMatchObject({ inviterId: first.userId, type: 2, inviteeId: null });

    const invitee = await registerUser(t.client(), { phone });
    const claimed = await inviteRow(phone);
    expect(claimed.inviteeId).toBe(invitee.userId);
    expect(claimed.registeredAt).toBeInstanceOf(Date);
    const own = await first.post<Info>('/api/v1/user/invite/info', { user_id: first.userId });
    expect(own.data.mine).toMatchObject({ invited_count: 1, registered_count: 1 });
  });

  it('keys an invitation by the normalised country code, so +086 is claimed by the +86 registration', async () => {
    const inviter = await member();
    const phone = randomPhone();
    const recorded = await invite({ user_id: inviter.userId, phone, country_code: '+0086' });
    expect(recorded).toMatchObject({ errCode: '0', data: { recorded: true } });
    const again = await invite({ user_id: (await member()).userId, phone, country_code: '+086' });
    expect(again.data.recorded).toBe(false);
    const invitee = await registerUser(t.client(), { phone });
    expect((await inviteRow(phone)).inviteeId).toBe(invitee.userId);
    const unknown = await invite({ user_id: inviter.userId, phone: '91234567', country_code: '+999' });
    expect(unknown.errCode).toBe('400');
  });

  it('lets exactly one of many concurrent inviters have a phone', async () => {
    const inviters = await Promise.all(Array.from({ length: 8 }, () => member()));
    const phone = randomPhone();
    const results = await Promise.all(inviters.map((m) => invite({ user_id: m.userId, phone })));
    expect(results.every((r) => r.errCode === '0')).toBe(true);
    expect(results.filter((r) => r.data.recorded)).toHaveLength(1);
    const winner = inviters[results.findIndex((r) => r.data.recorded)];
    expect((await inviteRow(phone)).inviterId).toBe(winner.userId);
  });

  it('refuses a registered phone, an unknown inviter and a malformed phone with the SPEC messages', async () => {
    const inviter = await member();
    const registered = await invite({ user_id: inviter.userId, phone: inviter.phone });
    expect(registered).toMatchObject({ errCode: '409', msg: '该手机号已注册' });

    const phone = randomPhone();
    const unknown = await invite({ user_id: 999_999_999, phone });
    expect(unknown).toMatchObject({ errCode: '404', msg: '用户不存在' });
    expect(await inviteRow(phone)).toBeUndefined();

    const cases: [string, string][] = [
      ['', PHONE_REQUIRED_MSG],
      ['1391234', PHONE_LENGTH_MSG],
      ['12012345678', PHONE_INVALID_MSG],
    ];
    for (const [bad, msg] of cases) {
      expect(await invite({ user_id: inviter.userId, phone: bad }), bad).toMatchObject({
        errCode: '400',
        msg,
      });
    }
    const abroad = await invite({ user_id: inviter.userId, phone: '91234567', country_code: '+852' });
    expect(abroad.data.recorded).toBe(true);
  });

  it('limits invitations per IP', async () => {
    const inviter = await member();
    const c = t.client();
    for (let i = 0; i < LIMITS.invitePerIp.points; i++) {
      const res = await c.post('/api/v1/user/invite', { user_id: inviter.userId, phone: randomPhone() });
      expect(res.errCode, res.msg).toBe('0');
    }
    const over = await c.post('/api/v1/user/invite', { user_id: inviter.userId, phone: randomPhone() });
    expect(over.status).toBe(429);
    expect(over.msg).toMatch(/^操作太频繁，请\d+秒后再试$/);
    expect((await invite({ user_id: inviter.userId, phone: randomPhone() })).errCode).toBe('0');
  });
});
