import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWEST_MSG, NEWEST_PAGE_SIZE, type NewestItem, type NewestPage } from '../../common/newest';
import { entitlements, posts } from '../../server/db/schema';
import { parseEventId } from '../../server/modules/newest/newest.service';
import {
  createTestApp,
  randomIp,
  registerUser,
  type TestApp,
  TestClient,
  testRedisUrl,
  withTwoInstances,
} from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(tool = true) {
  const c = t.client();
  const u = await registerUser(c);
  if (tool) await grantTool(t, u.userId);
  return { c, ...u };
}

/** The entitlement the money issue's purchase writes (wallet.service's `newest_tool`), granted directly. */
const grantTool = (app: TestApp, userId: number) =>
  app.database.db
    .insert(entitlements)
    .values({ userId, kind: 'newest_tool', expiresAt: new Date(Date.now() + 86_400_000) });

type Fields = Record<string, unknown>;
async function publish(c: TestClient, fields: Fields = {}) {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', {
    type: 'garden',
    content: `<p>最新帖子测试 ${Math.random()}</p>`,
    ...fields,
  });
  expect(res.errCode).toBe('0');
  return res.data;
}

const newest = (c: TestClient, body: Fields = {}) => c.post<NewestPage>('/api/v2/article/newest', body);
const since = (c: TestClient, last: number) =>
  c.post<NewestPage>('/api/v2/article/newest/list', { last_server_time: last });
const ids = (page: { result: NewestItem[] }) => page.result.map((i) => i.article_id);

interface Frame {
  id: string;
  event: string;
  data: string;
  retry: string;
}

/** A reader of one SSE stream: its frames as { id, event, data } in arrival order. */
async function openStream(base: string, cookie: string, lastEventId?: string) {
  const abort = new AbortController();
  const headers: Record<string, string> = { cookie };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/sse/newest`, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: Frame[] = [];
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1] ?? '';
        frames.push({ id: field('id'), event: field('event'), data: field('data'), retry: field('retry') });
      }
    }
  })();
  const posts = () => frames.filter((f) => f.event === 'post');
  return {
    frames,
    posts,
    /** Waits until a post frame for `articleId` arrives; returns it. */
    async waitFor(articleId: string) {
      const hit = () => posts().find((f) => (JSON.parse(f.data) as NewestItem).article_id === articleId);
      await expect.poll(() => hit() !== undefined, { message: `no push for ${articleId}` }).toBe(true);
      return hit()!;
    },
    close: async () => {
      abort.abort();
      await pump;
    },
  };
}

const cookieOf = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * A post published after the calls under test, and waited for on each stream: frames reach a stream in
 * order, so once it is there, anything those calls pushed is there too, and what is absent was never sent.
 */
async function marker(author: TestClient, ...streams: { waitFor(id: string): Promise<Frame> }[]) {
  const post = await publish(author, { title: '标记' });
  for (const stream of streams) await stream.waitFor(post.article_id);
  return post.article_id;
}

describe('the gate', () => {
  it('answers a visitor errCode 1, a member without the tool 403 with its message, a member with it the list', async () => {
    const visitor = t.client();
    expect((await newest(visitor)).errCode).toBe('1');
    expect((await since(visitor, Date.now())).errCode).toBe('1');
    const without = await member(false);
    for (const res of [await newest(without.c), await since(without.c, Date.now())]) {
      expect(res).toMatchObject({ errCode: '403', msg: NEWEST_MSG.notOpened });
    }
    const holder = await member();
    const res = await newest(holder.c);
    expect(res.errCode).toBe('0');
    expect(typeof res.data.serverTime).toBe('number');
  });

  it('refuses an expired entitlement', async () => {
    const m = await member(false);
    await t.database.db
      .insert(entitlements)
      .values({ userId: m.userId, kind: 'newest_tool', expiresAt: new Date(Date.now() - 1000) });
    expect((await newest(m.c)).errCode).toBe('403');
  });

  it('validates last_server_time', async () => {
    const m = await member();
    for (const bad of ['abc', -1, 1.5]) {
      const res = await m.c.post('/api/v2/article/newest/list', { last_server_time: bad });
      expect(res).toMatchObject({ errCode: '400', msg: NEWEST_MSG.lastServerTimeInvalid });
    }
  });
});

describe('the list', () => {
  it('pages newest first by check_time, 15 a page at most, with the exhaustion count and server time', async () => {
    const reader = await member();
    const authors = await Promise.all([member(false), member(false), member(false)]);
    const published: string[] = [];
    for (let i = 0; i < 17; i++) {
      published.push(
        (
          await publish(authors[i % 3].c, {
            title: '',
            content: `<p>第${i}篇 ${'很长的正文'.repeat(20)}</p>`,
          })
        ).article_id,
      );
    }
    const before = Date.now();
    const first = await newest(reader.c, { start: 1, limit: 999 });
    expect(first.data.result).toHaveLength(NEWEST_PAGE_SIZE);
    expect(ids(first.data)).toEqual(published.slice(-15).reverse());
    expect(first.data.serverTime).toBeGreaterThanOrEqual(before - 5);
    const total = first.data.totalCount;
    expect(total).toBeGreaterThanOrEqual(17);
    const second = await newest(reader.c, { start: 2, limit: 15 });
    expect(ids(second.data).slice(0, 2)).toEqual([published[1], published[0]]);
    expect(second.data.totalCount).toBe(total);
    // Exhausted when totalCount <= 15 × page: the page past the end is empty.
    const last = Math.ceil(total / 15);
    expect((await newest(reader.c, { start: last + 1 })).data.result).toEqual([]);
    const item = first.data.result[0];
    expect(item).toMatchObject({ link: `/a/${item.article_id}`, type: 'garden' });
    expect(item.title).toBe(`第16篇 ${'很长的正文'.repeat(20)}`.slice(0, 40));
    expect(item.check_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item.user.user_id).toBe(authors[16 % 3].userId);
    expect((await newest(reader.c, { start: 201 })).errCode).toBe('400');
  });

  it('catches up with /newest/list: what became public after last_server_time, newest first', async () => {
    const reader = await member();
    const author = await member(false);
    const old = await publish(author.c, { title: '早先的帖子' });
    // The previous answer's serverTime; posts before it (beyond the settling margin) are not returned.
    await t.database.db
      .update(posts)
      .set({ checkTime: new Date(Date.now() - 60_000) })
      .where(eq(posts.articleId, old.article_id));
    const { serverTime } = (await newest(reader.c)).data;
    const a = await publish(author.c, { title: '新帖一' });
    const b = await publish(author.c, { title: '新帖二' });
    const res = await since(reader.c, serverTime);
    expect(res.errCode).toBe('0');
    expect(ids(res.data).slice(0, 2)).toEqual([b.article_id, a.article_id]);
    expect(ids(res.data)).not.toContain(old.article_id);
    expect(res.data.totalCount).toBe(res.data.result.length);
    expect(res.data.serverTime).toBeGreaterThanOrEqual(serverTime);
    expect(res.data.result[0].title).toBe('新帖二');
  });

  it('never lists hidden, in-review, rejected, read-gated or deleted posts; an approval enters with its check_time', async () => {
    const reader = await member();
    const author = await member(false);
    const { serverTime } = (await newest(reader.c)).data;
    const review = await publish(author.c, { content: '<p>加 我 微信，带你赚钱</p>' });
    expect(review.status).toBe(1);
    const rejected = await publish(author.c, { content: '<p>加 我 微信，稳赚不赔</p>' });
    await t.app.services.posts.reject(rejected.article_id);
    const fans = await publish(author.c, { fans_limit: 1 });
    const limited = await publish(author.c, { read_limit: 30 });
    const hidden = await publish(author.c);
    await t.app.services.posts.hide(hidden.article_id);
    const deleted = await publish(author.c);
    await author.c.post('/api/v1/article/delete', { article_id: deleted.article_id });
    const paid = await publish(author.c);
    await t.database.db.update(posts).set({ readIntegral: 10 }).where(eq(posts.articleId, paid.article_id));
    const never = [review, rejected, fans, limited, hidden, deleted, paid].map((p) => p.article_id);
    const listed = [...ids((await newest(reader.c)).data), ...ids((await since(reader.c, serverTime)).data)];
    for (const id of never) expect(listed).not.toContain(id);

    const beforeApproval = Date.now();
    await t.app.services.posts.approve(review.article_id);
    const after = await since(reader.c, serverTime);
    expect(ids(after.data)[0]).toBe(review.article_id);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.articleId, review.article_id));
    expect(row.checkTime!.getTime()).toBeGreaterThanOrEqual(beforeApproval - 5);
    expect(ids((await newest(reader.c)).data)[0]).toBe(review.article_id);
  });

  it('reads posts_newest_idx, not the whole table', async () => {
    const plan = await t.database.db.execute(sql`explain select article_id from posts
      where status = 2 and type <> 'action' and read_limit = 0 and not fans_limit and read_integral = 0
      order by check_time desc, article_id desc limit 15`);
    expect(JSON.stringify(plan)).toContain('posts_newest_idx');
  });
});

describe('the push stream', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers 401 without a session and 403 without the tool', async () => {
    expect((await fetch(`${base}/sse/newest`)).status).toBe(401);
    const without = await member(false);
    expect((await fetch(`${base}/sse/newest`, { headers: { cookie: cookieOf(without.c) } })).status).toBe(
      403,
    );
  });

  it('pushes a new public post once, and never a gated, in-review or hidden one', async () => {
    const reader = await member();
    const stream = await openStream(base, cookieOf(reader.c));
    try {
      // The reconnect delay first, then nothing until a post goes public.
      await expect.poll(() => stream.frames.length).toBeGreaterThan(0);
      expect(stream.frames).toEqual([{ id: '', event: '', data: '', retry: '3000' }]);
      const author = await member(false);
      const review = await publish(author.c, { content: '<p>加 我 微信，带你赚钱</p>' });
      const gated = await publish(author.c, { fans_limit: 1 });
      const post = await publish(author.c, { title: '即时推送' });
      const frame = await stream.waitFor(post.article_id);
      const item = JSON.parse(frame.data) as NewestItem;
      expect(item).toMatchObject({
        article_id: post.article_id,
        title: '即时推送',
        link: `/a/${post.article_id}`,
      });
      expect(parseEventId(frame.id)?.articleId).toBe(post.article_id);
      // Hidden right after publishing, and an author's edit of an already-public post: no push.
      const hidden = await publish(author.c);
      await stream.waitFor(hidden.article_id);
      await author.c.post('/api/v1/article/update', {
        article_id: post.article_id,
        type: 'garden',
        title: '',
        content: '<p>改过</p>',
      });
      await marker(author.c, stream);
      const pushed = stream.posts().map((f) => (JSON.parse(f.data) as NewestItem).article_id);
      expect(pushed).not.toContain(review.article_id);
      expect(pushed).not.toContain(gated.article_id);
      expect(pushed.filter((id) => id === post.article_id)).toHaveLength(1);
      expect(pushed).toContain(hidden.article_id);

      // An approval pushes the post once, with the approval's check_time.
      await t.app.services.posts.approve(review.article_id);
      const approved = JSON.parse((await stream.waitFor(review.article_id)).data) as NewestItem;
      const [row] = await t.database.db.select().from(posts).where(eq(posts.articleId, review.article_id));
      expect(parseEventId((await stream.waitFor(review.article_id)).id)?.checkTime.getTime()).toBe(
        row.checkTime!.getTime(),
      );
      expect(approved.check_time).toBeTruthy();
      // Hiding and restoring does not announce it again.
      await t.app.services.posts.hide(review.article_id);
      await t.app.services.posts.restore(review.article_id);
      await marker(author.c, stream);
      expect(stream.posts().filter((f) => f.data.includes(review.article_id))).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it('replays what a reconnecting page missed after its Last-Event-ID, then goes on live', async () => {
    const reader = await member();
    const author = await member(false);
    const first = await openStream(base, cookieOf(reader.c));
    const a = await publish(author.c, { title: '断线前' });
    const frameA = await first.waitFor(a.article_id);
    await first.close();
    const b = await publish(author.c, { title: '断线中一' });
    const gated = await publish(author.c, { fans_limit: 1 });
    const c = await publish(author.c, { title: '断线中二' });
    const again = await openStream(base, cookieOf(reader.c), frameA.id);
    try {
      await again.waitFor(c.article_id);
      const replayed = again.posts().map((f) => (JSON.parse(f.data) as NewestItem).article_id);
      expect(replayed).toEqual([b.article_id, c.article_id]);
      expect(replayed).not.toContain(gated.article_id);
      const d = await publish(author.c, { title: '重连后' });
      await again.waitFor(d.article_id);
      expect(again.posts().map((f) => (JSON.parse(f.data) as NewestItem).article_id)).toEqual([
        b.article_id,
        c.article_id,
        d.article_id,
      ]);
      expect(again.frames.length).toBe(4);
    } finally {
      await again.close();
    }
    // An id that is not ours replays nothing.
    const bogus = await openStream(base, cookieOf(reader.c), 'garbage');
    const live = await marker(author.c, bogus);
    expect(bogus.posts().map((f) => (JSON.parse(f.data) as NewestItem).article_id)).toEqual([live]);
    await bogus.close();
  });

  it('writes one encoded frame to every stream and ends them all on shutdown', async () => {
    // Four readers with five pages each: a member's streams are capped (ADR 27).
    const readers = await Promise.all(Array.from({ length: 4 }, () => member()));
    const streams = await Promise.all(
      readers.flatMap((r) => Array.from({ length: 5 }, () => openStream(base, cookieOf(r.c)))),
    );
    const author = await member(false);
    const p = await publish(author.c, { title: '群发' });
    const frames = await Promise.all(streams.map((s) => s.waitFor(p.article_id)));
    expect(new Set(frames.map((f) => `${f.id}\n${f.data}`)).size).toBe(1);
    expect(t.app.services.newest.streams.size).toBeGreaterThanOrEqual(20);
    await Promise.all(streams.map((s) => s.close()));
  });
});

describe.skipIf(!testRedisUrl)('across instances (Redis)', () => {
  it('pushes a post published on one instance to streams held by the other, and to its own', async () => {
    await withTwoInstances(testRedisUrl as string, async (apps, database) => {
      const [one] = apps;
      const [baseOne, baseTwo] = await Promise.all(apps.map((a) => a.listen({ port: 0, host: '127.0.0.1' })));
      const reader = new TestClient(one, randomIp());
      const { userId } = await registerUser(reader);
      await database.db
        .insert(entitlements)
        .values({ userId, kind: 'newest_tool', expiresAt: new Date(Date.now() + 86_400_000) });
      const author = new TestClient(one, randomIp());
      await registerUser(author);
      const onOne = await openStream(baseOne, cookieOf(reader));
      const onTwo = await openStream(baseTwo, cookieOf(reader));
      try {
        const res = await author.post<{ article_id: string }>('/api/v1/article/add', {
          type: 'garden',
          content: '<p>跨实例推送</p>',
        });
        const id = res.data.article_id;
        const [a, b] = await Promise.all([onOne.waitFor(id), onTwo.waitFor(id)]);
        expect(a.data).toBe(b.data);
        expect(a.id).toBe(b.id);
        // Exactly once on each instance (the publishing instance hears it through Redis only).
        await marker(author, onOne, onTwo);
        expect(onOne.posts().filter((f) => f.data.includes(id))).toHaveLength(1);
        expect(onTwo.posts().filter((f) => f.data.includes(id))).toHaveLength(1);
      } finally {
        await onOne.close();
        await onTwo.close();
      }
    });
  });
});
