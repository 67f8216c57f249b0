import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../server/db/schema';
import { insertUser } from '../../server/modules/user/user.repo';
import { createTestApp, randomPhone, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page<T> = { result: T[]; totalCount: number; next_cursor?: string; hasNext: boolean };
type State = { follow_status: number; follow_type: number; fans_count: number };
type Card = {
  user_id: number;
  nickname: string;
  follow_status: number;
  follow_type: number;
  fans_count: number;
};
type Post = { article_id: string; type: string; user: { user_id: number }; forward?: { comment: string } };

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, { userId: u.userId, nickname: u.nickname });
}

/** Members straight in the table, for the concurrency checks (no SMS flow per member). */
async function rawUsers(n: number): Promise<number[]> {
  const rows = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      insertUser(t.database.db, {
        countryCode: '+86',
        phone: randomPhone(),
        nickname: `并发${randomInt(1e9)}${i}`,
        passwordHash: null,
        avatar: '',
        profile: '',
        styleStr: '',
      }),
    ),
  );
  return rows.map((r) => r.id);
}

const follow = (c: TestClient, user_id: number, type = 1) =>
  c.post<State>('/api/v1/user/fans/follow', { user_id, type });
const followList = (c: TestClient, body: Record<string, unknown>) =>
  c.post<Page<Card>>('/api/v1/user/fans/follow-list', body);
const homeArticles = (c: TestClient, body: Record<string, unknown>) =>
  c.post<Page<Post>>('/api/v2/user/article/homepage', body);
const feed = (c: TestClient, body: Record<string, unknown>) =>
  c.post<Page<Post>>('/api/v2/user/article/follow', body);

async function publish(c: TestClient, type: 'long' | 'garden' | 'live' = 'garden') {
  const body =
    type === 'long'
      ? { type, title: `长文${randomInt(1e9)}`, content: '<p>长文正文内容</p>' }
      : { type, content: `<p>短文内容${randomInt(1e9)}</p>` };
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', body);
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}

async function counts(id: number) {
  const [row] = await t.database.db
    .select({ follow: users.followCount, fans: users.fansCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('follow', () => {
  it('follows, is idempotent, unfollows and keeps both counters exact', async () => {
    const a = await member();
    const b = await member();
    expect((await follow(a, b.userId)).data).toEqual({ follow_status: 1, follow_type: 0, fans_count: 1 });
    expect((await follow(a, b.userId)).data).toEqual({ follow_status: 1, follow_type: 0, fans_count: 1 });
    expect(await counts(a.userId)).toEqual({ follow: 1, fans: 0 });
    const off = await follow(a, b.userId, 0);
    expect(off).toMatchObject({ errCode: '0', msg: '已取消关注' });
    expect(off.data).toEqual({ follow_status: 0, follow_type: 0, fans_count: 0 });
    expect((await follow(a, b.userId, 0)).data.fans_count).toBe(0);
    expect(await counts(a.userId)).toEqual({ follow: 0, fans: 0 });
  });

  it('special follow follows first, and cancelling it keeps the follow', async () => {
    const a = await member();
    const b = await member();
    expect((await follow(a, b.userId, 2)).data).toEqual({ follow_status: 1, follow_type: 1, fans_count: 1 });
    expect((await follow(a, b.userId, 3)).data).toEqual({ follow_status: 1, follow_type: 0, fans_count: 1 });
    expect((await follow(a, b.userId, 2)).data).toEqual({ follow_status: 1, follow_type: 1, fans_count: 1 });
    // A plain follow request does not undo the special mark.
    expect((await follow(a, b.userId, 1)).data.follow_type).toBe(1);
    expect((await follow(a, b.userId, 0)).data).toEqual({ follow_status: 0, follow_type: 0, fans_count: 0 });
    expect((await follow(a, b.userId, 3)).data).toEqual({ follow_status: 0, follow_type: 0, fans_count: 0 });
  });

  it('rejects self, unknown users, bad types and visitors', async () => {
    const a = await member();
    expect(await follow(a, a.userId)).toMatchObject({ errCode: '400', msg: '不能关注自己' });
    expect(await follow(a, 999_999_999)).toMatchObject({ errCode: '404', msg: '用户不存在' });
    expect((await follow(a, a.userId + 1, 7)).errCode).toBe('400');
    expect((await follow(t.client(), a.userId)).errCode).toBe('1');
  });

  it('counts 30 concurrent follows of one member exactly', async () => {
    const [target, ...fans] = await rawUsers(31);
    const svc = t.app.services.follows;
    await Promise.all(fans.map((f) => svc.follow(f, target, 1)));
    expect((await counts(target)).fans).toBe(30);
    // Everyone again, at once: nothing changes.
    await Promise.all(fans.map((f) => svc.follow(f, target, 1)));
    expect((await counts(target)).fans).toBe(30);
    await Promise.all(fans.slice(0, 10).map((f) => svc.follow(f, target, 0)));
    expect((await counts(target)).fans).toBe(20);
  });

  it('keeps counters equal to the rows under racing follow and unfollow, both directions', async () => {
    const [x, y] = await rawUsers(2);
    const svc = t.app.services.follows;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? svc.follow(x, y, i % 4 === 1 ? 1 : 0) : svc.follow(y, x, i % 4 === 0 ? 2 : 0),
      ),
    );
    const rows = await t.database.db
      .select()
      .from(follows)
      .where(inArray(follows.followerId, [x, y]));
    const xFollows = rows.some((r) => r.followerId === x) ? 1 : 0;
    const yFollows = rows.some((r) => r.followerId === y) ? 1 : 0;
    expect(await counts(x)).toEqual({ follow: xFollows, fans: yFollows });
    expect(await counts(y)).toEqual({ follow: yFollows, fans: xFollows });
  });
});

describe('follow list', () => {
  it('lists follows and fans newest first with the viewer relation', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const viewer = await member();
    await follow(a, b.userId);
    await follow(a, c.userId);
    await follow(b, a.userId);
    await follow(viewer, c.userId, 2);

    const list = await followList(viewer, { user_id: a.userId, type: 'follow' });
    expect(list.data.totalCount).toBe(2);
    expect(list.data.result.map((u) => u.user_id)).toEqual([c.userId, b.userId]);
    expect(list.data.result[0]).toMatchObject({ follow_status: 1, follow_type: 1, fans_count: 2 });
    expect(list.data.result[1]).toMatchObject({ follow_status: 0, follow_type: 0, nickname: b.nickname });
    expect(list.data.result[0]).not.toHaveProperty('phone');

    const fans = await followList(t.client(), { user_id: a.userId, type: 'fans' });
    expect(fans.data.result.map((u) => u.user_id)).toEqual([b.userId]);
    expect(fans.data.result[0]).toMatchObject({ follow_status: 0 });

    // Without user_id it is the viewer's own list, which needs a login.
    const own = await followList(a, { type: 'fans' });
    expect(own.data.result.map((u) => u.user_id)).toEqual([b.userId]);
    expect(own.data.result[0]).toMatchObject({ follow_status: 1 });
    expect((await followList(t.client(), { type: 'follow' })).errCode).toBe('1');
    expect((await followList(t.client(), { user_id: 999_999_999 })).errCode).toBe('404');
  });
});

describe('user home', () => {
  it('shows the header without the phone, with the viewer relation and is_self', async () => {
    const a = await member();
    const b = await member();
    await follow(b, a.userId, 2);
    const seen = await b.post<Record<string, unknown>>('/api/v1/user/homepage', { user_id: a.userId });
    expect(seen.data).toMatchObject({
      user_id: a.userId,
      nickname: a.nickname,
      fans_count: 1,
      follow_count: 0,
      posts: 0,
      like_count: 0,
      medal_count: 0,
      follow_status: 1,
      follow_type: 1,
      is_self: 0,
    });
    expect(Object.keys(seen.data).sort()).toEqual(
      [
        'user_id',
        'nickname',
        'avatar',
        'profile',
        'style_str',
        'medal_count',
        'follow_count',
        'fans_count',
        'like_count',
        'posts',
        'follow_status',
        'follow_type',
        'is_self',
      ].sort(),
    );
    const self = await a.post<Record<string, unknown>>('/api/v1/user/homepage', { user_id: a.userId });
    expect(self.data).toMatchObject({ is_self: 1, follow_status: 0 });
    const visitor = await t.client().post('/api/v1/user/homepage', { user_id: a.userId });
    expect(visitor.data).toMatchObject({ is_self: 0, follow_status: 0 });
    expect((await t.client().post('/api/v1/user/homepage', { user_id: 999_999_999 })).errCode).toBe('404');
  });

  it('pages all, original, forwarded and life tabs', async () => {
    const a = await member();
    const other = await member();
    const long = await publish(a, 'long');
    const garden = await publish(a, 'garden');
    const live = await publish(a, 'live');
    const theirs = await publish(other, 'long');
    const fwd = await a.post('/api/v2/article/forward', { article_id: theirs, content: '好文转发' });
    expect(fwd.errCode, fwd.msg).toBe('0');

    const ids = async (type: number) =>
      (await homeArticles(t.client(), { user_id: a.userId, type })).data.result.map((p) => p.article_id);
    expect(await ids(0)).toEqual([live, garden, long]);
    expect(await ids(1)).toEqual([long]);
    expect(await ids(3)).toEqual([live, garden]);
    const forwards = await homeArticles(t.client(), { user_id: a.userId, type: 2 });
    expect(forwards.data.result).toHaveLength(1);
    expect(forwards.data.result[0]).toMatchObject({
      article_id: theirs,
      user: { user_id: other.userId },
      forward: { comment: '好文转发' },
    });
    const paged = await homeArticles(t.client(), { user_id: a.userId, type: 0, limit: 2, start: 2 });
    expect(paged.data).toMatchObject({ totalCount: 3, hasNext: false });
    expect(paged.data.result.map((p) => p.article_id)).toEqual([long]);
    expect((await homeArticles(t.client(), { user_id: a.userId, type: 9 })).errCode).toBe('400');
  });
});

describe('following feed', () => {
  it('shows followed members posts newest first, original only and special only, with a cursor', async () => {
    const reader = await member();
    const plain = await member();
    const special = await member();
    const stranger = await member();
    await follow(reader, plain.userId);
    await follow(reader, special.userId, 2);
    const p1 = await publish(plain, 'long');
    const s1 = await publish(special, 'garden');
    await publish(stranger, 'long');
    const p2 = await publish(plain, 'garden');
    const s2 = await publish(special, 'long');

    const all = await feed(reader, { type: 0 });
    expect(all.data.result.map((p) => p.article_id)).toEqual([s2, p2, s1, p1]);
    expect((await feed(reader, { type: 1 })).data.result.map((p) => p.article_id)).toEqual([s2, p1]);
    expect((await feed(reader, { type: 3 })).data.result.map((p) => p.article_id)).toEqual([s2, s1]);

    const first = await feed(reader, { type: 0, limit: 3 });
    expect(first.data.next_cursor).toBeTruthy();
    const next = await feed(reader, { type: 0, limit: 3, start: 2, cursor: first.data.next_cursor });
    expect(next.data.result.map((p) => p.article_id)).toEqual([p1]);

    await follow(reader, plain.userId, 0);
    expect((await feed(reader, { type: 0 })).data.result.map((p) => p.article_id)).toEqual([s2, s1]);
    expect((await feed(t.client(), { type: 0 })).errCode).toBe('1');
  });
});

describe('post items carry the viewer’s relation to the author', () => {
  type Item = { article_id: string; user: { user_id: number; follow_status: number; follow_type: number } };
  const relations = async (c: TestClient, ids: string[]) => {
    const page = await c.post<Page<Item>>('/api/v2/article/community', {
      back_garden: 1,
      order: 0,
      limit: 50,
    });
    return ids.map((id) => {
      const u = page.data.result.find((p) => p.article_id === id)?.user;
      return u && [u.follow_status, u.follow_type];
    });
  };

  it('marks followed and specially followed authors in lists and the detail; visitors get 0/0', async () => {
    const viewer = await member();
    const [plain, special, stranger] = await Promise.all([member(), member(), member()]);
    const posts = [
      await publish(plain),
      await publish(special),
      await publish(stranger),
      await publish(viewer),
    ];
    await follow(viewer, plain.userId, 1);
    await follow(viewer, special.userId, 2);
    expect(await relations(viewer, posts)).toEqual([
      [1, 0],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(await relations(t.client(), posts)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const detail = await viewer.post<Item>('/api/v2/article/detail', { article_id: posts[1] });
    expect(detail.data.user).toMatchObject({ user_id: special.userId, follow_status: 1, follow_type: 1 });
    const fed = await feed(viewer, {});
    expect((fed.data.result as unknown as Item[]).map((p) => p.user.follow_status)).toEqual([1, 1]);
    await follow(viewer, special.userId, 0);
    expect((await relations(viewer, posts))[1]).toEqual([0, 0]);
  });
});
