/**
 * The editors' console's core (issue 15): system users' sessions, the SPEC §7 system-user calls, the audit
 * log, and the guard's answer for every console call × every role (the matrix walks app.consoleCalls, so
 * calls added by any module are covered as they are registered).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS, SYS_ROLES, type SysRole } from '../../common/console-vocab';
import type { AuditItem, SysMe, SysUserView } from '../../common/sysuser';
import { apiPath } from '../../server/app';
import { sysUsers } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { DEMO_CONSOLE_ADMIN, seedConsole } from '../../server/db/seed/console';
import type { ConsoleCall } from '../../server/modules/console/console-guard';
import { hashPassword } from '../../server/modules/user/user.service';
import {
  CONSOLE_TEST_PASSWORD,
  consoleClient,
  consoleLogin,
  createSysUser,
  sysUsername,
} from '../support/console';
import {
  createTestApp,
  randomIp,
  registerUser,
  signHeaders,
  type TestApp,
  type TestClient,
} from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_LOGGED_IN = { errCode: '1', msg: '请先登录管理后台' };
const PASSWORD_RULE_MSG = '密码使用字母、数字、字符至少两者结合，限8~12位';

const me = (c: TestClient) => c.post<SysMe>('/sysuser/me', undefined, { method: 'GET' });
const list = (c: TestClient, query = '') =>
  c.post<{ result: SysUserView[]; totalCount: number }>(`/susyser${query}`, undefined, { method: 'GET' });
const put = <T = SysUserView>(c: TestClient, path: string, body: Record<string, unknown>) =>
  c.post<T>(path, body, { method: 'PUT' });
const del = (c: TestClient, id: number) => c.post(`/sysuser/${id}`, undefined, { method: 'DELETE' });
const audit = (c: TestClient, body: Record<string, unknown> = {}) =>
  c.post<{ result: AuditItem[]; totalCount: number }>('/api/console/audit/list', body);

/** A client signed in as an existing system user. */
async function signedIn(username: string, password = CONSOLE_TEST_PASSWORD): Promise<TestClient> {
  const c = t.client();
  await consoleLogin(c, username, password);
  return c;
}

describe('console sessions', () => {
  it('logs in with a SYS_SESSION cookie of its own, answers /sysuser/me and logs out', async () => {
    const user = await createSysUser(t, 'editor');
    const c = t.client();
    const res = await t.app.inject({
      method: 'POST',
      url: '/sysuser/login',
      headers: { ...signed(), 'content-type': 'application/json' },
      payload: JSON.stringify({ username: user.username.toUpperCase(), password: user.password }),
    });
    expect(res.json()).toMatchObject({ errCode: '0', data: { username: user.username, role: 'editor' } });
    const cookie = res.cookies.find((k) => k.name === 'SYS_SESSION');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // No member cookie: a console login is not a member login.
    expect(res.cookies.map((k) => k.name)).toEqual(['SYS_SESSION']);
    c.cookies.set('SYS_SESSION', cookie?.value ?? '');

    const who = await me(c);
    expect(who.errCode).toBe('0');
    expect(who.data).toMatchObject({ id: user.id, username: user.username, role: 'editor' });
    expect(who.data.permissions).toEqual(SYS_PERMS('editor'));

    const token = c.cookies.get('SYS_SESSION') as string;
    expect((await c.post('/sysuser/logout')).errCode).toBe('0');
    expect(c.cookies.has('SYS_SESSION')).toBe(false);
    expect(await me(c)).toMatchObject(NOT_LOGGED_IN);
    // The token itself is dead, not only the cookie.
    c.cookies.set('SYS_SESSION', token);
    expect(await me(c)).toMatchObject(NOT_LOGGED_IN);
  });

  it('answers one message for a wrong password and an unknown username', async () => {
    const user = await createSysUser(t, 'moderator');
    const c = t.client();
    const wrong = await c.post('/sysuser/login', { username: user.username, password: 'Wrong#pass1' });
    const unknown = await c.post('/sysuser/login', {
      username: sysUsername('nobody'),
      password: 'Wrong#pass1',
    });
    expect(wrong).toMatchObject({ errCode: '400', msg: '用户名或密码错误' });
    expect(unknown).toMatchObject({ errCode: '400', msg: '用户名或密码错误' });
    expect(c.cookies.has('SYS_SESSION')).toBe(false);
    expect((await c.post('/sysuser/login', { username: '', password: '' })).errCode).toBe('400');
  });

  it('limits failed logins per username and per address', async () => {
    const user = await createSysUser(t, 'editor');
    // Five failures from different addresses lock the username, even for the right password.
    for (let i = 0; i < 5; i++) {
      const res = await t
        .client()
        .post('/sysuser/login', { username: user.username, password: 'Wrong#pass1' });
      expect(res.msg).toBe('用户名或密码错误');
    }
    const locked = await t
      .client()
      .post('/sysuser/login', { username: user.username, password: user.password });
    expect(locked).toMatchObject({ errCode: '429', status: 429 });
    expect(locked.msg).toMatch(/^密码错误次数过多，请\d+秒后再试$/);

    // Twenty failures from one address lock that address, whatever the username.
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      const res = await t
        .client({ ip })
        .post('/sysuser/login', { username: sysUsername('x'), password: 'Wrong#1a' });
      expect(res.errCode).toBe('400');
    }
    const other = await createSysUser(t, 'editor');
    const byIp = await t
      .client({ ip })
      .post('/sysuser/login', { username: other.username, password: other.password });
    expect(byIp).toMatchObject({ errCode: '429' });
    expect(byIp.msg).toMatch(/^登录失败次数过多/);
    // From another address the same user still logs in.
    await signedIn(other.username);
  });

  it('never counts a member session, nor a member token in the console cookie', async () => {
    const member = t.client();
    await registerUser(member);
    expect(await me(member)).toMatchObject(NOT_LOGGED_IN);
    const session = member.cookies.get('SESSION') as string;
    expect(session).toBeTruthy();
    const forged = t.client();
    forged.cookies.set('SYS_SESSION', session);
    expect(await me(forged)).toMatchObject(NOT_LOGGED_IN);
  });

  it('refuses a disabled system user at login and ends their sessions', async () => {
    const admin = await consoleClient(t, 'admin');
    const user = await createSysUser(t, 'editor');
    const c = await signedIn(user.username);
    expect((await put(admin, `/sysuser/${user.id}`, { status: 'disabled' })).errCode).toBe('0');
    expect(await me(c)).toMatchObject(NOT_LOGGED_IN);
    const again = await t
      .client()
      .post('/sysuser/login', { username: user.username, password: user.password });
    expect(again).toMatchObject({ errCode: '403', msg: '该账号已停用' });
    // Re-enabled: the old session stays ended, a new login works.
    expect((await put(admin, `/sysuser/${user.id}`, { status: 'active' })).errCode).toBe('0');
    expect(await me(c)).toMatchObject(NOT_LOGGED_IN);
    await signedIn(user.username);
  });

  it('routes SPEC’s paths outside /api, and only those, under /api', () => {
    expect(apiPath('/sysuser')).toBe('/api/sysuser');
    expect(apiPath('/sysuser/login')).toBe('/api/sysuser/login');
    expect(apiPath('/susyser?keyword=a')).toBe('/api/susyser?keyword=a');
    expect(apiPath('/sysusers')).toBe('/sysusers');
    expect(apiPath('/console/sysuser')).toBe('/console/sysuser');
  });

  it('requires the signed headers on every system-user path (no cross-site form posts)', async () => {
    for (const [method, url] of [
      ['POST', '/sysuser/login'],
      ['POST', '/sysuser/logout'],
      ['GET', '/sysuser/me'],
      ['GET', '/susyser?keyword=a'],
      ['POST', '/sysuser'],
      ['PUT', '/sysuser/1'],
      ['PUT', '/sysuser/password'],
      ['DELETE', '/sysuser/1'],
      ['POST', '/api/console/audit/list'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.json(), `${method} ${url}`).toMatchObject({ errCode: '110' });
    }
    // A form post from another site cannot log in either.
    const user = await createSysUser(t, 'editor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sysuser/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${user.username}&password=${encodeURIComponent(user.password)}`,
    });
    expect(res.json()).toMatchObject({ errCode: '110' });
    expect(res.cookies).toEqual([]);
  });
});

describe('system users (admin)', () => {
  it('lists with keyword and paging', async () => {
    const admin = await consoleClient(t, 'admin');
    const tag = sysUsername('kw').slice(3);
    for (let i = 0; i < 3; i++) await createSysUser(t, 'editor', { username: `list${i}${tag}` });
    const found = await list(admin, `?keyword=${tag.toUpperCase()}&start=1&limit=2`);
    expect(found.errCode).toBe('0');
    expect(found.data.totalCount).toBe(3);
    // Newest first.
    expect(found.data.result.map((u) => u.username)).toEqual([`list2${tag}`, `list1${tag}`]);
    const page2 = await list(admin, `?keyword=${tag}&start=2&limit=2`);
    expect(page2.data.result.map((u) => u.username)).toEqual([`list0${tag}`]);
    expect(page2.data.result[0]).toMatchObject({ role: 'editor', status: 'active', nickname: '' });
    expect(page2.data.result[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((page2.data.result[0] as Record<string, unknown>).password_hash).toBeUndefined();
    // % and _ are literal characters of the keyword, not patterns.
    expect((await list(admin, '?keyword=%25')).data.totalCount).toBe(0);
  });

  it('adds a system user with the password rule and a case-insensitive unique username', async () => {
    const admin = await consoleClient(t, 'admin');
    const username = sysUsername('New');
    const added = await admin.post<SysUserView>('/sysuser', {
      username,
      password: 'Abc#12345',
      role: 'moderator',
      nickname: '审核一号',
    });
    expect(added).toMatchObject({
      errCode: '0',
      data: { username, role: 'moderator', nickname: '审核一号' },
    });
    await signedIn(username, 'Abc#12345');

    const dup = await admin.post('/sysuser', {
      username: username.toLowerCase(),
      password: 'Abc#12345',
      role: 'editor',
    });
    expect(dup).toMatchObject({ errCode: '409', msg: '该用户名已存在' });
    const weak = await admin.post('/sysuser', {
      username: sysUsername('w'),
      password: 'abcdefgh',
      role: 'editor',
    });
    expect(weak).toMatchObject({ errCode: '400', msg: PASSWORD_RULE_MSG });
    const bai = await admin.post('/sysuser', {
      username: sysUsername('w'),
      password: 'bai12345',
      role: 'editor',
    });
    expect(bai).toMatchObject({ errCode: '400', msg: PASSWORD_RULE_MSG });
    const role = await admin.post('/sysuser', {
      username: sysUsername('w'),
      password: 'Abc#12345',
      role: 'root',
    });
    expect(role).toMatchObject({ errCode: '400', msg: '角色有误' });
    const name = await admin.post('/sysuser', { username: 'a b', password: 'Abc#12345', role: 'editor' });
    expect(name).toMatchObject({ errCode: '400', msg: '用户名为3~32位字母、数字、下划线、点或横线' });
  });

  it('changes role, name and status, and a password reset ends the user’s sessions', async () => {
    const admin = await consoleClient(t, 'admin');
    const user = await createSysUser(t, 'editor');
    const c = await signedIn(user.username);
    const changed = await put(admin, `/sysuser/${user.id}`, { role: 'moderator', nickname: '小审' });
    expect(changed).toMatchObject({ errCode: '0', data: { role: 'moderator', nickname: '小审' } });
    // The role applies to the open session at once.
    expect((await me(c)).data.role).toBe('moderator');

    expect((await put(admin, `/sysuser/${user.id}`, { password: 'short' })).msg).toBe(PASSWORD_RULE_MSG);
    expect((await put(admin, `/sysuser/${user.id}`, { password: 'Reset#2026' })).errCode).toBe('0');
    expect(await me(c)).toMatchObject(NOT_LOGGED_IN);
    await signedIn(user.username, 'Reset#2026');

    expect(await put(admin, '/sysuser/999999999', { nickname: 'x' })).toMatchObject({ errCode: '404' });
    expect(await put(admin, '/sysuser/abc', { nickname: 'x' })).toMatchObject({ errCode: '400' });
    expect(await put(admin, `/sysuser/${user.id}`, { status: 'gone' })).toMatchObject({ errCode: '400' });
  });

  it('never lets an admin demote, disable or delete themself', async () => {
    const self = await createSysUser(t, 'admin');
    const admin = await signedIn(self.username);
    const notSelf = { errCode: '403', msg: '不能停用、删除自己或取消自己的管理员角色' };
    expect(await put(admin, `/sysuser/${self.id}`, { role: 'editor' })).toMatchObject(notSelf);
    expect(await put(admin, `/sysuser/${self.id}`, { status: 'disabled' })).toMatchObject(notSelf);
    expect(await del(admin, self.id)).toMatchObject(notSelf);
    // Their own name and password they may change.
    expect((await put(admin, `/sysuser/${self.id}`, { nickname: '总编', role: 'admin' })).errCode).toBe('0');
    expect((await me(admin)).data).toMatchObject({ role: 'admin', nickname: '总编' });
  });

  it('keeps one active admin even when the last two demote or delete each other at once', async () => {
    // Only two active admins left.
    const a = await createSysUser(t, 'admin');
    const b = await createSysUser(t, 'admin');
    const [ca, cb] = [await signedIn(a.username), await signedIn(b.username)];
    await t.database.db
      .update(sysUsers)
      .set({ status: 'disabled' })
      .where(sql`${sysUsers.role} = 'admin' and ${sysUsers.id} not in (${a.id}, ${b.id})`);
    const before = (await audit(ca)).data.totalCount;

    const answers = await Promise.all([
      put(ca, `/sysuser/${b.id}`, { role: 'editor' }),
      put(cb, `/sysuser/${a.id}`, { status: 'disabled' }),
    ]);
    expect(answers.map((r) => r.errCode).sort()).toEqual(['0', '403']);
    expect(answers.find((r) => r.errCode === '403')?.msg).toBe('至少需要保留一名正常状态的管理员');
    const admins = await t.database.db
      .select({ id: sysUsers.id })
      .from(sysUsers)
      .where(sql`${sysUsers.role} = 'admin' and ${sysUsers.status} = 'active'`);
    expect(admins).toHaveLength(1);
    // The refused change wrote no audit entry (it rolled back with its transaction).
    const survivor = admins[0].id === a.id ? ca : cb;
    expect((await audit(survivor)).data.totalCount).toBe(before + 1);

    // The survivor is the last admin: nobody can take them out, and an admin added later can.
    const lastId = admins[0].id;
    expect(await put(survivor, `/sysuser/${lastId}`, { role: 'editor' })).toMatchObject({ errCode: '403' });
    const c = await createSysUser(t, 'admin');
    const cc = await signedIn(c.username);
    expect((await del(cc, lastId)).errCode).toBe('0');
    expect(await me(survivor)).toMatchObject(NOT_LOGGED_IN);
    expect(await del(cc, c.id)).toMatchObject({ errCode: '403' });
    // Two admins deleting each other at once: one wins.
    const d = await createSysUser(t, 'admin');
    const cd = await signedIn(d.username);
    const both = await Promise.all([del(cc, d.id), del(cd, c.id)]);
    expect(both.map((r) => r.errCode).sort()).toEqual(['0', '403']);
    // Put the other admins back for the rest of the file.
    await t.database.db.update(sysUsers).set({ status: 'active' }).where(eq(sysUsers.role, 'admin'));
  });

  it('deletes a system user, whose sessions end and whose audit entries keep their name', async () => {
    const admin = await consoleClient(t, 'admin');
    const user = await createSysUser(t, 'editor');
    const c = await signedIn(user.username);
    expect((await del(admin, user.id)).errCode).toBe('0');
    expect(await me(c)).toMatchObject(NOT_LOGGED_IN);
    expect(await del(admin, user.id)).toMatchObject({ errCode: '404', msg: '系统用户不存在' });
    const logins = await audit(admin, { actor: user.username, action: 'sysuser.login' });
    expect(logins.data.result).toHaveLength(1);
    expect(logins.data.result[0]).toMatchObject({ actor: user.username, target_id: String(user.id) });
  });
});

describe('demo admin (development seed)', () => {
  it('signs in as admin with the demo password, and a second seed keeps a changed password', async () => {
    await seedConsole(t.database.db, await hashPassword(DEMO_PASSWORD));
    const c = await signedIn(DEMO_CONSOLE_ADMIN, DEMO_PASSWORD);
    expect((await me(c)).data.role).toBe('admin');
    await put(c, '/sysuser/password', { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#26' });
    await seedConsole(t.database.db, await hashPassword(DEMO_PASSWORD));
    await signedIn(DEMO_CONSOLE_ADMIN, 'Changed#26');
  });
});

describe('own password', () => {
  it('checks the old password and SPEC’s rule, and ends every other session', async () => {
    const user = await createSysUser(t, 'moderator');
    const c = await signedIn(user.username);
    const other = await signedIn(user.username);
    const change = (body: Record<string, unknown>) => put<null>(c, '/sysuser/password', body);
    expect(await change({ oldPassword: 'Wrong#pass1', newPassword: 'Next#2026' })).toMatchObject({
      errCode: '400',
      msg: '原密码错误',
    });
    expect(await change({ oldPassword: user.password, newPassword: '12345678' })).toMatchObject({
      errCode: '400',
      msg: PASSWORD_RULE_MSG,
    });
    expect(await change({ oldPassword: user.password, newPassword: '' })).toMatchObject({ errCode: '400' });
    expect(await change({ oldPassword: user.password, newPassword: user.password })).toMatchObject({
      errCode: '400',
      msg: '新密码不能与原密码相同',
    });
    expect(await me(other)).toMatchObject({ errCode: '0' });
    expect(await change({ oldPassword: user.password, newPassword: 'Next#2026' })).toMatchObject({
      errCode: '0',
      msg: '密码修改成功',
    });
    expect((await me(c)).errCode).toBe('0');
    expect(await me(other)).toMatchObject(NOT_LOGGED_IN);
    const old = await t.client().post('/sysuser/login', { username: user.username, password: user.password });
    expect(old.msg).toBe('用户名或密码错误');
    await signedIn(user.username, 'Next#2026');
  });
});

describe('audit log', () => {
  it('records every system-user write with its actor, newest first, filtered by actor and action', async () => {
    const boss = await createSysUser(t, 'admin');
    const admin = await signedIn(boss.username);
    const username = sysUsername('aud');
    const added = await admin.post<SysUserView>('/sysuser', {
      username,
      password: 'Abc#12345',
      role: 'editor',
    });
    await put(admin, `/sysuser/${added.data.id}`, { role: 'moderator', password: 'Reset#2026' });
    await del(admin, added.data.id);

    const mine = await audit(admin, { actor: boss.username });
    expect(mine.data.result.map((e) => e.action)).toEqual([
      'sysuser.delete',
      'sysuser.update',
      'sysuser.add',
      'sysuser.login',
    ]);
    const [deleted, updated, add] = mine.data.result;
    expect(add).toMatchObject({
      actor: boss.username,
      target_type: 'sys_user',
      target_id: String(added.data.id),
      detail: { username, role: 'editor' },
    });
    expect(updated.detail).toEqual({ username, role: ['editor', 'moderator'], password_reset: true });
    expect(deleted.detail).toEqual({ username, role: 'moderator' });
    expect(JSON.stringify(mine.data.result)).not.toContain('Abc#12345');
    expect(add.ip).toBe(admin.ip);
    expect(add.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const adds = await audit(admin, { action: 'sysuser.add', limit: 1 });
    expect(adds.data.result).toHaveLength(1);
    expect(adds.data.result[0].detail.username).toBe(username);
    expect(adds.data.totalCount).toBeGreaterThanOrEqual(1);
  });
});

const SYS_PERMS = (role: SysRole) => [...ROLE_PERMISSIONS[role]];

/** The signed headers of the site's client. */
const signed = () => signHeaders(t.app.config.signSecret);

describe('the guard on every console call × every role', () => {
  /** A path of the call with every parameter filled (an id no row has). */
  const pathOf = (call: ConsoleCall) => call.url.replace(/:[A-Za-z_]+/g, '999999999').replace(/\*$/, 'x');

  async function send(c: TestClient, call: ConsoleCall) {
    const hasBody = call.method === 'POST' || call.method === 'PUT' || call.method === 'PATCH';
    return c.post(pathOf(call), hasBody ? {} : undefined, { method: call.method as 'POST' });
  }

  it('registers the console calls, the system-user ones among them', () => {
    const calls = t.app.consoleCalls.map((c) => `${c.method} ${c.url}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/sysuser/me',
        'GET /api/susyser',
        'POST /api/sysuser',
        'PUT /api/sysuser/:id',
        'DELETE /api/sysuser/:id',
        'PUT /api/sysuser/password',
        'POST /api/console/audit/list',
      ]),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('answers each role by its permissions, and visitors and members with the console login', async () => {
    const clients = Object.fromEntries(
      await Promise.all(SYS_ROLES.map(async (role) => [role, await consoleClient(t, role)] as const)),
    ) as Record<SysRole, TestClient>;
    const member = t.client();
    await registerUser(member);
    const visitor = t.client();
    let checked = 0;
    for (const call of t.app.consoleCalls) {
      const label = `${call.method} ${call.url}`;
      for (const outsider of [visitor, member]) {
        expect(await send(outsider, call), `${label} outsider`).toMatchObject(NOT_LOGGED_IN);
      }
      for (const role of SYS_ROLES) {
        const res = await send(clients[role], call);
        const allowed = call.permission === 'self' || can(role, call.permission);
        const refusedByGuard =
          (res.errCode === '1' && res.msg === NOT_LOGGED_IN.msg) ||
          (res.errCode === '403' && (res.data as { permission?: string } | null)?.permission !== undefined);
        if (allowed) expect(refusedByGuard, `${label} as ${role}: ${res.errCode} ${res.msg}`).toBe(false);
        else
          expect(res, `${label} as ${role}`).toMatchObject({
            errCode: '403',
            msg: '没有权限',
            data: { permission: call.permission },
          });
        checked++;
      }
    }
    expect(checked).toBe(t.app.consoleCalls.length * SYS_ROLES.length);
    // Every role's session is still the same one: no call logged anyone out.
    for (const role of SYS_ROLES) expect((await me(clients[role])).errCode, role).toBe('0');
  });
});
