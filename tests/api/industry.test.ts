import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndustryCount, IndustryItem } from '../../common/industry';
import { auditLog, stocks } from '../../server/db/schema';
import { SEED_INDUSTRY_ITEMS, seedIndustry } from '../../server/db/seed/industry';
import type { Page } from '../../server/modules/post/post.service';
import { consoleClient } from '../support/console';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let stockIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIndustry(t.database.db)).toBe(SEED_INDUSTRY_ITEMS);
  expect(await seedIndustry(t.database.db)).toBe(0);
  editor = await consoleClient(t, 'editor');
  const rows = await t.database.db.select({ id: stocks.id, name: stocks.name }).from(stocks);
  stockIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

const list = (c: TestClient, body: Record<string, unknown> = {}) =>
  c.post<Page<IndustryItem>>('/api/v1/industry/list', body);

const fields = (over: Record<string, unknown> = {}) => ({
  theme: '测试主题钠电池',
  date: '2025-03-15',
  stock_ids: [stockIds.宁德时代, stockIds.比亚迪],
  content: '<p>钠离子电池产业链：正极、负极与电解液。</p>',
  imgs: ['/uploads/20250315/abc.png', 'https://img.example.com/a.png'],
  ...over,
});

/** Every item of the library in list order (the list serves 50 a page at most). */
async function everything(): Promise<IndustryItem[]> {
  const out: IndustryItem[] = [];
  for (let start = 1; ; start++) {
    const page = (await list(t.client(), { start, limit: 50 })).data;
    out.push(...page.result);
    if (!page.hasNext) return out;
  }
}

async function create(over: Record<string, unknown> = {}) {
  const res = await editor.post<IndustryItem>('/api/console/industry/create', fields(over));
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

describe('the industry-chain library', () => {
  it('lists pinned items first in REFERENCE’s paged shape', async () => {
    const res = await list(t.client(), { start: 1, limit: 15 });
    expect(res.errCode).toBe('0');
    expect(res.data).toMatchObject({ pageNo: 1, pageSize: 15, totalCount: 30, totalPages: 2, hasNext: true });
    const item = res.data.result[0];
    for (const key of [
      'industry_id',
      'create_time',
      'title',
      'keyword',
      'content',
      'imgs',
      'is_top',
      'sort_no',
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(item.is_top).toBe(1);
    expect(item.title).toBe(`${item.theme}${item.date.slice(2).replaceAll('-', '')}`);
    expect(item.keyword.split('\t')).toEqual(item.stock_list.map((s) => s.name));
    expect(typeof item.imgs).toBe('string');
    expect(Array.isArray(JSON.parse(item.imgs))).toBe(true);
    expect(item.content).not.toContain('<p>');
    const tops = res.data.result.map((i) => i.is_top);
    expect(tops).toEqual([...tops].sort((a, b) => b - a));
    expect(tops.filter((x) => x === 1)).toHaveLength(3);
    // Unpinned items of the seed all have sort 0: newest first.
    const rest = res.data.result.filter((i) => i.is_top === 0).map((i) => i.create_time);
    expect(rest).toEqual([...rest].sort().reverse());
    expect((await list(t.client(), { limit: 999 })).data.pageSize).toBe(50);
  });

  it('searches the theme, the related stocks and the text', async () => {
    const byTheme = await list(t.client(), { keyword: '光模块' });
    expect(byTheme.data.result.map((i) => i.theme)).toContain('光模块');
    const byStock = await list(t.client(), { keyword: '贵州茅台' });
    expect(byStock.data.result.map((i) => i.theme)).toEqual(['白酒']);
    const byText = await list(t.client(), { keyword: '硫化物电解质' });
    expect(byText.data.result.map((i) => i.theme)).toEqual(['固态电池']);
    expect((await list(t.client(), { keyword: '没有这个主题' })).data.totalCount).toBe(0);
    // LIKE's wildcards are plain characters.
    expect((await list(t.client(), { keyword: '%' })).data.totalCount).toBe(0);
  });

  it('answers the detail with the HTML body and stocks; unknown ids are not found', async () => {
    const first = (await list(t.client())).data.result[0];
    const detail = await t
      .client()
      .post<IndustryItem>('/api/v1/industry/detail', { industry_id: first.industry_id });
    expect(detail.errCode).toBe('0');
    expect(detail.data.content).toContain('<p>');
    expect(detail.data.stock_list[0]).toEqual(
      expect.objectContaining({ stock_id: expect.any(Number), code: expect.stringMatching(/^\d{6}$/) }),
    );
    const missing = await t.client().post('/api/v1/industry/detail', { industry_id: 99_999_999 });
    expect([missing.errCode, missing.msg]).toEqual(['404', '产业链不存在或已删除']);
    expect((await t.client().post('/api/v1/industry/detail', { industry_id: 'abc' })).errCode).toBe('400');
  });
});

describe('browse and forward counts', () => {
  it('counts a browse once per viewer and day, every forward, atomically under concurrency', async () => {
    const item = await create({ theme: '计数主题' });
    const count = (c: TestClient) =>
      c.post<IndustryCount>('/api/v1/industry/browsers-count', { industry_id: item.industry_id });

    const viewers = Array.from({ length: 20 }, () => t.client());
    const results = await Promise.all(viewers.map(count));
    expect(results.every((r) => r.errCode === '0')).toBe(true);
    expect(Math.max(...results.map((r) => r.data.browse_count))).toBe(20);
    // The same viewers again, concurrently and twice each: nothing more.
    await Promise.all([...viewers, ...viewers].map(count));
    const member = t.client();
    await registerUser(member);
    const once = await Promise.all([count(member), count(member), count(member)]);
    expect(Math.max(...once.map((r) => r.data.browse_count))).toBe(21);

    const forwards = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.client().post<IndustryCount>('/api/v1/industry/forward-count', { industry_id: item.industry_id }),
      ),
    );
    expect(forwards.map((f) => f.data.forward_count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const detail = await t
      .client()
      .post<IndustryItem>('/api/v1/industry/detail', { industry_id: item.industry_id });
    expect([detail.data.browse_count, detail.data.forward_count]).toEqual([21, 25]);
    expect(
      (await t.client().post('/api/v1/industry/forward-count', { industry_id: 99_999_999 })).errCode,
    ).toBe('404');
    expect(
      (await t.client().post('/api/v1/industry/browsers-count', { industry_id: 99_999_999 })).errCode,
    ).toBe('404');
  });
});

describe('editors’ library in the console', () => {
  it('creates an item first of the unpinned, sanitised, with its stocks, and audits it', async () => {
    const item = await create({
      content: '<p onmouseover="x()">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
    });
    expect(item).toMatchObject({
      theme: '测试主题钠电池',
      title: '测试主题钠电池250315',
      date: '2025-03-15',
      keyword: '宁德时代\t比亚迪',
      is_top: 0,
      imgs: JSON.stringify(['/uploads/20250315/abc.png', 'https://img.example.com/a.png']),
    });
    expect(item.stock_list.map((s) => s.name)).toEqual(['宁德时代', '比亚迪']);
    expect(item.content).not.toMatch(/script|onmouseover|javascript:/);
    const all = await everything();
    expect(all.find((i) => i.is_top === 0)?.industry_id).toBe(item.industry_id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(item.industry_id)));
    expect(audit.map((a) => a.action)).toContain('industry.create');
  });

  it('refuses bad fields with the reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ theme: '' }, '请输入主题'],
      [{ theme: '长'.repeat(31) }, '主题不能超过30个字'],
      [{ date: '2025-02-29' }, '日期格式有误，请按 2024-01-31 填写'],
      [{ stock_ids: [987_654_321] }, '股票不存在'],
      [{ imgs: ['javascript:alert(1)'] }, '图片地址有误'],
      [{ imgs: ['http://plain.example.com/a.png'] }, '图片地址有误'],
      [{ imgs: Array.from({ length: 10 }, (_, i) => `/uploads/a${i}.png`) }, '最多上传9张图片'],
      [{ content: '<p> </p>', imgs: [] }, '请输入内容'],
    ];
    for (const [over, msg] of cases) {
      const res = await editor.post('/api/console/industry/create', fields(over));
      expect(res.msg, JSON.stringify(over)).toBe(msg);
    }
  });

  it('edits, pins, unpins and deletes', async () => {
    const item = await create({ theme: '待编辑' });
    const edited = await editor.post<IndustryItem>('/api/console/industry/edit', {
      ...fields({ theme: '已编辑', stock_ids: [stockIds.贵州茅台], imgs: [] }),
      industry_id: item.industry_id,
    });
    expect(edited.data).toMatchObject({ theme: '已编辑', keyword: '贵州茅台', imgs: '[]' });

    expect(
      (await editor.post('/api/console/industry/pin', { industry_id: item.industry_id, is_top: 1 })).msg,
    ).toBe('已置顶');
    expect((await everything())[0]).toMatchObject({ industry_id: item.industry_id, is_top: 1 });
    await editor.post('/api/console/industry/pin', { industry_id: item.industry_id, is_top: 0 });
    const afterUnpin = await everything();
    expect(afterUnpin.find((i) => i.is_top === 0)?.industry_id).toBe(item.industry_id);

    expect((await editor.post('/api/console/industry/delete', { industry_id: item.industry_id })).msg).toBe(
      '删除成功',
    );
    expect(
      (await t.client().post('/api/v1/industry/detail', { industry_id: item.industry_id })).errCode,
    ).toBe('404');
    expect(
      (await editor.post('/api/console/industry/delete', { industry_id: item.industry_id })).errCode,
    ).toBe('404');
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(item.industry_id)))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'industry.create',
      'industry.delete',
      'industry.edit',
      'industry.pin',
      'industry.unpin',
    ]);
  });

  it('reorders within a group: a swap moves two items, a drag permutes the places of the items sent', async () => {
    const before = (await everything()).filter((i) => i.is_top === 0);
    const [a, b, c, d] = before.slice(2, 6).map((i) => i.industry_id);
    // Up: c above b.
    const swap = await editor.post('/api/console/industry/reorder', { ids: [c, b] });
    expect([swap.errCode, swap.msg]).toEqual(['0', '顺序已更新']);
    const afterSwap = (await everything()).filter((i) => i.is_top === 0).map((i) => i.industry_id);
    const expected = before.map((i) => i.industry_id);
    expected.splice(3, 2, c, b);
    expect(afterSwap).toEqual(expected);

    // A drag: d first of the four.
    await editor.post('/api/console/industry/reorder', { ids: [d, a, c, b] });
    const afterDrag = (await everything()).filter((i) => i.is_top === 0).map((i) => i.industry_id);
    expected.splice(2, 4, d, a, c, b);
    expect(afterDrag).toEqual(expected);
    const sorts = (await everything()).filter((i) => i.is_top === 0).map((i) => i.sort_no);
    expect(sorts).toEqual([...sorts].sort((x, y) => x - y));

    // Concurrent reorders serialise: the group's places stay distinct.
    await Promise.all([
      editor.post('/api/console/industry/reorder', { ids: [a, d] }),
      editor.post('/api/console/industry/reorder', { ids: [b, c] }),
      editor.post('/api/console/industry/reorder', { ids: [c, a] }),
    ]);
    const places = (await everything()).filter((i) => i.is_top === 0).map((i) => i.sort_no);
    expect(new Set(places).size).toBe(places.length);

    const pinned = (await everything()).find((i) => i.is_top === 1)!.industry_id;
    expect((await editor.post('/api/console/industry/reorder', { ids: [pinned, a] })).msg).toBe(
      '只能在置顶或非置顶的条目之间调整顺序',
    );
    expect((await editor.post('/api/console/industry/reorder', { ids: [a, a] })).msg).toBe('排序的条目有误');
    expect((await editor.post('/api/console/industry/reorder', { ids: [a, 99_999_999] })).errCode).toBe(
      '404',
    );
    expect((await editor.post('/api/console/industry/reorder', { ids: [a] })).msg).toBe('排序的条目有误');
  });

  it('gives editors an image upload ticket, and refuses members and moderators', async () => {
    const token = await editor.post<{ upload_url: string; url: string }>(
      '/api/console/industry/upload-token',
      {
        type: 'image',
        name: 'chain.png',
        size: 1000,
        mime: 'image/png',
      },
    );
    expect(token.errCode, token.msg).toBe('0');
    expect(token.data.url).toMatch(/\.png$/);

    const member = t.client();
    await registerUser(member);
    expect((await member.post('/api/console/industry/create', fields())).errCode).toBe('1');
    const moderator = await consoleClient(t, 'moderator');
    expect((await moderator.post('/api/console/industry/pin', { industry_id: 1, is_top: 1 })).errCode).toBe(
      '403',
    );
  });
});
