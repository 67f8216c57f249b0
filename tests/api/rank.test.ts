import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankBoard } from '../../common/rank';
import { searchTerms } from '../../server/db/schema';
import { chinaDate, startOfChinaDay } from '../../server/lib/time';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
type Added = { article_id: string; status: number };
type HotPage = {
  result: { article_id: string; title: string }[];
  totalCount: number;
  hasNext: boolean;
  pageNo: number;
};

const DAY_MS = 86_400_000;
/** Titles of the published posts by their expected score (2 points a like, migration 0003). */
const ids: Record<string, string> = {};
let yesterdayWeight = 0;

async function add(c: TestClient, body: Record<string, unknown>): Promise<string> {
  const res = await c.post<Added>('/api/v1/article/add', body);
  if (res.errCode !== '0') throw new Error(res.msg);
  return res.data.article_id;
}

async function setPost(articleId: string, set: { likes?: number; ageDays?: number }) {
  const db = t.database.db;
  if (set.likes !== undefined)
    await db.execute(sql`update posts set like_count = ${set.likes} where article_id = ${articleId}`);
  if (set.ageDays !== undefined)
    await db.execute(
      sql`update posts set check_time = now() - make_interval(days => ${set.ageDays}) where article_id = ${articleId}`,
    );
}

let users: { a: number; b: number };
const board = async (c = t.client()) => (await c.post<RankBoard>('/api/v1/article/rank-board', {})).data;
const hot = (body: Record<string, unknown>) => t.client().post<HotPage>('/api/v1/article/hot', body);

beforeAll(async () => {
  t = await createTestApp();
  const a = t.client();
  const b = t.client();
  const ua = await registerUser(a);
  const ub = await registerUser(b);
  users = { a: ua.userId, b: ub.userId };
  await grantEnergy(t, ub.userId);
  // 工分 earned: the board counts the last ten days only.
  const ledger = t.app.services.ledger;
  await ledger.award({ userId: ua.userId, integral: 30, memo: '优质内容', key: 'rank-a' });
  await ledger.award({ userId: ub.userId, integral: 50, memo: '优质内容', key: 'rank-b' });
  await ledger.award({ userId: ua.userId, integral: 500, memo: '很久以前', key: 'rank-old' });
  await t.database.db.execute(
    sql`update ledger_entries set created_at = now() - interval '11 days' where idem_key = 'award:rank-old'`,
  );

  // Published posts in all three sections, with known scores.
  ids.a = await add(a, { type: 'long', title: '榜单A', content: '<p>正文A</p>' });
  ids.live = await add(a, { type: 'live', content: '<p>周末去爬山，风景很好</p>' });
  ids.b = await add(a, { type: 'long', title: '榜单B', content: '<p>正文B</p>' });
  ids.short = await add(a, { type: 'garden', content: '<p>短文没有标题，榜单显示摘要的开头</p>' });
  ids.c = await add(a, { type: 'long', title: '榜单C', content: '<p>正文C</p>' });
  ids.d = await add(a, { type: 'long', title: '榜单D', content: '<p>正文D</p>' });
  ids.eightDays = await add(b, { type: 'long', title: '八天前', content: '<p>正文E</p>' });
  ids.old = await add(b, { type: 'long', title: '一个月前', content: '<p>正文</p>' });
  ids.paid = await add(b, { type: 'garden', content: '<p>付费短文的正文</p>', read_integral: 10 });
  await setPost(ids.a, { likes: 50 });
  await setPost(ids.live, { likes: 40 });
  await setPost(ids.b, { likes: 30 });
  await setPost(ids.short, { likes: 20 });
  await setPost(ids.c, { likes: 10 });
  await setPost(ids.paid, { likes: 5 });
  await setPost(ids.eightDays, { likes: 100, ageDays: 8 });
  await setPost(ids.old, { likes: 1000, ageDays: 31 });

  // Posts nobody else may see, however popular: in review, hidden, draft.
  ids.review = await add(b, { type: 'garden', content: '<p>加 我 微信，带你赚钱</p>' });
  ids.hidden = await add(b, { type: 'garden', content: '<p>加 我 微信，稳赚不赔</p>' });
  await t.app.services.posts.reject(ids.hidden);
  const draft = await b.post<{ article_id: string }>('/api/v1/article/draft/save', {
    type: 'long',
    title: '草稿',
    content: '<p>草稿正文</p>',
  });
  ids.draft = draft.data.article_id;
  for (const id of [ids.review, ids.hidden, ids.draft]) await setPost(id, { likes: 5000 });

  // Searches: three readers for 宁德时代, two spellings of one keyword, one reader repeating 光伏.
  const rankings = t.app.services.rankings;
  for (const viewer of ['u1', 'u2', 'u3']) await rankings.recordSearch('宁德时代', viewer);
  await rankings.recordSearch('  AI  芯片 ', 'u1');
  await rankings.recordSearch('ai 芯片', 'ip10.0.0.1');
  for (let i = 0; i < 3; i++) await rankings.recordSearch('光伏', 'u1');
  const today = Date.now();
  await t.database.db.insert(searchTerms).values([
    { day: chinaDate(today - DAY_MS), keyword: '储能', hits: 1000 },
    { day: chinaDate(today - 2 * DAY_MS), keyword: '白酒', hits: 5000 },
  ]);
  yesterdayWeight = 1 - (today - startOfChinaDay(today).getTime()) / DAY_MS;
});
afterAll(() => t.close());

describe('recording searches', () => {
  it('counts a keyword once per reader and day, and ignores what is not a search term', async () => {
    const rankings = t.app.services.rankings;
    expect(await rankings.recordSearch('比亚迪', 'u9')).toBe(true);
    expect(await rankings.recordSearch(' 比亚迪 ', 'u9')).toBe(false);
    expect(await rankings.recordSearch('比亚迪', 'u10')).toBe(true);
    for (const junk of ['', '   ', '！？。', '…', 'x'.repeat(31)]) {
      expect(await rankings.recordSearch(junk, 'u9')).toBe(false);
    }
    expect(await rankings.recordSearch('x'.repeat(30), 'u9')).toBe(true);
    const rows = await t.database.db
      .select()
      .from(searchTerms)
      .where(
        sql`${searchTerms.day} = ${chinaDate()} and ${searchTerms.keyword} in ('比亚迪', '光伏', 'ai 芯片')`,
      )
      .orderBy(searchTerms.keyword);
    expect(rows.map((r) => [r.keyword, r.hits])).toEqual([
      ['ai 芯片', 2],
      ['光伏', 1],
      ['比亚迪', 2],
    ]);
  });
});

describe('/api/v1/article/rank-board', () => {
  it('ranks the keywords of the last 24 hours: today in full, yesterday by its share of the window', async () => {
    const { hot_search_list: list } = await board();
    const counts = Object.fromEntries(list.map((s) => [s.keyword, s.count]));
    expect(counts).toMatchObject({ 宁德时代: 3, 'ai 芯片': 2, 光伏: 1, 比亚迪: 2 });
    expect(Math.abs(counts.储能 - Math.round(1000 * yesterdayWeight))).toBeLessThanOrEqual(1);
    expect(counts).not.toHaveProperty('白酒');
    expect(list.map((s) => s.count)).toEqual([...list.map((s) => s.count)].sort((x, y) => y - x));
    const todays = list.map((s) => s.keyword).filter((k) => k !== '储能');
    expect(todays.slice(0, 2)).toEqual(['宁德时代', 'ai 芯片']);
    expect(list.length).toBeLessThanOrEqual(10);
  });

  it('ranks the published posts of the last 30 days by score, whatever their section', async () => {
    const { hot_article_list: list, hot_user_list } = await board();
    expect(list.map((p) => p.article_id)).toEqual([
      ids.eightDays,
      ids.a,
      ids.live,
      ids.b,
      ids.short,
      ids.c,
      ids.paid,
      ids.d,
    ]);
    expect(list.map((p) => p.score)).toEqual([200, 100, 80, 60, 40, 20, 10, 0]);
    expect(hot_user_list.map((u) => [u.user_id, u.sum_integral])).toEqual([
      [users.b, 50],
      [users.a, 30],
    ]);
  });

  it('shows untitled posts by the start of their summary, unless the body is closed', async () => {
    const titles = Object.fromEntries((await board()).hot_article_list.map((p) => [p.article_id, p.title]));
    expect(titles[ids.a]).toBe('榜单A');
    expect(titles[ids.short]).toBe('短文没有标题，榜单显示摘要的开头');
    expect(titles[ids.live]).toBe('周末去爬山，风景很好');
    expect(titles[ids.paid]).toBe('短文');
  });

  it('serves the board from memory for a minute', async () => {
    const before = await board();
    await t.app.services.rankings.recordSearch('新的热搜', 'u1');
    expect(await board()).toEqual(before);
  });
});

describe('/api/v1/article/hot', () => {
  it('pages the last 7 days of published posts by heat', async () => {
    const first = await hot({ start: 1, limit: 4 });
    expect(first.errCode).toBe('0');
    expect(first.data.result.map((p) => p.article_id)).toEqual([ids.a, ids.live, ids.b, ids.short]);
    expect(first.data).toMatchObject({ pageNo: 1, totalCount: 7, hasNext: true });
    const second = await hot({ start: 2, limit: 4 });
    expect(second.data.result.map((p) => p.article_id)).toEqual([ids.c, ids.paid, ids.d]);
    expect(second.data.hasNext).toBe(false);
  });

  it('sends list items with authors and defaults to 10 a page', async () => {
    const page = await hot({});
    expect(page.data.result).toHaveLength(7);
    // List items carry the plain text as `content` (REFERENCE.md), like the real API.
    expect(page.data.result[0]).toMatchObject({ title: '榜单A', like_count: 50, content: '正文A' });
    expect(page.data.result[0]).toHaveProperty('user.nickname', expect.stringMatching(/^用户/));
  });

  it.each([[{ start: -1 }], [{ limit: 'x' }]])('rejects %j', async (body) => {
    expect((await hot(body)).errCode).toBe('400');
  });

  it('clamps a page size above the maximum and reads start 0 as the first page (REFERENCE.md)', async () => {
    expect((await hot({ limit: 51, start: 0 })).data).toMatchObject({ pageNo: 1, pageSize: 50 });
  });
});
