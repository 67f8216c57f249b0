import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_LIMITS,
  AI_MSG,
  AI_NO_MODEL_NOTICE,
  AI_VISITOR_COOKIE,
  type AiConversation,
  type AiMessage,
  type AiSessionPage,
} from '../../common/ai';
import { aiMessages, aiSessions } from '../../server/db/schema';
import { seedAnnouncements } from '../../server/db/seed/announcements';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import {
  createTestApp,
  randomIp,
  registerUser,
  signHeaders,
  type TestApp,
  type TestClient,
} from '../support/test-app';

interface Event {
  event: string;
  data: Record<string, unknown>;
}

const parseEvents = (text: string): Event[] =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [, event] = /^event: (.*)$/m.exec(block) ?? [];
      const [, data] = /^data: (.*)$/m.exec(block) ?? [];
      return { event, data: JSON.parse(data) };
    });

const cookieHeader = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Keeps the cookies of a response the test client's jar does not see (the hijacked stream's). */
function keepCookies(c: TestClient, setCookies: string[]) {
  for (const sc of setCookies) {
    const [pair] = sc.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (value === '' || /max-age=0/i.test(sc)) c.cookies.delete(name);
    else c.cookies.set(name, value);
  }
}

/** Asks through inject (the whole stream at once): events, or the envelope of a refused ask. */
async function ask(t: TestApp, c: TestClient, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ai/chat/ask',
    headers: {
      ...signHeaders(t.app.config.signSecret),
      'content-type': 'application/json',
      cookie: cookieHeader(c),
    },
    payload: JSON.stringify(body),
    remoteAddress: c.ip,
  });
  const raw = res.headers['set-cookie'];
  keepCookies(c, raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);
  const type = String(res.headers['content-type']);
  if (!type.startsWith('text/event-stream')) {
    return { status: res.statusCode, envelope: res.json() as { errCode: string; msg: string }, events: [] };
  }
  const events = parseEvents(res.body);
  return { status: res.statusCode, envelope: null, events, setCookie: raw };
}

const tokensOf = (events: Event[]) =>
  events
    .filter((e) => e.event === 'token')
    .map((e) => e.data.t as string)
    .join('');
const metaOf = (events: Event[]) =>
  events.find((e) => e.event === 'meta')?.data as {
    session_id: string;
    chat_id: string;
    question_id: string;
    sources: { title: string; link: string; type: string }[];
  };
const doneOf = (events: Event[]) =>
  events.find((e) => e.event === 'done')?.data as { chat_id: string; status: string };

const sessions = (c: TestClient, body: Record<string, unknown> = {}) =>
  c.post<AiSessionPage>('/api/v1/ai/session/list', body);
const chats = (c: TestClient, session_id: string) =>
  c.post<AiConversation>('/api/v1/ai/chat/list', { session_id });
const repliesOf = (c: TestClient, body: Record<string, unknown>) =>
  c.post<AiMessage[]>('/api/v1/ai/chat/reply-list', body);

describe('the assistant without a language model (local adapter)', () => {
  let t: TestApp;
  const posts: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedAnnouncements(t.database.db);
    const author = t.client();
    await registerUser(author, { nickname: 'AI测试作者' });
    const publish = async (key: string, body: Record<string, unknown>) => {
      const res = await author.post<{ article_id: string }>('/api/v1/article/add', body);
      expect(res.errCode).toBe('0');
      posts[key] = res.data.article_id;
    };
    await publish('battery', {
      type: 'long',
      title: '宁德时代储能业务点评',
      content:
        '<p>$宁德时代(300750)$ 三季度储能电池出货大增。钠离子电池开始量产。</p><p>海外工厂进展顺利，欧洲订单饱满。</p>',
    });
    await publish('short', {
      type: 'garden',
      content: '<p>$宁德时代(300750)$ 麒麟电池装车量提升，储能订单排到明年。</p>',
    });
    await publish('fans', {
      type: 'garden',
      content: '<p>粉丝专享：$宁德时代(300750)$ 储能内部消息</p>',
      fans_limit: true,
    });
    await publish('other', { type: 'garden', content: '<p>$贵州茅台(600519)$ 白酒动销平稳。</p>' });
  });
  afterAll(() => t.close());

  it('answers a visitor about a demo stock, streamed, with links to the posts about it, and keeps it', async () => {
    const visitor = t.client();
    const res = await ask(t, visitor, { question: '宁德时代的储能业务怎么样？' });
    expect(res.status).toBe(200);
    const cookie = String(res.setCookie);
    expect(cookie).toMatch(new RegExp(`^${AI_VISITOR_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(res.events[0].event).toBe('meta');
    expect(res.events.at(-1)?.event).toBe('done');
    const tokens = res.events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(5);
    const meta = metaOf(res.events);
    const links = meta.sources.map((s) => s.link);
    expect(links).toEqual(expect.arrayContaining([`/a/${posts.battery}`, `/a/${posts.short}`]));
    // A gated body never reaches an answer; a post about another stock is not about the question.
    expect(links).not.toContain(`/a/${posts.fans}`);
    expect(links).not.toContain(`/a/${posts.other}`);
    expect(meta.sources.length).toBeLessThanOrEqual(AI_LIMITS.passages);
    for (const link of links) expect(link).toMatch(/^\/(?:a|announcement)[/?]/);
    const answer = tokensOf(res.events);
    expect(answer.startsWith(AI_NO_MODEL_NOTICE)).toBe(true);
    expect(answer).toContain(`(/a/${posts.battery})`);
    expect(answer).toContain('储能');
    expect(doneOf(res.events)).toEqual({ chat_id: meta.chat_id, status: 'done' });

    const list = await sessions(visitor);
    expect(list.errCode).toBe('0');
    expect(list.data).toMatchObject({ pageNo: 1, totalCount: 1, hasNext: false });
    expect(list.data.result[0]).toMatchObject({
      session_id: meta.session_id,
      title: '宁德时代的储能业务怎么样？',
    });
    const conv = await chats(visitor, meta.session_id);
    expect(conv.data.list.map((m) => [m.role, m.status])).toEqual([
      ['user', 'done'],
      ['assistant', 'done'],
    ]);
    expect(conv.data.list[0]).toMatchObject({
      chat_id: meta.question_id,
      content: '宁德时代的储能业务怎么样？',
    });
    expect(conv.data.list[1]).toMatchObject({
      chat_id: meta.chat_id,
      content: answer,
      sources: meta.sources,
    });
  });

  it('finds announcements and Q&A of a stock named by its code', async () => {
    const res = await ask(t, t.client(), { question: '300750 最近有什么公告和互动问答' });
    const types = new Set(metaOf(res.events).sources.map((s) => s.type));
    expect(types.has('announcement') || types.has('interaction')).toBe(true);
    for (const s of metaOf(res.events).sources.filter((x) => x.type === 'announcement')) {
      expect(s.link).toMatch(/^\/announcement\/\d+$/);
    }
  });

  it('says so when the site has nothing on the question', async () => {
    const res = await ask(t, t.client(), { question: 'zzqqxx' });
    expect(metaOf(res.events).sources).toEqual([]);
    expect(tokensOf(res.events)).toBe(`${AI_NO_MODEL_NOTICE}\n\n${AI_MSG.nothingFound}`);
  });

  it('continues a session, lists replies after an id, and lists sessions newest first', async () => {
    const visitor = t.client();
    const first = await ask(t, visitor, { question: '宁德时代钠离子电池' });
    const sid = metaOf(first.events).session_id;
    const other = await ask(t, visitor, { question: '贵州茅台白酒' });
    const second = await ask(t, visitor, { session_id: sid, question: '欧洲订单怎么样' });
    expect(metaOf(second.events).session_id).toBe(sid);
    const conv = await chats(visitor, sid);
    expect(conv.data.list).toHaveLength(4);
    const all = await repliesOf(visitor, { session_id: sid });
    expect(all.data.map((m) => m.chat_id)).toEqual([
      metaOf(first.events).chat_id,
      metaOf(second.events).chat_id,
    ]);
    const after = await repliesOf(visitor, { session_id: sid, after_id: metaOf(first.events).chat_id });
    expect(after.data.map((m) => m.chat_id)).toEqual([metaOf(second.events).chat_id]);
    // The continued session moved to the top.
    const list = await sessions(visitor);
    expect(list.data.result.map((s) => s.session_id)).toEqual([sid, metaOf(other.events).session_id]);
    const paged = await sessions(visitor, { start: 2, limit: 1 });
    expect(paged.data).toMatchObject({ pageNo: 2, pageSize: 1, totalCount: 2, hasPre: true, hasNext: false });
    expect(paged.data.result[0].session_id).toBe(metaOf(other.events).session_id);
  });

  it('keeps sessions private: another visitor or a member cannot list, read, continue, stop or delete them', async () => {
    const owner = t.client();
    const res = await ask(t, owner, { question: '宁德时代海外工厂' });
    const meta = metaOf(res.events);
    const intruders = [t.client(), t.client()];
    await ask(t, intruders[0], { question: '贵州茅台' });
    await registerUser(intruders[1]);
    for (const c of intruders) {
      expect((await sessions(c)).data.result.map((s) => s.session_id)).not.toContain(meta.session_id);
      const read = await chats(c, meta.session_id);
      expect([read.errCode, read.msg]).toEqual(['404', AI_MSG.sessionNotFound]);
      const replies = await repliesOf(c, { session_id: meta.session_id });
      expect(replies.msg).toBe(AI_MSG.sessionNotFound);
      const cont = await ask(t, c, { session_id: meta.session_id, question: '继续' });
      expect(cont.envelope?.msg).toBe(AI_MSG.sessionNotFound);
      const stop = await c.post('/api/v1/ai/chat/stop', { chat_id: meta.chat_id });
      expect(stop.msg).toBe(AI_MSG.chatNotFound);
      const del = await c.post('/api/v1/ai/session/delete', { session_id: meta.session_id });
      expect([del.errCode, del.msg]).toEqual(['404', AI_MSG.sessionNotFound]);
    }
    // A client with no cookie at all has no sessions.
    expect((await sessions(t.client())).data.totalCount).toBe(0);
    expect((await chats(t.client(), meta.session_id)).msg).toBe(AI_MSG.sessionNotFound);
    expect((await chats(owner, meta.session_id)).data.list).toHaveLength(2);
    const del = await owner.post('/api/v1/ai/session/delete', { session_id: meta.session_id });
    expect([del.errCode, del.msg]).toEqual(['0', AI_MSG.deleted]);
    expect((await chats(owner, meta.session_id)).msg).toBe(AI_MSG.sessionNotFound);
    const rows = await t.database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, Number(meta.chat_id)));
    expect(rows).toEqual([]);
  });

  it("moves a visitor's sessions to the member at log-in", async () => {
    const c = t.client();
    const meta = metaOf((await ask(t, c, { question: '宁德时代麒麟电池' })).events);
    const visitorId = c.cookies.get(AI_VISITOR_COOKIE);
    expect(visitorId).toBeTruthy();
    const { userId } = await registerUser(c);
    // The log-in itself moves them (no AI call made yet).
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select({ userId: aiSessions.userId, visitorId: aiSessions.visitorId })
          .from(aiSessions)
          .where(eq(aiSessions.sessionId, meta.session_id));
        return row;
      })
      .toEqual({ userId, visitorId: null });
    const list = await sessions(c);
    expect(list.data.result.map((s) => s.session_id)).toEqual([meta.session_id]);
    // The cookie has done its work.
    expect(c.cookies.has(AI_VISITOR_COOKIE)).toBe(false);
    const next = await ask(t, c, { session_id: meta.session_id, question: '装车量' });
    expect(doneOf(next.events).status).toBe('done');
    expect(next.setCookie).toBeUndefined();
    // Logged out, the browser is a visitor again without those sessions.
    await c.post('/api/v1/user/logout');
    expect((await sessions(c)).data.totalCount).toBe(0);
  });

  it('claims at the next AI call a visitor cookie the log-in did not', async () => {
    const c = t.client();
    const meta = metaOf((await ask(t, c, { question: '宁德时代储能' })).events);
    const visitor = c.cookies.get(AI_VISITOR_COOKIE)!;
    c.cookies.delete(AI_VISITOR_COOKIE);
    await registerUser(c);
    expect((await sessions(c)).data.totalCount).toBe(0);
    c.cookies.set(AI_VISITOR_COOKIE, visitor);
    expect((await sessions(c)).data.result.map((s) => s.session_id)).toEqual([meta.session_id]);
    expect(c.cookies.has(AI_VISITOR_COOKIE)).toBe(false);
  });

  it('refuses bad input with the envelope before any stream', async () => {
    const c = t.client();
    const cases: [Record<string, unknown>, string, number][] = [
      [{}, AI_MSG.questionRequired, 400],
      [{ question: '   ' }, AI_MSG.questionRequired, 400],
      [{ question: 12 }, AI_MSG.questionRequired, 400],
      [{ question: '问'.repeat(AI_LIMITS.question + 1) }, AI_MSG.questionTooLong, 400],
      [{ question: '有效问题', session_id: 'x'.repeat(65) }, AI_MSG.sessionNotFound, 400],
      [{ question: '有效问题', session_id: 'no-such-session' }, AI_MSG.sessionNotFound, 404],
    ];
    for (const [body, msg, status] of cases) {
      const res = await ask(t, c, body);
      expect(res.envelope?.msg, JSON.stringify(body)).toBe(msg);
      // A refused ask answers an HTTP error status with the envelope (a stream is 200 event-stream).
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.envelope?.errCode).toBe(String(status));
    }
    // Exactly at the limit is fine.
    const max = await ask(t, c, { question: '问'.repeat(AI_LIMITS.question) });
    expect(doneOf(max.events).status).toBe('done');
    expect((await c.post('/api/v1/ai/chat/list', {})).msg).toBe(AI_MSG.sessionIdRequired);
    expect((await c.post('/api/v1/ai/chat/stop', {})).msg).toBe(AI_MSG.chatIdRequired);
    expect((await c.post('/api/v1/ai/chat/stop', { chat_id: 'abc' })).msg).toBe(AI_MSG.chatNotFound);
    expect((await c.post('/api/v1/ai/chat/reply-list', { session_id: 's', after_id: 'x' })).msg).toBe(
      AI_MSG.chatNotFound,
    );
    expect((await c.post('/api/v1/ai/session/delete', {})).msg).toBe(AI_MSG.sessionIdRequired);
    // Unsigned: refused like every API call.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat/ask',
      payload: { question: '宁德时代' },
    });
    expect(unsigned.headers['content-type']).toMatch(/json/);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().errCode).not.toBe('0');
  });

  it('limits asks per visitor and per address', async () => {
    const ip = randomIp();
    const visitor = t.client({ ip });
    // Quick asks: a word found nowhere answers in one short piece.
    for (let i = 0; i < 20; i++) expect((await ask(t, visitor, { question: `qzx${i}` })).status).toBe(200);
    const over = await ask(t, visitor, { question: 'qzx' });
    expect(over.status).toBe(429);
    expect(over.envelope?.msg).toMatch(/^提问太频繁，请\d+秒后再试$/);
    // Another visitor behind the same address still may, up to the address's limit.
    const others = Array.from({ length: 6 }, () => t.client({ ip }));
    let refused = 0;
    for (const c of others) {
      for (let i = 0; i < 20; i++) if ((await ask(t, c, { question: `qzx${i}` })).status === 429) refused++;
    }
    // 120 per address in all (the first visitor's refused ask took none): 20 + 100 pass, 20 are refused.
    expect(refused).toBe(20);
  });
});

describe('the assistant with a language model (OpenAI-compatible, local test server)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '800',
      LLM_MAX_RETRIES: '1',
    });
    const author = t.client();
    await registerUser(author);
    await author.post('/api/v1/article/add', {
      type: 'long',
      title: '比亚迪销量点评',
      content: '<p>$比亚迪(002594)$ 十月销量再创新高，海外销量占比提升。</p>',
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Asks over real HTTP, reading events as they arrive. */
  async function open(c: TestClient, body: Record<string, unknown>, signal?: AbortSignal) {
    const res = await fetch(`${base}/api/v1/ai/chat/ask`, {
      method: 'POST',
      headers: {
        ...signHeaders(t.app.config.signSecret),
        'content-type': 'application/json',
        cookie: cookieHeader(c),
      },
      body: JSON.stringify(body),
      signal,
    });
    keepCookies(c, res.headers.getSetCookie());
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const next = async (): Promise<Event | null> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const [parsed] = parseEvents(`${block}\n\n`);
          if (parsed) return parsed;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const rest = async () => {
      const out: Event[] = [];
      for (let e = await next(); e; e = await next()) out.push(e);
      return out;
    };
    return { res, next, rest };
  }

  const answerRow = async (chatId: string) => {
    const [row] = await t.database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, Number(chatId)));
    return row;
  };

  it('streams the tokens in order, grounded in the passages, and keeps the answer', async () => {
    const pieces = ['比亚迪', '十月销量', '再创新高', '[1]', '。'];
    fake.queue.push({ tokens: pieces, delayMs: 20 });
    const c = t.client();
    const { res, rest } = await open(c, { question: '比亚迪销量怎么样' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await rest();
    expect(events.map((e) => e.event)).toEqual(['meta', ...pieces.map(() => 'token'), 'done']);
    expect(events.filter((e) => e.event === 'token').map((e) => e.data.t)).toEqual(pieces);
    const meta = metaOf(events);
    expect(meta.sources[0]).toMatchObject({ title: '比亚迪销量点评', type: 'post' });
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    const [system, user] = request.body.messages as { role: string; content: string }[];
    expect(system.role).toBe('system');
    expect(system.content).toContain(`[1] 比亚迪销量点评（${meta.sources[0].link}）`);
    expect(system.content).toContain('不提供任何投资建议');
    expect(user).toEqual({ role: 'user', content: '比亚迪销量怎么样' });
    expect(await answerRow(meta.chat_id)).toMatchObject({ content: pieces.join(''), status: 'done' });

    // A follow-up carries the conversation so far.
    fake.queue.push({ tokens: ['好'] });
    await (await open(c, { session_id: meta.session_id, question: '海外呢' })).rest();
    expect(fake.requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: 'user', content: '比亚迪销量怎么样' },
      { role: 'assistant', content: pieces.join('') },
      { role: 'user', content: '海外呢' },
    ]);
  });

  it('stops mid-stream on chat/stop: the partial answer is kept as stopped', async () => {
    fake.queue.push({ tokens: Array.from({ length: 100 }, (_, i) => `段${i}`), delayMs: 30 });
    const c = t.client();
    const stream = await open(c, { question: '比亚迪海外' });
    const meta = (await stream.next())!.data as { chat_id: string; session_id: string };
    for (let i = 0; i < 3; i++) expect((await stream.next())?.event).toBe('token');
    // A second question in the same session waits for this answer.
    const busy = await ask(t, c, { session_id: meta.session_id, question: '再问' });
    expect(busy.envelope?.msg).toBe(AI_MSG.busy);
    expect(busy.status).toBe(409);
    const stop = await c.post('/api/v1/ai/chat/stop', { chat_id: meta.chat_id });
    expect([stop.errCode, stop.msg]).toEqual(['0', AI_MSG.stopped]);
    const events = await stream.rest();
    expect(doneOf(events)).toEqual({ chat_id: meta.chat_id, status: 'stopped' });
    const row = await answerRow(meta.chat_id);
    expect(row.status).toBe('stopped');
    expect(row.content.startsWith('段0段1段2')).toBe(true);
    expect(row.content.length).toBeLessThan(100 * 3);
    await expect.poll(() => fake.aborted).toBeGreaterThanOrEqual(1);
    // The session takes questions again.
    fake.queue.push({ tokens: ['好'] });
    expect(
      doneOf(await (await open(c, { session_id: meta.session_id, question: '再问' })).rest()).status,
    ).toBe('done');
  });

  it('stops when the reader closes the connection', async () => {
    fake.queue.push({ tokens: Array.from({ length: 100 }, (_, i) => `片${i}`), delayMs: 30 });
    const c = t.client();
    const abort = new AbortController();
    const stream = await open(c, { question: '比亚迪' }, abort.signal);
    const meta = (await stream.next())!.data as { chat_id: string };
    await stream.next();
    const abortedBefore = fake.aborted;
    abort.abort();
    await expect.poll(async () => (await answerRow(meta.chat_id)).status).toBe('stopped');
    expect((await answerRow(meta.chat_id)).content).toMatch(/^片0/);
    await expect.poll(() => fake.aborted).toBeGreaterThan(abortedBefore);
  });

  it('retries a failed start, then fails with an error event when upstream keeps failing', async () => {
    fake.queue.push({ status: 500 }, { tokens: ['重试', '成功'] });
    const ok = await (await open(t.client(), { question: '比亚迪' })).rest();
    expect(tokensOf(ok)).toBe('重试成功');
    fake.queue.push({ status: 500 }, { status: 503 });
    const failed = await (await open(t.client(), { question: '比亚迪' })).rest();
    expect(failed.map((e) => e.event)).toEqual(['meta', 'error', 'done']);
    expect(failed[1].data).toEqual({ msg: AI_MSG.failed });
    expect(doneOf(failed).status).toBe('failed');
    expect((await answerRow(metaOf(failed).chat_id)).status).toBe('failed');
  });

  it('honours the timeout when the model stalls mid-answer', async () => {
    fake.queue.push({ tokens: ['开头', '不会', '到达'], stallAfter: 1 });
    const events = await (await open(t.client(), { question: '比亚迪' })).rest();
    expect(events.map((e) => e.event)).toEqual(['meta', 'token', 'error', 'done']);
    expect(events[2].data).toEqual({ msg: AI_MSG.timeout });
    const row = await answerRow(metaOf(events).chat_id);
    expect(row).toMatchObject({ status: 'failed', content: '开头' });
  });

  it('cuts an answer at its length limit and keeps it done', async () => {
    fake.queue.push({ tokens: Array.from({ length: 50 }, () => '长'.repeat(100)) });
    const events = await (await open(t.client(), { question: '比亚迪' })).rest();
    expect(tokensOf(events)).toHaveLength(AI_LIMITS.answer);
    expect(doneOf(events).status).toBe('done');
    expect((await answerRow(metaOf(events).chat_id)).content).toHaveLength(AI_LIMITS.answer);
  });

  it('limits a member to 60 asks in ten minutes', async () => {
    const c = t.client();
    await registerUser(c);
    for (let i = 0; i < 60; i++) {
      const res = await ask(t, c, { question: `比亚迪${i}` });
      expect(res.status).toBe(200);
    }
    const over = await ask(t, c, { question: '比亚迪' });
    expect(over.status).toBe(429);
    expect(over.envelope?.msg).toMatch(/^提问太频繁/);
  });
});
