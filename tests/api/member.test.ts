import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page<T> = { result: T[]; totalCount: number; pageNo: number };
type Post = {
  article_id: string;
  type: string;
  status: number;
  user: { user_id: number };
  forward?: { comment: string };
  action?: { create_time: string; comment: { comment_id: number; content: string } | null };
};
type Profile = {
  nickname: string;
  avatar: string;
  profile: string;
  province_code: string | null;
  city_code: string | null;
  nickname_changeable_at: string | null;
};
type Power = { key: string; granted: boolean; reason: string };

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, { userId: u.userId, nickname: u.nickname });
}

const update = (c: TestClient, body: Record<string, unknown>) => c.post<Profile>('/api/v1/user/update', body);
const mine = (c: TestClient, body: Record<string, unknown> = {}) =>
  c.post<Page<Post>>('/api/v2/user/article/mine', body);
const actions = (c: TestClient, type: number, body: Record<string, unknown> = {}) =>
  c.post<Page<Post>>('/api/v1/user/action/list', { type, ...body });

async function publish(c: TestClient, body: Record<string, unknown>) {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', body);
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}
const short = (text = `短文${randomInt(1e9)}`) => ({ type: 'garden', content: `<p>${text}</p>` });
const long = () => ({ type: 'long', title: `长文${randomInt(1e9)}`, content: '<p>长文正文</p>' });

/** The admin cookie as the client reads it. */
const adminCookie = (c: TestClient) => JSON.parse(decodeURIComponent(c.cookies.get('admin') ?? '{}'));

describe('/api/v1/user/update', () => {
  it('changes nickname, profile and area, and rewrites the admin cookie', async () => {
    const c = await member();
    const nickname = `新名${randomInt(1e6)}`;
    const res = await update(c, {
      nickname: `  ${nickname} `,
      profile: ' 价值投资者<script>x</script>\n长期持有 ',
      province_code: '440000',
      city_code: '440300',
    });
    expect(res).toMatchObject({ errCode: '0', msg: '保存成功' });
    expect(res.data).toMatchObject({
      nickname,
      profile: '价值投资者x 长期持有',
      province_code: '440000',
      city_code: '440300',
    });
    expect(res.data.nickname_changeable_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(adminCookie(c)).toMatchObject({ user_id: c.userId, nickname });
    // Fields not sent stay; a province alone clears the city.
    const again = await update(c, { province_code: '110000' });
    expect(again.data).toMatchObject({ nickname, profile: '价值投资者x 长期持有', city_code: null });
  });

  it('allows one rename per 30 days, atomically', async () => {
    const c = await member();
    const [a, b] = await Promise.all([
      update(c, { nickname: `甲${randomInt(1e6)}` }),
      update(c, { nickname: `乙${randomInt(1e6)}` }),
    ]);
    expect([a.errCode, b.errCode].sort()).toEqual(['0', '400']);
    const refused = a.errCode === '0' ? b : a;
    expect(refused.msg).toMatch(/^昵称每30天只能修改一次，.+后可再次修改$/);
    // The current name again is no rename, and other fields still save.
    const current = (a.errCode === '0' ? a : b).data.nickname;
    expect((await update(c, { nickname: current, profile: '你好' })).errCode).toBe('0');
    // 31 days later it may change again.
    await t.database.db
      .update(users)
      .set({ nicknameChangedAt: sql`now() - interval '31 days'` })
      .where(eq(users.id, c.userId));
    expect((await update(c, { nickname: `丙${randomInt(1e6)}` })).errCode).toBe('0');
  });

  it('refuses a nickname taken in any letter case, and bad lengths', async () => {
    const a = await member();
    const b = await member();
    const name = `Taken${randomInt(1e6)}`;
    expect((await update(a, { nickname: name })).errCode).toBe('0');
    expect(await update(b, { nickname: name.toLowerCase() })).toMatchObject({
      errCode: '409',
      msg: '该用户名已被使用',
    });
    expect(await update(b, { nickname: 'x' })).toMatchObject({
      errCode: '400',
      msg: '用户名长度为2~16个字符',
    });
    expect(await update(b, { nickname: '  ' })).toMatchObject({ errCode: '400', msg: '用户名不能为空！' });
    // The refused rename did not use up b's change.
    expect((await update(b, { nickname: `可用${randomInt(1e6)}` })).errCode).toBe('0');
  });

  it('accepts only images our storage handed out as the avatar', async () => {
    const c = await member();
    const token = await c.post<{ url: string }>('/api/v1/sts/token', {
      type: 'image',
      name: 'me.png',
      size: 1000,
      mime: 'image/png',
    });
    expect(token.data.url).toMatch(/^\/uploads\//);
    const ok = await update(c, { avatar: token.data.url });
    expect(ok.data.avatar).toBe(token.data.url);
    expect(adminCookie(c).avatar).toBe(token.data.url);
    for (const avatar of [
      'https://evil.example/a.png',
      '//evil.example/uploads/20260101/0123456789abcdef01234567.png',
      '/uploads/../secret.png',
      '/uploads/20260101/0123456789abcdef01234567.pdf',
      'javascript:alert(1)',
    ]) {
      expect(await update(c, { avatar })).toMatchObject({ errCode: '400', msg: '头像地址有误，请重新上传' });
    }
    // An empty avatar goes back to the default.
    expect((await update(c, { avatar: '' })).data.avatar).toBe('');
  });

  it('checks the area and the profile length', async () => {
    const c = await member();
    expect(await update(c, { province_code: '440000', city_code: '110100' })).toMatchObject({
      errCode: '400',
      msg: '所选城市不属于该省份',
    });
    expect(await update(c, { province_code: '990000' })).toMatchObject({ errCode: '400', msg: '省份不存在' });
    expect(await update(c, { city_code: '440300' })).toMatchObject({ errCode: '400', msg: '请先选择省份' });
    expect(await update(c, { province_code: '44' })).toMatchObject({
      errCode: '400',
      msg: '省份编码格式有误',
    });
    expect(await update(c, { profile: '长'.repeat(101) })).toMatchObject({
      errCode: '400',
      msg: '个人简介过长，最多100个字',
    });
    expect((await update(c, { profile: '长'.repeat(100) })).errCode).toBe('0');
    // Markup does not count towards the length: it is dropped.
    expect((await update(c, { profile: `<b>${'长'.repeat(100)}</b>` })).errCode).toBe('0');
  });

  it('needs a login', async () => {
    expect((await update(t.client(), { profile: 'x' })).errCode).toBe('1');
  });
});

describe('/api/v2/user/article/mine', () => {
  it('lists own posts in every state but draft and deleted, newest first, by tab', async () => {
    const c = await member();
    const other = await member();
    const first = await publish(c, long());
    const inReview = await publish(c, short('稳赚不赔的秘诀'));
    const hidden = await publish(c, short('内幕消息'));
    await t.app.services.posts.reject(hidden);
    const deleted = await publish(c, short());
    await c.post('/api/v1/article/delete', { article_id: deleted });
    await c.post('/api/v1/article/draft/save', short());
    const theirs = await publish(other, short());
    await expect(
      (await c.post('/api/v2/article/forward', { article_id: theirs, content: '好文' })).errCode,
    ).toBe('0');

    const all = await mine(c);
    expect(all.data.result.map((p) => [p.article_id, p.status])).toEqual([
      [hidden, 3],
      [inReview, 1],
      [first, 2],
    ]);
    expect(all.data.totalCount).toBe(3);
    expect((await mine(c, { type: 1 })).data.result.map((p) => p.article_id)).toEqual([first]);
    expect((await mine(c, { type: 3 })).data.result.map((p) => p.article_id)).toEqual([hidden, inReview]);
    const forwards = await mine(c, { type: 2 });
    expect(forwards.data.result).toMatchObject([{ article_id: theirs, forward: { comment: '好文' } }]);
    // Paged.
    const page2 = await mine(c, { start: 2, limit: 2 });
    expect(page2.data).toMatchObject({ pageNo: 2, totalCount: 3 });
    expect(page2.data.result.map((p) => p.article_id)).toEqual([first]);
    // Never someone else's.
    expect((await mine(other)).data.result.map((p) => p.article_id)).toEqual([theirs]);
    expect((await mine(t.client())).errCode).toBe('1');
    expect((await mine(c, { type: 9 })).errCode).toBe('400');
  });
});

describe('/api/v1/user/action/list', () => {
  it('lists likes, collections and comments, newest first, of published posts only', async () => {
    const author = await member();
    const c = await member();
    const p1 = await publish(author, short());
    const p2 = await publish(author, short());
    for (const id of [p1, p2]) {
      expect((await c.post('/api/v1/article/like', { article_id: id })).errCode).toBe('0');
    }
    expect((await c.post('/api/v1/article/collect', { article_id: p1 })).errCode).toBe('0');
    const comment = await c.post<{ comment_id: number }>('/api/v1/article/comment/add', {
      article_id: p2,
      content: '说得好',
    });
    expect(comment.errCode, comment.msg).toBe('0');

    const likes = await actions(c, 1);
    expect(likes.data.result.map((p) => p.article_id)).toEqual([p2, p1]);
    expect(likes.data.result[0]).toMatchObject({ is_like: 1, action: { comment: null } });
    expect((await actions(c, 2)).data.result.map((p) => p.article_id)).toEqual([p1]);
    const comments = await actions(c, 3);
    expect(comments.data.result).toMatchObject([
      { article_id: p2, action: { comment: { comment_id: comment.data.comment_id, content: '说得好' } } },
    ]);
    // A deleted post leaves every list.
    await author.post('/api/v1/article/delete', { article_id: p2 });
    expect((await actions(c, 1)).data.result.map((p) => p.article_id)).toEqual([p1]);
    expect((await actions(c, 3)).data.totalCount).toBe(0);
    // The author's own lists are theirs alone.
    expect((await actions(author, 1)).data.totalCount).toBe(0);
    expect((await actions(t.client(), 1)).errCode).toBe('1');
    expect((await actions(c, 4)).errCode).toBe('400');
  });
});

describe('permissions', () => {
  it('grants an active member the publishing options, with reasons for the rest', async () => {
    const c = await member();
    const powers = await c.post<Power[]>('/api/v1/user/power');
    const byKey = Object.fromEntries(powers.data.map((p) => [p.key, p]));
    expect(byKey.publish).toMatchObject({ granted: true, reason: '' });
    expect(byKey.read_limit.granted).toBe(true);
    expect(byKey.to_square).toMatchObject({ granted: true, reason: '' });
    // 付费阅读 and 悬赏 wait for 50 养分.
    expect(byKey.read_integral).toMatchObject({ granted: false, reason: '养分不足50' });
    expect(byKey.bounty).toMatchObject({ granted: false, reason: '养分不足50' });
    const held = await t.app.services.ledger.balance(c.userId, 'energy');
    await grantEnergy(t, c.userId, 50 - held);
    const after = Object.fromEntries(
      (await c.post<Power[]>('/api/v1/user/power')).data.map((p) => [p.key, p]),
    );
    expect(after.read_integral).toMatchObject({ granted: true, reason: '' });
    expect(after.bounty).toMatchObject({ granted: true, reason: '' });
    expect(await c.post('/api/v1/user/read/limit')).toMatchObject({
      errCode: '0',
      data: { allowed: true, max_days: 3650, presets: [0, 7, 30, 90, 180, 365] },
    });
  });

  it('grants a banned member nothing', async () => {
    const c = await member();
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, c.userId));
    // A banned member's session no longer works, so ask the service what the page would show.
    const powers = await t.app.services.members.powers(c.userId);
    expect(powers.every((p) => !p.granted && p.reason === '账号已被封禁')).toBe(true);
    expect((await t.app.services.members.readLimit(c.userId)).allowed).toBe(false);
    // Its open page is told why (plugins/session.ts).
    expect(await c.post('/api/v1/user/power')).toMatchObject({ errCode: '403', msg: '账号已被封禁' });
  });

  it('needs a login', async () => {
    expect((await t.client().post('/api/v1/user/power')).errCode).toBe('1');
    expect((await t.client().post('/api/v1/user/read/limit')).errCode).toBe('1');
  });
});
