import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNotices } from '../../app/features/notices/notices-loader.server';
import { noticeQueue, notifications, users } from '../../server/db/schema';
import { RedisBus } from '../../server/lib/realtime-bus';
import { mentionCandidates, NoticeService } from '../../server/modules/notice/notice.service';
import { loaderArgs } from '../support/page-loader';
import {
  createTestApp,
  registerUser,
  type TestApp,
  type TestClient,
  testRedisUrl,
} from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Notice = {
  type: number;
  title: string;
  content: string;
  unread: number;
  actor_count: number;
  article_id: string | null;
};
type Counts = { notice: number; message: number; types: Record<string, number> };

async function member(nickname?: string) {
  const c = t.client();
  const u = await registerUser(c, nickname ? { nickname } : {});
  return { c, ...u };
}

const publish = async (c: TestClient, content: string) =>
  (await c.post<{ article_id: string }>('/api/v1/article/add', { type: 'garden', content })).data.article_id;
/** Likes become notices when the queue drains (moments after the like); tests drain it at once. */
const likesNoticed = () => t.app.services.notices.drain();
const counts = async (c: TestClient) => (await c.post<Counts>('/api/v1/user/notice/count', {})).data;
const notices = (c: TestClient, type: number, start = 1) =>
  c.post<{ result: Notice[]; totalCount: number }>('/api/v1/user/notice', { type, start });

describe('notices', () => {
  it('collapses likes of one post into one notice: "A 等 N 人赞了你的文章"', async () => {
    const author = await member();
    const id = await publish(author.c, '<p>值得点赞的观点</p>');
    const fans = await Promise.all(Array.from({ length: 12 }, () => member()));
    await Promise.all(fans.map((f) => f.c.post('/api/v1/article/like', { article_id: id })));
    await likesNoticed();
    expect((await counts(author.c)).types['2']).toBe(1);
    const list = await notices(author.c, 2);
    expect(list.data.totalCount).toBe(1);
    expect(list.data.result[0]).toMatchObject({ actor_count: 12, unread: 1, article_id: id });
    expect(list.data.result[0].title).toMatch(/^.+ 等 12 人赞了你的文章$/);
    expect((await counts(author.c)).types['2']).toBeUndefined();
    // After reading, a new like starts a new notice.
    await (await member()).c.post('/api/v1/article/like', { article_id: id });
    await likesNoticed();
    expect((await notices(author.c, 2)).data.result.map((n) => n.actor_count)).toEqual([1, 12]);
  });

  it('does not notify members of their own likes, and an unlike does not notify', async () => {
    const author = await member();
    const id = await publish(author.c, '<p>自赞</p>');
    await author.c.post('/api/v1/article/like', { article_id: id });
    await likesNoticed();
    expect((await counts(author.c)).notice).toBe(0);
  });

  it('tells the author of a comment and the member of a reply', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author.c, '<p>请多指教</p>');
    const comment = await reader.c.post<{ comment_id: number }>('/api/v1/article/comment/add', {
      article_id: id,
      content: '写得好',
    });
    const c1 = await notices(author.c, 3);
    expect(c1.data.result[0]).toMatchObject({ content: '写得好', article_id: id });
    expect(c1.data.result[0].title).toBe(`${reader.nickname} 评论了你的文章`);
    await author.c.post('/api/v1/article/comment/add', {
      article_id: id,
      parent_id: comment.data.comment_id,
      content: '谢谢',
    });
    const c2 = await notices(reader.c, 3);
    expect(c2.data.result[0].title).toBe(`${author.nickname} 回复了你的评论`);
    expect((await counts(author.c)).types['3']).toBeUndefined();
  });

  it('marks a tab read only through the signed list call, never by rendering the page (a GET)', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author.c, '<p>请多指教</p>');
    await reader.c.post('/api/v1/article/comment/add', { article_id: id, content: '写得好' });
    // Another site can send the member's browser to /agree/me: the page shows the notice, unread.
    const page = await loadNotices(loaderArgs(t, '/agree/me?type=3&from=message', author.userId));
    expect(page.member && page.list.result.map((n) => n.unread)).toEqual([1]);
    expect((await counts(author.c)).types['3']).toBe(1);
    // The page's signed call once it shows; the member's open pages (the header's badge) hear of it.
    let told = 0;
    const unsubscribe = t.app.services.notices.subscribe(author.userId, () => told++);
    expect((await notices(author.c, 3)).data.result[0].unread).toBe(1);
    expect((await counts(author.c)).types['3']).toBeUndefined();
    await expect.poll(() => told).toBeGreaterThan(0);
    unsubscribe();
  });

  it('notifies @mentions in posts and comments, with Chinese punctuation and no space after the name', async () => {
    const stamp = String(Date.now()).slice(-6);
    const named = await member(`研究员${stamp}`);
    const other = await member(`老王${stamp}`);
    const writer = await member();
    await publish(writer.c, `<p>同意@研究员${stamp}的看法，也请@老王${stamp}说说。</p>`);
    const m1 = await notices(named.c, 4);
    expect(m1.data.result[0].title).toBe(`${writer.nickname} 在文章中@了你`);
    expect((await notices(other.c, 4)).data.totalCount).toBe(1);
    const id = await publish(other.c, '<p>帖子</p>');
    await writer.c.post('/api/v1/article/comment/add', {
      article_id: id,
      content: `@研究员${stamp}怎么看？@不存在的人${stamp}`,
    });
    const m2 = await notices(named.c, 4);
    expect(m2.data.result[0].title).toBe(`${writer.nickname} 在评论中@了你`);
  });

  it('does not deliver mentions from a member the mentioned member blocked', async () => {
    const stamp = String(Date.now()).slice(-6);
    const blocker = await member(`拉黑者${stamp}`);
    const pest = await member();
    await blocker.c.post('/api/v1/user/black/add', { user_id: pest.userId });
    await publish(pest.c, `<p>@拉黑者${stamp} 出来</p>`);
    expect((await counts(blocker.c)).notice).toBe(0);
  });

  it('empties a type, counts private messages, and needs a login', async () => {
    const author = await member();
    const id = await publish(author.c, '<p>清空测试</p>');
    await (await member()).c.post('/api/v1/article/like', { article_id: id });
    await likesNoticed();
    const friend = await member();
    await friend.c.post('/api/v1/user/message/send', { user_id: author.userId, content: '你好' });
    expect(await counts(author.c)).toMatchObject({ notice: 1, message: 1 });
    await author.c.post('/api/v1/user/notice/empty', { type: 2 });
    expect((await notices(author.c, 2)).data.totalCount).toBe(0);
    expect((await t.client().post('/api/v1/user/notice/count', {})).errCode).toBe('1');
    expect((await author.c.post('/api/v1/user/notice', { type: 7 })).errCode).toBe('400');
  });
});

describe('mention parsing', () => {
  it('offers every prefix of a mention run, longest first, and stops at punctuation', () => {
    expect(mentionCandidates('你好@张三，来看')).toEqual([['张三', '张']]);
    expect(mentionCandidates('@ab_c-1 和 @李四说')).toEqual([
      ['ab_c-1', 'ab_c-', 'ab_c', 'ab_', 'ab', 'a'],
      ['李四说', '李四', '李'],
    ]);
  });
});

describe('server-sent counts', () => {
  it('pushes unread counts to an open page when a notice arrives', async () => {
    const author = await member();
    const id = await publish(author.c, '<p>推送测试</p>');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...author.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const abort = new AbortController();
    const res = await fetch(`${address}/sse/notices`, { headers: { cookie }, signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextCounts = async (): Promise<Counts> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: counts\ndata: (.*)$/m.exec(event);
          if (data) return JSON.parse(data[1]) as Counts;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect((await nextCounts()).notice).toBe(0);
    await (await member()).c.post('/api/v1/article/like', { article_id: id });
    expect(await nextCounts()).toMatchObject({ notice: 1, types: { '2': 1 } });
    abort.abort();
    expect((await fetch(`${address}/sse/notices`)).status).toBe(401);
  });
});

describe('system notices (editors)', () => {
  it('tells every active member once, skips banned members, and a re-run of the key tells nobody again', async () => {
    const a = await member();
    const b = await member();
    const banned = await member();
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, banned.userId));
    const notices_ = t.app.services.notices;
    const key = randomUUID();
    const told = await notices_.broadcast({ type: 6, content: '  系统维护通知：今晚22点升级  ', key });
    const members = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, 0));
    expect(told).toBe(members[0].n);
    expect(await notices_.broadcast({ type: 6, content: '系统维护通知：今晚22点升级', key })).toBe(0);
    for (const m of [a, b]) {
      expect((await counts(m.c)).types).toMatchObject({ '6': 1 });
      const list = await notices(m.c, 10);
      expect(list.data.result[0]).toMatchObject({
        type: 6,
        title: '系统通知',
        content: '系统维护通知：今晚22点升级',
      });
    }
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, banned.userId));
    expect(rows).toEqual([]);
  });

  it('sends to one member, links a post, and refuses empty, overlong or unknown-post notices', async () => {
    const author = await member();
    const id = await publish(author.c, '<p>官方解读</p>');
    const one = await member();
    const notices_ = t.app.services.notices;
    expect(
      await notices_.broadcast({ type: 20, content: '请查看', articleId: id, key: 'k1', userId: one.userId }),
    ).toBe(1);
    expect((await counts(author.c)).types['20']).toBeUndefined();
    expect((await notices(one.c, 20)).data.result[0]).toMatchObject({ article_id: id, content: '请查看' });
    await expect(notices_.broadcast({ type: 6, content: '   ', key: 'k2' })).rejects.toThrow(
      '通知内容不能为空',
    );
    await expect(notices_.broadcast({ type: 6, content: '长'.repeat(501), key: 'k3' })).rejects.toThrow(
      '通知内容不能超过500个字',
    );
    await expect(
      notices_.broadcast({ type: 6, content: '看', articleId: 'nope', key: 'k4' }),
    ).rejects.toThrow('文章不存在');
  });
});

describe('the like queue', () => {
  it('drops queued likes whose post is gone and still writes the rest of the batch', async () => {
    const author = await member();
    const id = await publish(author.c, '<p>队列</p>');
    const liker = await member();
    const { db } = t.database;
    await db.insert(noticeQueue).values({
      userId: author.userId,
      type: 2,
      actorId: liker.userId,
      postId: 9_000_000_000,
      groupKey: 'like:9000000000',
    });
    await liker.c.post('/api/v1/article/like', { article_id: id });
    await likesNoticed();
    expect(await db.select().from(noticeQueue)).toEqual([]);
    const list = await notices(author.c, 2);
    expect(list.data.result.map((n) => [n.article_id, n.actor_count])).toEqual([[id, 1]]);
  });
});

describe('fan-out at volume', () => {
  it('records 1,000 follows and 1,000 likes exactly, as one fans notice each and one collapsed like notice', async () => {
    const star = await member();
    const id = await publish(star.c, '<p>热门帖子</p>');
    const { db } = t.database;
    const res = await db.execute<{ id: number }>(sql`
      insert into users (country_code, phone, nickname, password_hash)
      select '+86', '166' || lpad(g::text, 8, '0'), '粉丝压测' || g, null from generate_series(1, 1000) g
      returning id`);
    const fans = (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    const { follows, reactions } = t.app.services;
    for (let i = 0; i < fans.length; i += 50) {
      await Promise.all(
        fans
          .slice(i, i + 50)
          .flatMap((fan) => [follows.follow(fan, star.userId, 1), reactions.like(fan, id)]),
      );
    }
    await likesNoticed();
    const c = await counts(star.c);
    expect(c.types).toMatchObject({ '1': 1000, '2': 1 });
    const likes = await notices(star.c, 2);
    expect(likes.data.result[0].actor_count).toBe(1000);
    const home = await star.c.post<{ fans_count: number }>('/api/v1/user/homepage', { user_id: star.userId });
    expect(home.data.fans_count).toBe(1000);
  });
});

describe('push settings', () => {
  type Setting = { muted_types: number[] };
  const setting = (c: TestClient) => c.post<Setting>('/api/v1/user/notice/setting', {});
  const mute = (c: TestClient, muted_types: unknown, form = false) =>
    c.post<Setting>('/api/v1/user/notice/setting/update', { muted_types }, { form });

  it('muted likes produce no like notice and no unread count; unmuting restores them', async () => {
    const author = await member();
    expect((await setting(author.c)).data).toEqual({ muted_types: [] });
    const saved = await mute(author.c, [2]);
    expect(saved).toMatchObject({ errCode: '0', data: { muted_types: [2] } });
    const id = await publish(author.c, '<p>静音点赞</p>');
    await (await member()).c.post('/api/v1/article/like', { article_id: id });
    await likesNoticed();
    expect((await counts(author.c)).notice).toBe(0);
    expect((await notices(author.c, 2)).data.totalCount).toBe(0);
    // Other types still arrive.
    await (await member()).c.post('/api/v1/article/comment/add', { article_id: id, content: '评论照常' });
    expect((await counts(author.c)).types).toEqual({ '3': 1 });

    expect((await mute(author.c, [])).data.muted_types).toEqual([]);
    await (await member()).c.post('/api/v1/article/like', { article_id: id });
    await likesNoticed();
    expect((await counts(author.c)).types['2']).toBe(1);
    expect((await setting(author.c)).data.muted_types).toEqual([]);
  });

  it('mutes follows and mentions too, and takes form bodies', async () => {
    const stamp = String(Date.now()).slice(-6);
    const quiet = await member(`安静${stamp}`);
    expect((await mute(quiet.c, '4,1,1', true)).data.muted_types).toEqual([1, 4]);
    const other = await member();
    await other.c.post('/api/v1/user/fans/follow', { user_id: quiet.userId, type: 1 });
    await publish(other.c, `<p>@安静${stamp} 看看</p>`);
    expect((await counts(quiet.c)).notice).toBe(0);
    expect((await mute(quiet.c, '', true)).data.muted_types).toEqual([]);
  });

  it('rejects unknown and system types, and needs a login', async () => {
    const m = await member();
    for (const bad of [[7], [6], [5], ['x'], 'abc', [1.5]]) {
      const res = await mute(m.c, bad);
      expect(res.errCode).toBe('400');
    }
    expect((await mute(m.c, [6])).msg).toBe('系统和收益通知不能关闭');
    expect((await mute(m.c, [99])).msg).toBe('通知类型有误');
    expect((await setting(m.c)).data.muted_types).toEqual([]);
    const visitor = t.client();
    expect((await setting(visitor)).errCode).toBe('1');
    expect((await mute(visitor, [2])).errCode).toBe('1');
  });
});

// `npm test` on a laptop with nothing installed leaves it out.
describe.skipIf(!testRedisUrl)('count changes across instances (Redis)', () => {
  // Each run has its own channel so concurrent suites (PGlite and PostgreSQL) never hear each other.
  const url = testRedisUrl as string;

  it('delivers a change announced on one instance to listeners on another, and to its own', async () => {
    const channel = `yanshe-test:${randomUUID()}`;
    const connections = [0, 1].map(() => new Redis(url, { maxRetriesPerRequest: 1 }));
    const buses = connections.map((r) => new RedisBus(r, t.app.log, channel));
    try {
      await Promise.all(buses.map((b) => b.ready));
      const [one, two] = buses.map((b) => new NoticeService(t.database.db, b));
      const heard = (service: NoticeService, userId: number) =>
        new Promise<number>((resolve) => {
          const off = service.subscribe(userId, () => {
            off();
            resolve(userId);
          });
        });
      const onTwo = heard(two, 41);
      const onOne = heard(one, 41);
      let other = 0;
      two.subscribe(42, () => other++);
      one.changed([41]);
      expect(await Promise.all([onTwo, onOne])).toEqual([41, 41]);
      // A later change for 42 arrives after the one for 41 on the same channel: 42 was not told of 41's.
      const onTwo42 = heard(two, 42);
      two.changed([42]);
      await onTwo42;
      expect(other).toBe(1);
    } finally {
      await Promise.all(buses.map((b) => b.close()));
      for (const r of connections) r.disconnect();
    }
  });
});
