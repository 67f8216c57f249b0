/**
 * Bounds on the event streams (issue 27 §4; ADR 27): caps per member and per IP on the notice, newest-post
 * and assistant streams, one counts query per change whatever the number of a member's pages, and streams
 * that end with their session (logout, password change, ban), on every instance.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAM_MSG, STREAM_REPLACED_EVENT } from '../../common/event-stream';
import { aiMessages, entitlements, smsCodes } from '../../server/db/schema';
import { consoleClient } from '../support/console';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import {
  createTestApp,
  lastSmsCode,
  randomIp,
  registerUser,
  signHeaders,
  type TestApp,
  TestClient,
  testRedisUrl,
  withTwoInstances,
} from '../support/test-app';

/** Small caps, so a test reaches them with a few streams. */
const PER_MEMBER = 3;
const PER_IP = 8;

let t: TestApp;
let fake: FakeOpenAi;
let base: string;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    STREAMS_PER_MEMBER: String(PER_MEMBER),
    STREAMS_PER_IP: String(PER_IP),
    // Every stream says which address it comes from (X-Forwarded-For), so tests never share one.
    TRUST_PROXY: 'true',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    // A stalled answer stays open until the test ends it.
    LLM_TIMEOUT_MS: '600000',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

interface Frame {
  event: string;
  data: string;
}

const cookieOf = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * One event stream read as it arrives. Waiting is on the frames and the end themselves, never on time:
 * `outcome` tells which comes first, a frame that matches or the end of the stream.
 */
async function openStream(url: string, init: RequestInit & { headers: Record<string, string> }) {
  const abort = new AbortController();
  const res = await fetch(url, { ...init, signal: abort.signal });
  const frames: Frame[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const pump = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event) frames.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
      }
      wake();
    }
    ended = true;
    wake();
  })();

  /** 'pushed' once a frame from index `from` on matches, 'ended' when the stream ends before one does. */
  const outcome = (match: (f: Frame) => boolean, from = 0) =>
    new Promise<'pushed' | 'ended'>((resolve) => {
      const check = () => {
        const result = frames.slice(from).some(match) ? 'pushed' : ended ? 'ended' : null;
        if (!result) return;
        waiters.delete(check);
        resolve(result);
      };
      waiters.add(check);
      check();
    });

  return {
    res,
    frames,
    outcome,
    /** The first frame from index `from` on that matches; fails when the stream ends first. */
    async frame(match: (f: Frame) => boolean, from = 0): Promise<Frame> {
      expect(await outcome(match, from)).toBe('pushed');
      return frames.slice(from).find(match)!;
    },
    /** Settles when the server ends the stream; fails if `match` is pushed first. */
    async ended(match: (f: Frame) => boolean = () => false, from = 0): Promise<void> {
      expect(await outcome(match, from)).toBe('ended');
    },
    close: async () => {
      abort.abort();
      await pump;
    },
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/** A stream GET with a client's cookie, from the client's own address unless told another. */
const openGet = (path: string, c: TestClient, ip = c.ip) =>
  openStream(`${base}${path}`, { headers: { cookie: cookieOf(c), 'x-forwarded-for': ip } });

/** A notice stream, answered 200 and with its first counts in. */
async function noticePage(c: TestClient, ip = c.ip): Promise<Stream> {
  const s = await openGet('/sse/notices', c, ip);
  expect(s.res.status).toBe(200);
  await s.frame(isCounts);
  return s;
}

const isCounts = (f: Frame) => f.event === 'counts';
const isPost = (f: Frame) => f.event === 'post';
const countsWith = (notice: number) => (f: Frame) =>
  isCounts(f) && (JSON.parse(f.data) as { notice: number }).notice === notice;

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return { c, ...u };
}

/** A signed assistant ask over real HTTP, as the member `c` from its own address. */
const askAs = (c: TestClient, question: string): RequestInit & { headers: Record<string, string> } => ({
  method: 'POST',
  headers: {
    ...signHeaders(t.app.config.signSecret),
    'content-type': 'application/json',
    cookie: cookieOf(c),
    'x-forwarded-for': c.ip,
  },
  body: JSON.stringify({ question }),
});

/** A post that goes public at once, so it is pushed to every newest-post stream. */
async function publish(c: TestClient) {
  const res = await c.post('/api/v1/article/add', { type: 'garden', content: '<p>推送标记</p>' });
  expect(res.errCode).toBe('0');
}

/** A change to the member's counts, as every producer announces one. */
const changed = (userId: number) => t.app.services.notices.changed([userId]);

async function closeAll(streams: Stream[]) {
  await Promise.all(streams.map((s) => s.close()));
}

describe('caps per member', () => {
  it("a member's newer notice pages replace their oldest, which are told so and end", async () => {
    const m = await member();
    const pages: Stream[] = [];
    try {
      for (let i = 0; i < PER_MEMBER + 2; i++) pages.push(await noticePage(m.c));
      const [first, second, ...open] = pages;
      for (const old of [first, second]) {
        const from = old.frames.length;
        // Were it still open, the change below would reach it.
        changed(m.userId);
        await old.ended(isCounts, from);
        expect(old.frames.at(-1)).toEqual({
          event: STREAM_REPLACED_EVENT,
          data: JSON.stringify({ msg: STREAM_MSG.replaced }),
        });
      }
      // The newest PER_MEMBER pages are live.
      const from = open.map((s) => s.frames.length);
      changed(m.userId);
      await Promise.all(open.map((s, i) => s.frame(isCounts, from[i])));
    } finally {
      await closeAll(pages);
    }
  });

  it('caps the newest-post streams the same way', async () => {
    const m = await member();
    await t.database.db
      .insert(entitlements)
      .values({ userId: m.userId, kind: 'newest_tool', expiresAt: new Date(Date.now() + 86_400_000) });
    const streams: Stream[] = [];
    try {
      for (let i = 0; i <= PER_MEMBER; i++) {
        const s = await openGet('/sse/newest', m.c);
        expect(s.res.status).toBe(200);
        streams.push(s);
      }
      // Were it still open, this post would reach it.
      await publish((await member()).c);
      await streams[0].ended(isPost);
      expect(streams[0].frames.at(-1)?.event).toBe(STREAM_REPLACED_EVENT);
    } finally {
      await closeAll(streams);
    }
  });

  it("refuses a member's ask over the cap with 429 rather than cut an answer off, and prepares nothing", async () => {
    const m = await member();
    const asks: Stream[] = [];
    try {
      for (let i = 0; i < PER_MEMBER; i++) {
        fake.queue.push({ tokens: ['第一段', '不会到达'], stallAfter: 1 });
        const s = await openStream(`${base}/api/v1/ai/chat/ask`, askAs(m.c, `问题${i}`));
        await s.frame((f) => f.event === 'token');
        asks.push(s);
      }
      const answersBefore = await t.database.db.$count(aiMessages);
      const over = await fetch(`${base}/api/v1/ai/chat/ask`, askAs(m.c, '再问一个'));
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({ errCode: '429', msg: STREAM_MSG.tooMany });
      expect(await t.database.db.$count(aiMessages)).toBe(answersBefore);
      // The answers under way go on.
      for (const s of asks) expect(s.frames.at(-1)?.event).toBe('token');
    } finally {
      await closeAll(asks);
    }
  });
});

describe('caps per IP', () => {
  it("refuses a stream over the address's cap with 429 and a message, and ends no one else's", async () => {
    const ip = randomIp();
    const members = await Promise.all([member(), member(), member()]);
    const pages: Stream[] = [];
    try {
      // 3 + 3 + 2 = PER_IP streams from one address.
      for (const [i, m] of members.entries()) {
        for (let n = 0; n < (i < 2 ? PER_MEMBER : PER_IP - 2 * PER_MEMBER); n++)
          pages.push(await noticePage(m.c, ip));
      }
      const refused = await fetch(`${base}/sse/notices`, {
        headers: { cookie: cookieOf(members[2].c), 'x-forwarded-for': ip },
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ errCode: '429', msg: STREAM_MSG.tooMany });
      // A member at their own cap still opens a page: it replaces their oldest, so the address stays at its cap.
      pages.push(await noticePage(members[0].c, ip));
      await pages[0].ended();
      // Every other page is still live.
      const live = pages.slice(1);
      const from = live.map((s) => s.frames.length);
      for (const m of members) changed(m.userId);
      await Promise.all(live.map((s, i) => s.frame(isCounts, from[i])));
    } finally {
      await closeAll(pages);
    }
  });
});

describe('one counts query per change', () => {
  it("reads a member's counts once per change however many pages they have open", async () => {
    const author = await member();
    const post = await author.c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: '<p>多个页面同时打开</p>',
    });
    const pages: Stream[] = [];
    const counts = vi.spyOn(t.app.services.notices, 'counts');
    try {
      for (let i = 0; i < PER_MEMBER; i++) pages.push(await noticePage(author.c));
      counts.mockClear();
      const reader = await member();
      const comment = await reader.c.post('/api/v1/article/comment/add', {
        article_id: post.data.article_id,
        content: '一条评论',
      });
      expect(comment.errCode).toBe('0');
      await Promise.all(pages.map((s) => s.frame(countsWith(1))));
      expect(counts).toHaveBeenCalledTimes(1);
    } finally {
      counts.mockRestore();
      await closeAll(pages);
    }
  });
});

describe('streams end with their session', () => {
  /** A second session of the same member, as from another device. */
  async function secondSession(phone: string, password: string) {
    const c = t.client();
    expect((await c.post('/api/v1/user/login', { phone, password })).errCode).toBe('0');
    return c;
  }

  it("logout ends that session's streams, and only that session's", async () => {
    const m = await member();
    const other = await secondSession(m.phone, m.password);
    const pages = [await noticePage(m.c), await noticePage(other)];
    try {
      expect((await m.c.post('/api/v1/user/logout')).errCode).toBe('0');
      const from = pages.map((s) => s.frames.length);
      changed(m.userId);
      await pages[0].ended(isCounts, from[0]);
      await pages[1].frame(isCounts, from[1]);
    } finally {
      await closeAll(pages);
    }
  });

  it('logout ends an answer streaming to the member, which is kept as stopped', async () => {
    const m = await member();
    fake.queue.push({ tokens: ['开头', '不会到达'], stallAfter: 1 });
    const s = await openStream(`${base}/api/v1/ai/chat/ask`, askAs(m.c, '退出后还在回答吗'));
    try {
      const meta = JSON.parse((await s.frame((f) => f.event === 'meta')).data) as { chat_id: string };
      await s.frame((f) => f.event === 'token');
      await m.c.post('/api/v1/user/logout');
      await expect
        .poll(async () => {
          const [row] = await t.database.db
            .select({ status: aiMessages.status })
            .from(aiMessages)
            .where(eq(aiMessages.id, Number(meta.chat_id)));
          return row.status;
        })
        .toBe('stopped');
      await s.ended();
    } finally {
      await s.close();
    }
  });

  it("a password change ends every session's streams; the page reconnects with its new cookie", async () => {
    const m = await member();
    const other = await secondSession(m.phone, m.password);
    const pages = [await noticePage(m.c), await noticePage(other)];
    try {
      const res = await m.c.post('/api/v1/user/password/change', {
        old_password: m.password,
        password: 'changed123',
      });
      expect(res.errCode).toBe('0');
      const from = pages.map((s) => s.frames.length);
      changed(m.userId);
      await Promise.all(pages.map((s, i) => s.ended(isCounts, from[i])));
      pages.push(await noticePage(m.c));
      expect((await openGet('/sse/notices', other)).res.status).toBe(401);
    } finally {
      await closeAll(pages);
    }
  });

  it('a password reset by SMS ends them too', async () => {
    const m = await member();
    const page = await noticePage(m.c);
    try {
      const c = t.client();
      // The register code went out this minute, and a phone gets one a minute.
      await t.database.db
        .update(smsCodes)
        .set({ createdAt: sql`${smsCodes.createdAt} - interval '61 seconds'` })
        .where(eq(smsCodes.phone, m.phone));
      expect((await c.post('/api/v1/sms/send', { phone: m.phone, type: 'reset_pwd' })).errCode).toBe('0');
      const code = await lastSmsCode(c, m.phone);
      expect((await c.post('/api/v1/sms/valid', { phone: m.phone, code, type: 'reset_pwd' })).errCode).toBe(
        '0',
      );
      expect(
        (await c.post('/api/v1/user/password/reset', { phone: m.phone, password: 'reset1234' })).errCode,
      ).toBe('0');
      const from = page.frames.length;
      changed(m.userId);
      await page.ended(isCounts, from);
    } finally {
      await page.close();
    }
  });

  it("a ban ends the member's streams, and their page cannot reconnect", async () => {
    const m = await member();
    await t.database.db
      .insert(entitlements)
      .values({ userId: m.userId, kind: 'newest_tool', expiresAt: new Date(Date.now() + 86_400_000) });
    const streams = [await noticePage(m.c), await openGet('/sse/newest', m.c)];
    try {
      const moderator = await consoleClient(t, 'moderator');
      const res = await moderator.post('/api/console/member/ban', { user_id: m.userId, reason: '违规' });
      expect(res.errCode).toBe('0');
      const from = streams[0].frames.length;
      changed(m.userId);
      await publish((await member()).c);
      await streams[0].ended(isCounts, from);
      await streams[1].ended(isPost);
      expect((await openGet('/sse/notices', m.c)).res.status).toBe(401);
    } finally {
      await closeAll(streams);
    }
  });
});

describe.skipIf(!testRedisUrl)('across instances (Redis)', () => {
  it('a logout handled by one instance ends the streams the session holds on another', async () => {
    await withTwoInstances(testRedisUrl as string, async (apps, _database) => {
      const [one, two] = apps;
      const baseTwo = await two.listen({ port: 0, host: '127.0.0.1' });
      const c = new TestClient(one, randomIp());
      const { userId } = await registerUser(c);
      const s = await openStream(`${baseTwo}/sse/notices`, { headers: { cookie: cookieOf(c) } });
      try {
        await s.frame(isCounts);
        const from = s.frames.length;
        // One session's end is its token's hash, unique to this run: suites sharing the Redis server
        // never end each other's streams.
        expect((await c.post('/api/v1/user/logout')).errCode).toBe('0');
        // Were it still open, this change would reach it (through Redis as well).
        one.services.notices.changed([userId]);
        await s.ended(isCounts, from);
      } finally {
        await s.close();
      }
    });
  });
});
