import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stocks } from '../../server/db/schema';
import { stockPinyin } from '../../server/db/seed/stock-csv';
import { upsertStocks } from '../../server/modules/stock/stock.repo';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let maotai: number;
let catl: number;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await t.database.db.select({ id: stocks.id, code: stocks.code }).from(stocks);
  maotai = ids.find((s) => s.code === '600519')!.id;
  catl = ids.find((s) => s.code === '300750')!.id;
});
afterAll(() => t.close());

type Stock = { stock_id: number; name: string; code: string; exchange: string; symbol: string };
type Page<T> = { result: T[]; totalCount: number };
type Post = { article_id: string; content: string; stock_list: Stock[] };

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return { c, ...u };
}

const search = (c: TestClient, body: Record<string, unknown>) =>
  c.post<Page<Stock>>('/api/v1/stock/search', body);
const publish = async (c: TestClient, body: Record<string, unknown>) => {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', body);
  expect(res.errCode).toBe('0');
  return res.data.article_id;
};

describe('stock search', () => {
  it.each([
    ['600519', '贵州茅台'],
    ['SH600519', '贵州茅台'],
    ['gzmt', '贵州茅台'],
    ['GZMT', '贵州茅台'],
    ['茅台', '贵州茅台'],
    ['贵州茅台', '贵州茅台'],
    ['ndsd', '宁德时代'],
    ['300750', '宁德时代'],
  ])('%s finds %s first', async (keyword, name) => {
    const res = await search(t.client(), { keyword, limit: 3 });
    expect(res.errCode).toBe('0');
    expect(res.data.result[0]).toMatchObject({ name });
    expect(res.data.result.length).toBeLessThanOrEqual(3);
  });

  it('ranks an exact code before longer codes with that prefix and pages the rest', async () => {
    const res = await search(t.client(), { keyword: '6000', limit: 3 });
    expect(res.data.totalCount).toBeGreaterThan(3);
    expect(res.data.result.every((s) => s.code.startsWith('6000'))).toBe(true);
    const page2 = await search(t.client(), { keyword: '6000', limit: 3, start: 2 });
    expect(page2.data.result[0].code > res.data.result[2].code).toBe(true);
  });

  it('exact returns only a precise code, symbol or name', async () => {
    const byName = await search(t.client(), { keyword: '贵州茅台', exact: 1 });
    expect(byName.data.result).toEqual([
      { stock_id: maotai, name: '贵州茅台', code: '600519', exchange: 'SH', symbol: 'SH600519' },
    ]);
    expect((await search(t.client(), { keyword: 'sh600519', exact: 1 })).data.result).toHaveLength(1);
    expect((await search(t.client(), { keyword: '茅台', exact: 1 })).data.result).toEqual([]);
    expect((await search(t.client(), { keyword: '60051', exact: 1 })).data.result).toEqual([]);
  });

  it('answers an empty keyword with an empty page and rejects bad paging', async () => {
    expect((await search(t.client(), { keyword: '  ' })).data).toMatchObject({ result: [], totalCount: 0 });
    expect((await search(t.client(), { keyword: '茅台', limit: -1 })).errCode).toBe('400');
  });
});

describe('stock tags and mentions', () => {
  it('links tags to real stocks, detects named stocks and ignores forged or unknown tags', async () => {
    const { c } = await member();
    const id = await publish(c, {
      type: 'long',
      title: '白酒与电池双主线',
      content:
        '<p>看好 $贵州茅台(SH600519)$ 的提价，<span class="stock-tag" data-stock-id="999999">$宁德时代(300750)$</span>' +
        ' 以及 $不存在(999999)$。比亚迪也值得跟踪。</p>',
    });
    const d = await c.post<Post>('/api/v2/article/detail', { article_id: id });
    expect(d.data.content).toContain(
      `<span class="stock-tag" data-stock-id="${maotai}">$贵州茅台(600519)$</span>`,
    );
    expect(d.data.content).toContain(
      `<span class="stock-tag" data-stock-id="${catl}">$宁德时代(300750)$</span>`,
    );
    expect(d.data.content).not.toContain('data-stock-id="999999"');
    expect(d.data.content).toContain('$不存在(999999)$');
    expect(d.data.stock_list.map((s) => s.name)).toEqual(['贵州茅台', '宁德时代', '比亚迪']);
  });

  it('keeps the links when the post is edited and re-derives them from the text', async () => {
    const { c } = await member();
    const id = await publish(c, { type: 'garden', content: '<p>$贵州茅台(600519)$ 放量</p>' });
    const upd = await c.post('/api/v1/article/update', {
      article_id: id,
      type: 'garden',
      content: '<p>改看 $宁德时代(300750)$</p>',
    });
    expect(upd.errCode).toBe('0');
    const d = await c.post<Post>('/api/v2/article/detail', { article_id: id });
    expect(d.data.stock_list.map((s) => s.stock_id)).toEqual([catl]);
  });
});

describe('stock pages and follows', () => {
  it('shows a stock with its published posts only', async () => {
    const { c } = await member();
    const stock = (await search(t.client(), { keyword: '000858', exact: 1 })).data.result[0];
    const shown = await publish(c, {
      type: 'garden',
      content: `<p>$${stock.name}(${stock.code})$ 渠道调研</p>`,
    });
    const draft = await c.post<{ article_id: string }>('/api/v1/article/draft/save', {
      type: 'garden',
      content: `<p>$${stock.name}(${stock.code})$ 草稿</p>`,
    });
    const inReview = await publish(c, {
      type: 'garden',
      content: `<p>$${stock.name}(${stock.code})$ 内幕消息</p>`,
    });
    const list = await c.post<Page<Post>>('/api/v1/stock/article', { stock_id: stock.stock_id, order: 0 });
    const ids = list.data.result.map((p) => p.article_id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(draft.data.article_id);
    expect(ids).not.toContain(inReview);
    const detail = await t
      .client()
      .post<{ post_count: number; is_follow: number; name: string }>('/api/v1/stock/detail', {
        stock_id: stock.stock_id,
      });
    expect(detail.data).toMatchObject({ name: stock.name, post_count: list.data.totalCount, is_follow: 0 });
  });

  it('answers 股票不存在 for an unknown stock', async () => {
    const res = await t.client().post('/api/v1/stock/detail', { stock_id: 987654321 });
    expect(res).toMatchObject({ errCode: '404', msg: '股票不存在' });
    const list = await t.client().post('/api/v1/stock/article', { stock_id: 987654321 });
    expect(list.errCode).toBe('404');
  });

  it('needs a login to follow', async () => {
    const res = await t.client().post('/api/v1/stock/user', { stock_id: maotai });
    expect(res.errCode).toBe('1');
  });

  it('follows idempotently and keeps the count exact under concurrency', async () => {
    const stock = (await search(t.client(), { keyword: '601318', exact: 1 })).data.result[0];
    const members = await Promise.all(Array.from({ length: 12 }, () => member()));
    await Promise.all(
      members.flatMap(({ c }) => [
        c.post('/api/v1/stock/user', { stock_id: stock.stock_id }),
        c.post('/api/v1/stock/user', { stock_id: stock.stock_id }),
      ]),
    );
    const [row] = await t.database.db.select().from(stocks).where(eq(stocks.id, stock.stock_id));
    expect(row.followCount).toBe(12);
    await Promise.all(
      members.slice(0, 5).map(({ c }) => c.post('/api/v1/stock/user/del', { stock_id: stock.stock_id })),
    );
    const again = await members[0].c.post<{ follow_count: number; is_follow: number }>(
      '/api/v1/stock/user/del',
      {
        stock_id: stock.stock_id,
      },
    );
    expect(again.data).toEqual({ is_follow: 0, follow_count: 7 });
    const d = await members[6].c.post<{ is_follow: number }>('/api/v1/stock/detail', {
      stock_id: stock.stock_id,
    });
    expect(d.data.is_follow).toBe(1);
  });

  it('lists followed stocks and marks them in a search', async () => {
    const { c } = await member();
    await c.post('/api/v1/stock/user', { stock_id: maotai });
    await c.post('/api/v1/stock/user', { stock_id: catl });
    const mine = await c.post<Page<Stock & { is_add: number }>>('/api/v1/stock/user/page', {
      is_add: 1,
      limit: 10,
    });
    expect(mine.data.result.map((s) => s.stock_id)).toEqual([catl, maotai]);
    const filtered = await c.post<Page<Stock>>('/api/v1/stock/user/page', { is_add: 1, keyword: 'gzmt' });
    expect(filtered.data.result.map((s) => s.stock_id)).toEqual([maotai]);
    const marked = await c.post<Page<Stock & { is_add: number }>>('/api/v1/stock/user/page', {
      is_add: 0,
      keyword: '茅台',
    });
    expect(marked.data.result[0]).toMatchObject({ stock_id: maotai, is_add: 1 });
  });

  it('feeds posts about followed stocks, newest first', async () => {
    const reader = await member();
    const author = await member();
    await reader.c.post('/api/v1/stock/user', { stock_id: catl });
    const first = await publish(author.c, { type: 'garden', content: '<p>$宁德时代(300750)$ 第一篇</p>' });
    await publish(author.c, { type: 'garden', content: '<p>$贵州茅台(600519)$ 无关</p>' });
    const second = await publish(author.c, { type: 'garden', content: '<p>宁德时代 第二篇</p>' });
    const feed = await reader.c.post<Page<Post>>('/api/v2/user/article/stock', { limit: 50 });
    const ids = feed.data.result.map((p) => p.article_id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(feed.data.result.every((p) => p.stock_list.some((s) => s.stock_id === catl))).toBe(true);
    expect((await t.client().post('/api/v2/user/article/stock', {})).errCode).toBe('1');
  });
});

describe('stock tags in comments', () => {
  it('links a tagged stock in a comment', async () => {
    const { c } = await member();
    const id = await publish(c, { type: 'garden', content: '<p>今天的观察</p>' });
    const res = await c.post<{ content: string }>('/api/v1/article/comment/add', {
      article_id: id,
      content: '同意，$贵州茅台(600519)$ 也是',
    });
    expect(res.errCode).toBe('0');
    expect(res.data.content).toContain(
      `<span class="stock-tag" data-stock-id="${maotai}">$贵州茅台(600519)$</span>`,
    );
  });
});

describe('stock list changes', () => {
  it('reloads the directory and the segmentation dictionary when stocks are imported', async () => {
    const directory = t.app.services.stockDirectory;
    expect((await directory.segmenter()).queryWords('研社智造发布新品')).not.toContain('研社智造');
    await t.database.db.transaction((tx) =>
      upsertStocks(tx, [{ code: '688999', name: '研社智造', exchange: 'SH', ...stockPinyin('研社智造') }]),
    );
    directory.invalidate();
    const found = await search(t.client(), { keyword: 'yszz' });
    expect(found.data.result[0]).toMatchObject({ name: '研社智造', code: '688999', symbol: 'SH688999' });
    expect((await directory.segmenter()).queryWords('研社智造发布新品')).toContain('研社智造');
  });
});
