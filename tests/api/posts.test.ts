import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFTS_MAX } from '../../common/post';
import { posts, users } from '../../server/db/schema';
import { LIMITS } from '../../server/services';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  // Enough 养分 to price posts (ENERGY_POWERS.paidPost).
  await grantEnergy(t, u.userId);
  return { c, ...u };
}

type Added = { article_id: string; status: number };
type Item = Record<string, unknown> & {
  article_id: string;
  gate: { reason: string } | null;
  content: string;
};
type PageOf = { result: Item[]; totalCount: number; hasNext: boolean; next_cursor?: string };

const add = (c: TestClient, body: Record<string, unknown>) => c.post<Added>('/api/v1/article/add', body);
const detail = (c: TestClient, id: string) => c.post<Item>('/api/v2/article/detail', { article_id: id });
const community = (c: TestClient, body: Record<string, unknown>) =>
  c.post<PageOf>('/api/v2/article/community', body);

describe('publishing each type', () => {
  it('publishes a long post into 研选 with a sanitised body and summary', async () => {
    const { c, userId } = await member();
    const res = await add(c, {
      type: 'long',
      title: '储能行业深度：装机高增下的盈利拐点',
      content:
        '<h2>核心观点</h2><p>储能<strong>装机</strong>同比增长。</p><img src="https://img.example.com/a.png"><script>alert(1)</script>',
      tags: '储能, 新能源',
      category_id: '97',
    });
    expect(res).toMatchObject({ errCode: '0', msg: '发布成功', data: { status: 2 } });
    expect(res.data.article_id).toMatch(/^[0-9a-z]{11}$/);
    const d = await detail(t.client(), res.data.article_id);
    expect(d.data).toMatchObject({
      type: 'long',
      back_garden: 0,
      category_id: '97',
      tags: ['储能', '新能源'],
      gate: null,
    });
    expect(d.data.content).not.toContain('<script');
    expect(d.data.content).toContain('<strong>装机</strong>');
    expect(d.data.summary).toBe('核心观点\n储能装机同比增长。');
    expect(d.data.cover).toBe('https://img.example.com/a.png');
    const [u] = await t.database.db.select().from(users).where(sql`id = ${userId}`);
    expect(u.posts).toBe(1);
  });

  it.each([
    [{ type: 'long', content: '<p>正文</p>' }, '请输入标题'],
    [{ type: 'long', title: '标题' }, '请输入内容'],
    [{ type: 'long', title: 'x'.repeat(101), content: '<p>a</p>' }, '标题不能超过100个字'],
    [{ type: 'garden', content: '<p> </p>' }, '请输入内容'],
    [{ type: 'live' }, '请输入内容'],
    [{ type: 'ask', content: '<p>问题描述</p>' }, '请输入标题'],
    [{ type: 'link' }, '请输入链接地址'],
    [{ type: 'link', link_url: 'javascript:alert(1)' }, '链接地址格式有误'],
    [{ type: 'documents', title: '报告' }, '请上传文档'],
    [
      { type: 'documents', title: '报告', attachments: '[{"name":"a.pdf","url":"javascript:x"}]' },
      '附件信息有误',
    ],
    [{ type: 'video', content: 'x' }, '文章类型有误'],
    [{ type: 'garden', content: '<p>a</p>', tags: ['1', '2', '3', '4', '5', '6'] }, '最多添加5个标签'],
    [{ type: 'garden', content: '<p>a</p>', category_id: '1' }, '分类有误'],
    [{ type: 'garden', content: '<p>a</p>', read_integral: -1 }, '数字格式错误'],
  ])('rejects %j with %s', async (body, msg) => {
    const { c } = await member();
    expect(await add(c, body)).toMatchObject({ errCode: '400', msg });
  });

  it('takes attachments only at same-site paths (as browsers read them) or https URLs, normalised', async () => {
    const { c } = await member();
    const doc = (url: string) => ({
      type: 'documents',
      title: '附件',
      attachments: [{ name: 'a.pdf', url }],
    });
    for (const url of [
      '/\t/evil.example/a.pdf',
      '/\n/evil.example/a.pdf',
      '/\r/evil.example/a.pdf',
      '//evil.example/a.pdf',
      '/\\evil.example/a.pdf',
      '\\\\evil.example/a.pdf',
      'http://evil.example/a.pdf',
      'javascript:alert(1)',
      'uploads/a.pdf',
    ]) {
      expect(await add(c, doc(url)), JSON.stringify(url)).toMatchObject({
        errCode: '400',
        msg: '附件信息有误',
      });
      const draft = await c.post('/api/v1/article/draft/save', doc(url));
      expect(draft, JSON.stringify(url)).toMatchObject({ errCode: '400', msg: '附件信息有误' });
    }
    const ok = await add(c, {
      type: 'documents',
      title: '附件',
      attachments: [
        { name: 'a.pdf', url: '/uploads/2026/研报 v1.pdf' },
        { name: 'b.pdf', url: 'HTTPS://CDN.example/b c.pdf' },
      ],
    });
    expect(ok.errCode, ok.msg).toBe('0');
    expect((await detail(c, ok.data.article_id)).data.attachments).toEqual([
      { name: 'a.pdf', url: '/uploads/2026/%E7%A0%94%E6%8A%A5%20v1.pdf' },
      { name: 'b.pdf', url: 'https://cdn.example/b%20c.pdf' },
    ]);
  });

  it('puts short posts in 广场, life posts in 生活, and honours move-to-square', async () => {
    const { c } = await member();
    const garden = await add(c, { type: 'garden', content: '<p>今天情绪回暖</p>' });
    const live = await add(c, { type: 'live', content: '<p>周末去爬山</p>' });
    const moved = await add(c, { type: 'ask', title: '怎么看光模块？', to_square: 1 });
    const link = await add(c, {
      type: 'link',
      link_url: 'https://www.cls.cn/detail/1',
      link_title: '财联社快讯',
    });
    const doc = await add(c, {
      type: 'documents',
      title: '年度策略',
      attachments: [{ name: '策略.pdf', url: '/uploads/2026/a.pdf' }],
    });
    const section = async (id: string) => (await detail(c, id)).data.back_garden;
    expect(await section(garden.data.article_id)).toBe(1);
    expect(await section(live.data.article_id)).toBe(2);
    expect(await section(moved.data.article_id)).toBe(1);
    expect(await section(doc.data.article_id)).toBe(0);
    const l = await detail(c, link.data.article_id);
    expect(l.data).toMatchObject({ title: '财联社快讯', link_url: 'https://www.cls.cn/detail/1' });
  });

  it('needs a login', async () => {
    expect((await add(t.client(), { type: 'garden', content: '<p>a</p>' })).errCode).toBe('1');
  });
});

describe('sensitive words', () => {
  it('sends a matching post to review, visible only to its author until approved', async () => {
    const { c, userId } = await member();
    const res = await add(c, { type: 'garden', content: '<p>加 我 微信，带你赚钱</p>' });
    expect(res).toMatchObject({ errCode: '0', msg: '内容包含敏感词，已提交审核', data: { status: 1 } });
    const id = res.data.article_id;
    expect((await detail(t.client(), id)).errCode).toBe('404');
    expect((await detail(c, id)).data.status).toBe(1);
    const list = await community(t.client(), { back_garden: 1, order: 0 });
    expect(list.data.result.some((p) => p.article_id === id)).toBe(false);
    let [u] = await t.database.db.select().from(users).where(sql`id = ${userId}`);
    expect(u.posts).toBe(0);
    await t.app.services.posts.approve(id);
    expect((await detail(t.client(), id)).errCode).toBe('0');
    [u] = await t.database.db.select().from(users).where(sql`id = ${userId}`);
    expect(u.posts).toBe(1);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit and delete, keeping the post count right', async () => {
    const a = await member();
    const b = await member();
    const { data } = await add(a.c, { type: 'garden', content: '<p>原文</p>' });
    const id = data.article_id;
    const upd = { article_id: id, type: 'garden', content: '<p>改过</p>' };
    expect(await b.c.post('/api/v1/article/update', upd)).toMatchObject({ errCode: '403' });
    expect(await b.c.post('/api/v1/article/delete', { article_id: id })).toMatchObject({ errCode: '403' });
    expect(await a.c.post('/api/v1/article/update', upd)).toMatchObject({ errCode: '0', msg: '修改成功' });
    expect((await detail(a.c, id)).data.content).toBe('<p>改过</p>');
    expect(await a.c.post('/api/v1/article/delete', { article_id: id })).toMatchObject({ errCode: '0' });
    expect((await detail(t.client(), id)).errCode).toBe('404');
    expect((await a.c.post('/api/v1/article/delete', { article_id: id })).errCode).toBe('404');
    let [u] = await t.database.db.select().from(users).where(sql`id = ${a.userId}`);
    expect(u.posts).toBe(0);
    // Editors can restore it.
    await t.app.services.posts.restore(id);
    expect((await detail(t.client(), id)).data.content).toBe('<p>改过</p>');
    [u] = await t.database.db.select().from(users).where(sql`id = ${a.userId}`);
    expect(u.posts).toBe(1);
  });
});

describe('drafts', () => {
  it('saves, lists, updates and publishes a draft; drafts are private', async () => {
    const a = await member();
    const b = await member();
    const saved = await a.c.post<{ article_id: string }>('/api/v1/article/draft/save', {
      type: 'long',
      title: '半成品',
    });
    expect(saved).toMatchObject({ errCode: '0', msg: '草稿已保存' });
    const id = saved.data.article_id;
    await a.c.post('/api/v1/article/draft/save', {
      article_id: id,
      type: 'long',
      title: '半成品v2',
      content: '<p>草稿正文</p>',
    });
    const list = await a.c.post<PageOf>('/api/v1/article/draft/list', {});
    expect(list.data.result.map((p) => p.title)).toEqual(['半成品v2']);
    expect((await b.c.post<PageOf>('/api/v1/article/draft/list', {})).data.totalCount).toBe(0);
    expect((await detail(b.c, id)).errCode).toBe('404');
    expect((await b.c.post('/api/v1/article/draft/save', { article_id: id, type: 'long' })).errCode).toBe(
      '404',
    );
    const pub = await add(a.c, { draft_id: id, type: 'long', title: '成稿', content: '<p>完整正文</p>' });
    expect(pub.data).toEqual({ article_id: id, status: 2 });
    expect((await a.c.post<PageOf>('/api/v1/article/draft/list', {})).data.totalCount).toBe(0);
    expect((await detail(b.c, id)).data.title).toBe('成稿');
  });
});

describe('per-member limits of drafts and link titles', () => {
  it('limits draft saves per member with a Chinese message', async () => {
    const { c } = await member();
    const { points } = LIMITS.draftPerUser;
    const answers = await Promise.all(
      Array.from({ length: points + 3 }, (_, i) =>
        c.post('/api/v1/article/draft/save', {
          type: 'long',
          title: `连发${i}`,
          content: 'x'.repeat(50_000),
        }),
      ),
    );
    const refused = answers.filter((a) => a.errCode === '429');
    expect(refused).toHaveLength(3);
    expect(refused[0].msg).toMatch(/^保存草稿太频繁，请\d+秒后再试$/);
    expect((await c.post<PageOf>('/api/v1/article/draft/list', {})).data.totalCount).toBe(points);
  });

  it(`keeps at most ${DRAFTS_MAX} drafts per member, counting concurrent saves exactly`, async () => {
    const { c, userId } = await member();
    await t.database.db.execute(sql`
      insert into posts (article_id, user_id, type, section, status)
      select 'cap' || ${userId} || '-' || g, ${userId}, 'long', 0, 0 from generate_series(1, ${DRAFTS_MAX - 2}) g`);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        c.post('/api/v1/article/draft/save', { type: 'long', title: `满${i}` }),
      ),
    );
    expect(answers.filter((a) => a.errCode === '0')).toHaveLength(2);
    for (const a of answers.filter((a) => a.errCode !== '0')) {
      expect(a).toMatchObject({ errCode: '400', msg: `草稿最多保存${DRAFTS_MAX}篇，请先删除不需要的草稿` });
    }
    const drafts = await c.post<PageOf>('/api/v1/article/draft/list', {});
    expect(drafts.data.totalCount).toBe(DRAFTS_MAX);
    // A kept draft can still be edited, and deleting one makes room.
    const kept = drafts.data.result[0].article_id;
    expect((await c.post('/api/v1/article/draft/save', { article_id: kept, type: 'long' })).errCode).toBe(
      '0',
    );
    expect((await c.post('/api/v1/article/draft/delete', { article_id: kept })).errCode).toBe('0');
    expect((await c.post('/api/v1/article/draft/save', { type: 'long', title: '腾出' })).errCode).toBe('0');
  });

  it('limits link-title fetches per member', async () => {
    const { c } = await member();
    const { points } = LIMITS.linkTitlePerUser;
    // A private address is refused before any fetch; each try still counts.
    for (let i = 0; i < points; i++) {
      const res = await c.post('/api/v1/article/html-title', { url: 'http://127.0.0.1/' });
      expect(res.errCode).toBe('400');
    }
    const over = await c.post('/api/v1/article/html-title', { url: 'http://127.0.0.1/' });
    expect(over).toMatchObject({ errCode: '429' });
    expect(over.msg).toMatch(/^获取链接标题太频繁，请\d+秒后再试$/);
    const other = await member();
    expect((await other.c.post('/api/v1/article/html-title', { url: 'http://127.0.0.1/' })).errCode).toBe(
      '400',
    );
  });
});

describe('read gates', () => {
  it('closes fans-only and priced bodies to others, shows them to the author', async () => {
    const a = await member();
    const b = await member();
    const fans = await add(a.c, { type: 'garden', content: '<p>粉丝专享</p>', fans_limit: true });
    const paid = await add(a.c, { type: 'garden', content: '<p>付费内容</p>', read_integral: 20 });
    const limited = await add(a.c, { type: 'garden', content: '<p>老用户可见</p>', read_limit: 30 });
    const f = await detail(b.c, fans.data.article_id);
    expect(f.data.gate).toMatchObject({ reason: 'fans_only' });
    expect(f.data.content).toBe('');
    // The summary is the start of the body: closed too, in the detail and in lists.
    expect(f.data.summary).toBe('');
    const square = await community(b.c, { back_garden: 1, order: 0, limit: 50 });
    expect(square.data.result.find((p) => p.article_id === fans.data.article_id)?.summary).toBe('');
    const own = await community(a.c, { back_garden: 1, order: 0, limit: 50 });
    expect(own.data.result.find((p) => p.article_id === fans.data.article_id)?.summary).toBe('粉丝专享');
    expect((await detail(t.client(), fans.data.article_id)).data.gate).toMatchObject({ reason: 'login' });
    await t.database.db.execute(
      sql`insert into follows (follower_id, followee_id) values (${b.userId}, ${a.userId})`,
    );
    expect((await detail(b.c, fans.data.article_id)).data.gate).toBeNull();
    expect((await detail(b.c, paid.data.article_id)).data).toMatchObject({
      gate: { reason: 'paid' },
      content: '',
      read_integral: 20,
    });
    expect((await detail(b.c, limited.data.article_id)).data.gate).toMatchObject({ reason: 'read_limit' });
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '31 days' where id = ${b.userId}`,
    );
    expect((await detail(b.c, limited.data.article_id)).data.gate).toBeNull();
    expect((await detail(a.c, paid.data.article_id)).data.content).toBe('<p>付费内容</p>');
  });
});

describe('lists', () => {
  it('sorts by publish time, heat, 30-day score and latest interaction, with pages and a keyset cursor', async () => {
    const { c } = await member();
    const before = (await community(t.client(), { back_garden: 2, order: 0 })).data.totalCount;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await add(c, { type: 'live', content: `<p>生活 ${i}</p>` })).data.article_id);
    // Give one post interactions and make another one old.
    await t.database.db.execute(
      sql`update posts set like_count = 50, new_interaction_time = now() where article_id = ${ids[1]}`,
    );
    await t.database.db.execute(
      sql`update posts set check_time = now() - interval '40 days' where article_id = ${ids[0]}`,
    );
    const newest = await community(t.client(), { back_garden: 2, order: 0, limit: 2 });
    expect(newest.data.result.map((p) => p.article_id)).toEqual([ids[4], ids[3]]);
    expect(newest.data).toMatchObject({ totalCount: before + 5, hasNext: true });
    const next = await community(t.client(), {
      back_garden: 2,
      order: 0,
      limit: 2,
      cursor: newest.data.next_cursor,
    });
    expect(next.data.result.map((p) => p.article_id)).toEqual([ids[2], ids[1]]);
    const page2 = await community(t.client(), { back_garden: 2, order: 0, limit: 2, start: 2 });
    expect(page2.data.result.map((p) => p.article_id)).toEqual([ids[2], ids[1]]);
    const hot = await community(t.client(), { back_garden: 2, order: 1 });
    expect(hot.data.result[0].article_id).toBe(ids[1]);
    const thirty = await community(t.client(), { back_garden: 2, order: 3 });
    expect(thirty.data.result[0].article_id).toBe(ids[1]);
    expect(thirty.data.result.some((p) => p.article_id === ids[0])).toBe(false);
    const action = await community(t.client(), { back_garden: 2, order: 5 });
    expect(action.data.result.map((p) => p.article_id)).toEqual([ids[1]]);
    expect(action.data.totalCount).toBe(1);
    const legacy = await t.client().post<PageOf>('/api/v1/article', { type: 2, is_newest: 1, limit: 15 });
    expect(legacy.data.result[0].article_id).toBe(ids[4]);
    expect((await community(t.client(), { back_garden: 2, cursor: 'garbage' })).msg).toBe('分页参数有误');
    expect((await community(t.client(), { back_garden: 2, start: 201 })).msg).toBe(
      '最多翻到第200页，请继续下拉加载',
    );
  });

  it('keeps score and heat in step with counters (trigger)', async () => {
    const { c } = await member();
    const { data } = await add(c, { type: 'garden', content: '<p>热度</p>' });
    await t.database.db.execute(
      sql`update posts set like_count = 10, comment_count = 2, view_count = 100 where article_id = ${data.article_id}`,
    );
    const [row] = await t.database.db.select().from(posts).where(sql`article_id = ${data.article_id}`);
    expect(row.score).toBe(2 * 10 + 3 * 2 + 2);
    const expected = Math.log10(row.score) + row.checkTime!.getTime() / 1000 / 45000;
    expect(row.heat).toBeCloseTo(expected, 3);
  });

  it('honours start_time and end_time in China time, a date alone covering its whole day', async () => {
    const { c } = await member();
    const at = ['2021-03-01 09:30:00', '2021-03-01 23:59:59.5', '2021-03-02 00:00:00'];
    const ids: string[] = [];
    for (const time of at) {
      const id = (await add(c, { type: 'live', content: `<p>时间 ${time}</p>` })).data.article_id;
      await t.database.db.execute(
        sql`update posts set check_time = ${`${time}+08`}::timestamptz where article_id = ${id}`,
      );
      ids.push(id);
    }
    const range = async (start_time?: string, end_time?: string) => {
      const res = await community(t.client(), { back_garden: 2, limit: 50, start_time, end_time });
      expect(res.errCode, res.msg).toBe('0');
      expect(res.data.totalCount).toBe(res.data.result.length);
      return res.data.result.map((p) => p.article_id);
    };
    expect(await range('2021-03-01', '2021-03-01')).toEqual([ids[1], ids[0]]);
    expect(await range('2021-03-01', '2021-03-01 09:30:00')).toEqual([ids[0]]);
    expect(await range('2021-03-01 09:30:01', '2021-03-02')).toEqual([ids[2], ids[1]]);
    expect(await range('2021-03-02 00:00:00', '2021-03-02 00:00:00')).toEqual([ids[2]]);
    // Each bound alone, and empty strings meaning no bound.
    expect((await range(undefined, '2021-03-01')).slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect((await range('2021-03-02', '')).at(-1)).toBe(ids[2]);
    expect(await range('2021-03-03', '2021-03-01')).toEqual([]);
    for (const bad of [
      '2021-3-1',
      '2021-02-29',
      '2021/03/01',
      '2021-03-01 24:00:00',
      '2021-03-01T09:30:00',
    ]) {
      expect(await community(t.client(), { back_garden: 2, start_time: bad })).toMatchObject({
        errCode: '400',
        msg: '开始时间格式有误，请按 2024-01-31 或 2024-01-31 09:30:00 填写',
      });
    }
    expect(await community(t.client(), { back_garden: 2, end_time: 20210301 })).toMatchObject({
      errCode: '400',
      msg: '结束时间格式有误，请按 2024-01-31 或 2024-01-31 09:30:00 填写',
    });
  });

  it("shares a visitor's page 1 for a few seconds, never a member's, and drops it when content changes", async () => {
    const author = await member();
    const reader = await member();
    const { data } = await add(author.c, { type: 'garden', content: '<p>共享首页</p>' });
    const newest = { back_garden: 1, order: 0 };
    const first = (c: TestClient) => community(c, newest).then((r) => r.data.result[0]);
    expect(await first(t.client())).toMatchObject({ article_id: data.article_id, like_count: 0 });

    await reader.c.post('/api/v1/article/like', { article_id: data.article_id });
    // The member's own page is built for them: their like and the new count at once.
    expect(await first(reader.c)).toMatchObject({ like_count: 1, is_like: 1 });
    // Visitors share the page built moments ago (counters may lag, as on the cached pages).
    const [a, b] = await Promise.all([first(t.client()), first(t.client())]);
    expect(a).toMatchObject({ like_count: 0, is_like: 0 });
    expect(b).toEqual(a);
    // A publish changes the content version: every reader sees the new post first at once.
    const next = await add(author.c, { type: 'garden', content: '<p>更新的首页</p>' });
    expect(await first(t.client())).toMatchObject({ article_id: next.data.article_id });
    expect((await community(t.client(), newest)).data.result[1]).toMatchObject({ like_count: 1 });
  });

  it('counts a view once per reader', async () => {
    const { c } = await member();
    const { data } = await add(c, { type: 'garden', content: '<p>阅读数</p>' });
    const reader = t.client();
    await detail(reader, data.article_id);
    await detail(reader, data.article_id);
    const d = await detail(t.client(), data.article_id);
    expect(d.data.view_count).toBe(2);
  });
});
