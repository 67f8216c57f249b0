import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
type Hit = { article_id: string; title: string; snippet: string; summary: string };
type Result = { result: Hit[]; totalCount: number; pageNo: number; words: string[] };

const ids: Record<string, string> = {};
let author: { c: TestClient; nickname: string };

async function publish(c: TestClient, key: string, body: Record<string, unknown>) {
  const res = await c.post<{ article_id: string }>('/api/v1/article/add', body);
  expect(res.errCode).toBe('0');
  ids[key] = res.data.article_id;
}

/** A long body whose 200-character summary stops before the word at its end. */
const longBody = (start: string, end: string) => `<p>${start}${'。市场观察'.repeat(60)}</p><p>${end}</p>`;

beforeAll(async () => {
  t = await createTestApp();
  const writers = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const c = t.client();
      const u = await registerUser(c, { nickname: `搜索作者甲乙${i}` });
      return { c, nickname: u.nickname };
    }),
  );
  author = writers[0];
  const [a, b, c] = writers.map((w) => w.c);
  await publish(a, 'titled', {
    type: 'long',
    title: '宁德时代三季报点评',
    content: longBody('电池龙头业绩稳健', '钠离子电池放量'),
    tags: '锂电池',
  });
  await publish(a, 'bodyOnly', {
    type: 'long',
    title: '周度复盘',
    content: longBody('本周市场震荡', '宁德时代出现在正文末尾'),
  });
  await publish(b, 'summary', {
    type: 'garden',
    content: '<p>短评：光模块订单饱满，宁德时代之外的储能也值得看</p>',
  });
  await publish(b, 'fans', {
    type: 'garden',
    title: '',
    content: '<p>粉丝专享：固态电池最新进展宁德时代</p>',
    fans_limit: true,
  });
  await publish(c, 'review', { type: 'garden', content: '<p>宁德时代内幕消息</p>' });
  const draft = await c.post<{ article_id: string }>('/api/v1/article/draft/save', {
    type: 'garden',
    content: '<p>宁德时代草稿</p>',
  });
  ids.draft = draft.data.article_id;
  await publish(c, 'deleted', { type: 'garden', content: '<p>宁德时代已删除</p>' });
  expect((await c.post('/api/v1/article/delete', { article_id: ids.deleted })).errCode).toBe('0');
});
afterAll(() => t.close());

const search = (body: Record<string, unknown>, c: TestClient = t.client()) =>
  c.post<Result>('/api/v2/article/search', body);
const found = async (body: Record<string, unknown>) =>
  (await search(body)).data.result.map((h) => Object.keys(ids).find((k) => ids[k] === h.article_id));

describe('post search scopes', () => {
  it('all (1) finds title, summary and body matches, as one word', async () => {
    const res = await search({ keyword: '宁德时代', type: '1' });
    expect(res.errCode).toBe('0');
    expect(res.data.words).toEqual(['宁德时代']);
    expect(await found({ keyword: '宁德时代', type: '1' })).toEqual(
      expect.arrayContaining(['titled', 'bodyOnly', 'summary']),
    );
  });

  it('title and tag (2) never matches words found only in the body or summary', async () => {
    expect(await found({ keyword: '宁德时代', type: '2' })).toEqual(['titled']);
    expect(await found({ keyword: '锂电池', type: '2' })).toEqual(['titled']);
    expect(await found({ keyword: '钠离子电池', type: '2' })).toEqual([]);
    expect(await found({ keyword: '钠离子电池', type: '1' })).toEqual(['titled']);
  });

  it('summary (8) matches the summary, not the end of a long body', async () => {
    expect(await found({ keyword: '光模块', type: '8' })).toEqual(['summary']);
    expect(await found({ keyword: '电池龙头', type: '8' })).toEqual(['titled']);
    expect(await found({ keyword: '钠离子电池', type: '8' })).toEqual([]);
  });

  it('fluctuations (5) holds only 异动 posts, none yet', async () => {
    const res = await search({ keyword: '宁德时代', type: '5' });
    expect(res.data).toMatchObject({ result: [], totalCount: 0 });
  });

  it('never shows drafts, posts in review, deleted posts or the body words of gated posts', async () => {
    const keys = await found({ keyword: '宁德时代', type: '1', limit: 50 });
    for (const hidden of ['draft', 'review', 'deleted', 'fans']) expect(keys).not.toContain(hidden);
    expect(await found({ keyword: '固态电池' })).toEqual([]);
    expect(await found({ keyword: '草稿' })).toEqual([]);
  });

  it('returns a snippet around a body match and the words to highlight', async () => {
    const res = await search({ keyword: '钠离子电池' });
    expect(res.data.result[0].snippet).toContain('钠离子电池');
    expect(res.data.result[0].snippet.startsWith('…')).toBe(true);
    expect(res.data.words).toEqual(['钠离子', '电池']);
  });

  it('pages by offset and orders by time', async () => {
    const byTime = await found({ keyword: '宁德时代', order: 2 });
    expect(byTime).toEqual(['summary', 'bodyOnly', 'titled']);
    const page2 = await search({ keyword: '宁德时代', order: 2, start: 2, limit: 2 });
    expect(page2.data).toMatchObject({ pageNo: 2, totalCount: 3 });
    expect(page2.data.result.map((h) => h.article_id)).toEqual([ids.titled]);
  });

  it('limits a search to one stock', async () => {
    const stock = await t
      .client()
      .post<{ result: { stock_id: number }[] }>('/api/v1/stock/search', { keyword: '300750', exact: 1 });
    const inStock = await found({ keyword: '宁德时代', stock_id: stock.data.result[0].stock_id });
    expect(inStock).toEqual(expect.arrayContaining(['titled', 'bodyOnly', 'summary']));
    const other = await t.client().post<{ result: { stock_id: number }[] }>('/api/v1/stock/search', {
      keyword: '600519',
      exact: 1,
    });
    expect(await found({ keyword: '宁德时代', stock_id: other.data.result[0].stock_id })).toEqual([]);
  });

  it('finds a post as soon as it is published and loses it as soon as it is deleted, within the cache life', async () => {
    const word = '钴矿扩产';
    const c = author.c;
    const count = async () => (await search({ keyword: word })).data.totalCount;
    expect(await count()).toBe(0);
    const first = await c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: `<p>${word}第一篇</p>`,
    });
    expect(await count()).toBe(1);
    const second = await c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: `<p>${word}第二篇</p>`,
    });
    const both = await search({ keyword: word, order: 2 });
    expect(both.data.result.map((h) => h.article_id)).toEqual([
      second.data.article_id,
      first.data.article_id,
    ]);
    expect((await c.post('/api/v1/article/delete', { article_id: second.data.article_id })).errCode).toBe(
      '0',
    );
    expect((await search({ keyword: word })).data.result.map((h) => h.article_id)).toEqual([
      first.data.article_id,
    ]);
    expect((await c.post('/api/v1/article/delete', { article_id: first.data.article_id })).errCode).toBe('0');
  });

  it('rejects an empty keyword and a bad scope with clear messages', async () => {
    expect(await search({ keyword: '   ' })).toMatchObject({ errCode: '400', msg: '请输入搜索关键词' });
    expect(await search({ keyword: '宁德', type: '3' })).toMatchObject({
      errCode: '400',
      msg: '搜索范围有误',
    });
    expect((await search({ keyword: '！！！' })).data).toMatchObject({ result: [], totalCount: 0 });
  });
});

describe('user search', () => {
  it('finds members by part of their nickname', async () => {
    const res = await t
      .client()
      .post<{ result: { nickname: string; posts: number }[]; totalCount: number }>('/api/v1/user/search', {
        keyword: '作者甲乙',
      });
    expect(res.data.totalCount).toBe(3);
    expect(res.data.result.map((u) => u.nickname)).toContain(author.nickname);
    const none = await t.client().post<{ totalCount: number }>('/api/v1/user/search', { keyword: '%' });
    expect(none.data.totalCount).toBe(0);
  });
});

describe('热搜', () => {
  it('counts first-page post searches, once per reader and day', async () => {
    const reader = t.client();
    await search({ keyword: '储能电站' }, reader);
    await search({ keyword: '储能电站' }, reader);
    await search({ keyword: '储能电站', start: 15 }, t.client());
    await search({ keyword: '储能电站' }, t.client());
    const board = await t
      .client()
      .post<{ hot_search_list: { keyword: string; count: number }[] }>('/api/v1/article/rank-board', {});
    expect(board.data.hot_search_list).toContainEqual({ keyword: '储能电站', count: 2 });
  });
});
