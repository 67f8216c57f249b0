import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanItem, PlanStats } from '../../common/plan';
import { notifications, stocks, tradePlans } from '../../server/db/schema';
import { seedPlans } from '../../server/db/seed/plans';
import { chinaDate } from '../../server/lib/time';
import type { Page } from '../../server/modules/post/post.service';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let aliceId: number;
let bobId: number;
let stockIds: number[];
/** A trading day after today: plans due then are open and not yet due. */
let dueDay: string;
const today = chinaDate();

const P = '/api/v1/article/plan';

beforeAll(async () => {
  t = await createTestApp();
  alice = t.client();
  bob = t.client();
  aliceId = (await registerUser(alice, { nickname: '计划作者甲' })).userId;
  bobId = (await registerUser(bob, { nickname: '跟随者乙' })).userId;
  const rows = await t.database.db.select({ id: stocks.id }).from(stocks).orderBy(asc(stocks.id)).limit(3);
  stockIds = rows.map((r) => r.id);
  dueDay = await t.app.services.actions.calendar.next(today);
});
afterAll(() => t.close());

const fields = (over: Record<string, unknown> = {}) => ({
  stock_id: stockIds[0],
  direction: 'buy',
  entry_price: '10.00',
  target_price: '12.5',
  stop_price: 9,
  size: 1000,
  reason: '放量突破平台，回踩不破即买入。',
  valid_until: dueDay,
  ...over,
});

const add = async (c: TestClient, over: Record<string, unknown> = {}) => {
  const res = await c.post<{ article_id: string; trade_date: string }>(`${P}/add`, fields(over));
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
};
const mine = async (c: TestClient) => (await c.post<PlanItem[]>(`${P}/list`)).data;

describe('plan validation', () => {
  it('checks prices and sizes with SPEC §5 messages and the price order with clear Chinese ones', async () => {
    const msg = async (over: Record<string, unknown>) => (await alice.post(`${P}/add`, fields(over))).msg;
    expect(await msg({ entry_price: '10.123' })).toBe('最多输入两位有效数字');
    expect(await msg({ entry_price: 'abc' })).toBe('数字格式错误');
    expect(await msg({ target_price: '0' })).toBe('数字格式错误');
    expect(await msg({ stop_price: '-1' })).toBe('数字格式错误');
    expect(await msg({ entry_price: '12345678901' })).toBe('数字格式错误');
    expect(await msg({ entry_price: '' })).toBe('请填写计划价');
    expect(await msg({ size: 1.5 })).toBe('必须是整数');
    expect(await msg({ size: '1000000000' })).toBe('不能大于999999999');
    expect(await msg({ size: 0 })).toBe('必须大于0');
    expect(await msg({ size: undefined })).toBe('请填写数量');
    expect(await msg({ direction: 'hold' })).toBe('请选择买卖方向');
    expect(await msg({ stop_price: '11' })).toBe('买入计划须满足：止损价 < 计划价 < 目标价');
    expect(await msg({ direction: 'sell' })).toBe('卖出计划须满足：目标价 < 计划价 < 止损价');
    expect(await msg({ reason: '理'.repeat(501) })).toBe('计划理由过长，最多500个字');
    expect(await msg({ stock_id: 99_999_999 })).toBe('股票不存在');
    expect(await msg({ stock_id: undefined })).toBe('请选择股票');
    expect(await msg({ valid_until: '2020-01-01' })).toBe('有效期不能早于今天');
    expect(await msg({ valid_until: '2026-02-30' })).toBe('有效期格式有误，请按 2026-01-31 填写');
    expect(await msg({ valid_until: '2099-01-01' })).toBe('有效期最长一年');
    // A sell plan the other way round is fine.
    await add(alice, { direction: 'sell', entry_price: 10, target_price: 8, stop_price: 11 });
  });

  it('resolves valid_until to the last trading day on or before it (the trading calendar)', async () => {
    const calendar = t.app.services.actions.calendar;
    // The first closed day after the due day (a weekend is at most a week away).
    let closed = dueDay;
    do closed = addDay(closed);
    while (await calendar.isTradingDay(closed));
    const res = await alice.post<{ trade_date: string }>(`${P}/add`, fields({ valid_until: closed }));
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data.trade_date).toBe(await calendar.resolve(closed));
    expect(res.data.trade_date < closed).toBe(true);
  });

  it('needs login for every call but the public list and a published plan', async () => {
    const visitor = t.client();
    for (const path of ['list', 'stats', 'get-order-by', 'count-remind']) {
      expect((await visitor.post(`${P}/${path}`, {})).errCode).toBe('1');
    }
    expect((await visitor.post(`${P}/add`, fields())).errCode).toBe('1');
    expect((await visitor.post(`${P}/page`, {})).errCode).toBe('0');
  });
});

const addDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('private plans and their ids (IDOR)', () => {
  it('answers "not found" to another member and to a visitor for every call naming a private plan', async () => {
    const id = await add(alice);
    const visitor = t.client();
    const calls: [string, Record<string, unknown>][] = [
      ['detail', { article_id: id }],
      ['update', { article_id: id, ...fields() }],
      ['delete', { article_id: id }],
      ['publish', { article_id: id, is_public: 1 }],
      ['update-result', { article_id: id, outcome: 1, exec_price: '12.5' }],
      ['follow', { article_id: id }],
      ['save-order-by', { article_ids: [id] }],
    ];
    for (const [path, body] of calls) {
      const res = await bob.post(`${P}/${path}`, body);
      expect([path, res.errCode, res.msg]).toEqual([path, '404', '交易计划不存在']);
      const anon = await visitor.post(`${P}/${path}`, body);
      expect([path, anon.errCode]).toEqual([path, path === 'detail' ? '404' : '1']);
    }
    // Nothing changed: still Alice's, private, open, no followers.
    const detail = (await alice.post<PlanItem>(`${P}/detail`, { article_id: id })).data;
    expect(detail).toMatchObject({ is_public: 0, outcome: null, follow_count: 0, is_mine: 1 });
    expect((await mine(bob)).length).toBe(0);
    // Not in the public list either.
    const page = await visitor.post<Page<PlanItem>>(`${P}/page`, { limit: 50 });
    expect(page.data.result.some((p) => p.article_id === id)).toBe(false);
    // An id that never existed reads the same.
    expect((await bob.post(`${P}/detail`, { article_id: 'zzzzzzzzzzz' })).msg).toBe('交易计划不存在');
  });

  it('lets others read and follow a published plan, but change nothing of it', async () => {
    const id = await add(alice);
    expect((await alice.post(`${P}/publish`, { article_id: id, is_public: 1 })).msg).toBe('计划已公开');
    const seen = await t.client().post<PlanItem>(`${P}/detail`, { article_id: id });
    expect(seen.data).toMatchObject({ article_id: id, is_public: 1, is_mine: 0, nickname: '计划作者甲' });
    for (const path of ['update', 'delete', 'publish', 'update-result']) {
      const res = await bob.post(`${P}/${path}`, { ...fields(), article_id: id, is_public: 0, outcome: 3 });
      expect([path, res.errCode]).toEqual([path, '404']);
    }
    expect((await alice.post(`${P}/follow`, { article_id: id })).msg).toBe('不能跟随自己的计划');
    const followed = await bob.post<{ is_follow: number; follow_count: number }>(`${P}/follow`, {
      article_id: id,
    });
    expect(followed.data).toEqual({ is_follow: 1, follow_count: 1 });
    // Following twice explicitly changes nothing; the toggle unfollows.
    expect(
      (await bob.post<{ follow_count: number }>(`${P}/follow`, { article_id: id, is_follow: 1 })).data
        .follow_count,
    ).toBe(1);
    expect((await bob.post(`${P}/follow`, { article_id: id })).data).toEqual({
      is_follow: 0,
      follow_count: 0,
    });
    // Made private again, it is gone for Bob.
    await alice.post(`${P}/publish`, { article_id: id, is_public: 0 });
    expect((await bob.post(`${P}/detail`, { article_id: id })).errCode).toBe('404');
    expect((await bob.post(`${P}/follow`, { article_id: id })).errCode).toBe('404');
  });
});

describe('ordering by drag', () => {
  it('puts new plans on top, saves the full order in one go and refuses ids that are not the member’s', async () => {
    const member = t.client();
    await registerUser(member);
    const a = await add(member, { stock_id: stockIds[0] });
    const b = await add(member, { stock_id: stockIds[1] });
    const c = await add(member, { stock_id: stockIds[2] });
    const order = async () =>
      (await member.post<{ article_ids: string[] }>(`${P}/get-order-by`)).data.article_ids;
    expect(await order()).toEqual([c, b, a]);

    const saved = await member.post(`${P}/save-order-by`, { article_ids: [a, c, b] });
    expect(saved.errCode, saved.msg).toBe('0');
    expect(await order()).toEqual([a, c, b]);
    expect((await mine(member)).map((p) => p.article_id)).toEqual([a, c, b]);
    // Form bodies send the list comma-separated.
    await member.post(`${P}/save-order-by`, { article_ids: `${b},${a},${c}` }, { form: true });
    expect(await order()).toEqual([b, a, c]);

    const foreign = await add(alice);
    expect((await member.post(`${P}/save-order-by`, { article_ids: [a, b, c, foreign] })).msg).toBe(
      '交易计划不存在',
    );
    expect((await member.post(`${P}/save-order-by`, { article_ids: [a, b] })).msg).toBe(
      '请提交全部计划的顺序',
    );
    expect((await member.post(`${P}/save-order-by`, { article_ids: [a, a, b] })).msg).toBe(
      '计划顺序中有重复的计划',
    );
    expect(await order()).toEqual([b, a, c]);
    // A new plan goes on top of the saved order.
    const d = await add(member);
    expect(await order()).toEqual([d, b, a, c]);
  });
});

describe('results, reminders and stats', () => {
  it('computes the return on the server, tells followers, and counts stats over executed plans', async () => {
    const member = t.client();
    await registerUser(member, { nickname: '统计会员' });
    const buy = await add(member, { entry_price: '10', target_price: '12', stop_price: '9' });
    const sell = await add(member, {
      direction: 'sell',
      entry_price: '20',
      target_price: '18',
      stop_price: '21',
    });
    const loss = await add(member, { entry_price: '10', target_price: '12', stop_price: '9' });
    const skipped = await add(member);
    await member.post(`${P}/publish`, { article_id: buy, is_public: 1 });
    await bob.post(`${P}/follow`, { article_id: buy });

    expect((await member.post(`${P}/update-result`, { article_id: buy, outcome: 1 })).msg).toBe(
      '请填写成交价',
    );
    expect(
      (await member.post(`${P}/update-result`, { article_id: buy, outcome: 1, exec_price: '1.234' })).msg,
    ).toBe('最多输入两位有效数字');
    expect(
      (await member.post(`${P}/update-result`, { article_id: buy, outcome: 9, exec_price: 1 })).msg,
    ).toBe('请选择执行结果');
    const won = await member.post<PlanItem>(`${P}/update-result`, {
      article_id: buy,
      outcome: 1,
      exec_price: '11.5',
      // Sent numbers are ignored: the return is the server's.
      return_rate: 99,
    });
    expect(won.errCode, won.msg).toBe('0');
    expect(won.data).toMatchObject({ outcome: 1, outcome_name: '止盈', exec_price: 11.5, return_rate: 15 });
    const short = await member.post<PlanItem>(`${P}/update-result`, {
      article_id: sell,
      outcome: 4,
      exec_price: 19.1,
    });
    expect(short.data.return_rate).toBe(4.5);
    const lost = await member.post<PlanItem>(`${P}/update-result`, {
      article_id: loss,
      outcome: 2,
      exec_price: '8.99',
    });
    expect(lost.data.return_rate).toBe(-10.1);
    const none = await member.post<PlanItem>(`${P}/update-result`, {
      article_id: skipped,
      outcome: 3,
      exec_price: '5',
    });
    expect(none.data).toMatchObject({ outcome_name: '未执行', exec_price: null, return_rate: null });

    // A resulted plan is a record: it is not edited any more.
    expect((await member.post(`${P}/update`, { article_id: buy, ...fields() })).msg).toBe(
      '已记录结果的计划不能修改',
    );

    const stats = (await member.post<PlanStats>(`${P}/stats`)).data;
    expect(stats).toMatchObject({ total: 4, open: 0, executed: 3, not_executed: 1, wins: 2 });
    expect(stats.win_rate).toBe(66.67);
    expect(stats.avg_return).toBe(3.13);
    expect(stats.history.map((h) => h.article_id)).toEqual([buy, sell, loss]);
    expect(stats.history.map((h) => h.return_rate)).toEqual([15, 4.5, -10.1]);

    // Bob followed the published plan: he was told of its result.
    const told = await t.database.db
      .select({ content: notifications.content, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, bobId));
    expect(told.some((n) => n.type === 20 && n.content.includes('已记录结果：止盈，收益 +15.00%'))).toBe(
      true,
    );
  });

  it('reminds of open plans due today or overdue, by the China-time day', async () => {
    const member = t.client();
    const { userId } = await registerUser(member);
    const due = await add(member);
    const overdue = await add(member);
    const later = await add(member);
    const resulted = await add(member);
    const remind = async () =>
      (await member.post<{ count: number; today: string }>(`${P}/count-remind`)).data;
    expect(await remind()).toEqual({ count: 0, today });
    // Dates as the calendar would have made them on earlier days (the API refuses past days).
    const db = t.database.db;
    await db.update(tradePlans).set({ tradeDate: today }).where(eq(tradePlans.articleId, due));
    await db
      .update(tradePlans)
      .set({ tradeDate: await t.app.services.actions.calendar.previous(today) })
      .where(inArray(tradePlans.articleId, [overdue, resulted]));
    expect((await remind()).count).toBe(3);
    await member.post(`${P}/update-result`, { article_id: resulted, outcome: 3 });
    expect((await remind()).count).toBe(2);
    const rows = await db
      .select({ id: tradePlans.articleId })
      .from(tradePlans)
      .where(and(eq(tradePlans.userId, userId), eq(tradePlans.articleId, later)));
    expect(rows).toHaveLength(1);
    // Another member's reminders are theirs alone.
    expect((await bob.post<{ count: number }>(`${P}/count-remind`)).data.count).toBe(0);
  });
});

describe('the public list (REFERENCE plan/page)', () => {
  it('answers published plans in the paged shape, ranked by stock heat, newest or return, filtered', async () => {
    const db = t.database.db;
    const author = t.client();
    await registerUser(author, { nickname: '公开作者丙' });
    // Heat: the second stock is the most followed.
    await db.update(stocks).set({ followCount: 500 }).where(eq(stocks.id, stockIds[1]));
    await db.update(stocks).set({ followCount: 100 }).where(eq(stocks.id, stockIds[2]));
    const cold = await add(author, { stock_id: stockIds[0], reason: '冷门低估，等待催化。' });
    const hot = await add(author, { stock_id: stockIds[1], reason: '热门龙头，趋势延续。' });
    const warm = await add(author, {
      stock_id: stockIds[2],
      direction: 'sell',
      entry_price: 10,
      target_price: 8,
      stop_price: 11,
    });
    for (const id of [cold, hot, warm]) await author.post(`${P}/publish`, { article_id: id, is_public: 1 });
    await author.post(`${P}/update-result`, { article_id: cold, outcome: 1, exec_price: '13' });

    const page = async (body: Record<string, unknown>) =>
      (await t.client().post<Page<PlanItem>>(`${P}/page`, { nickname: '公开作者丙', ...body })).data;

    const byHeat = await page({ orderBy: 'stock_hot' });
    expect(Object.keys(byHeat).sort()).toEqual(
      [
        'hasNext',
        'hasPre',
        'nextPage',
        'pageNo',
        'pageSize',
        'prePage',
        'result',
        'totalCount',
        'totalPages',
      ].sort(),
    );
    expect(byHeat.result.map((p) => p.article_id)).toEqual([hot, warm, cold]);
    const item = byHeat.result[0];
    expect(item.article_id).toMatch(/^[0-9a-z]{11}$/);
    expect(item.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item).toMatchObject({ nickname: '公开作者丙', stock_heat: 500, is_public: 1 });
    expect(item.title).toContain(item.stock_name);
    expect((await page({ orderBy: 'stock_hot', order: 'asc' })).result.map((p) => p.article_id)).toEqual([
      cold,
      warm,
      hot,
    ]);
    expect((await page({ orderBy: 'newest' })).result.map((p) => p.article_id)).toEqual([warm, hot, cold]);
    expect((await page({ orderBy: 'return' })).result[0].article_id).toBe(cold);

    expect((await page({ stock_direction: 'sell' })).result.map((p) => p.article_id)).toEqual([warm]);
    expect((await page({ content: '龙头' })).result.map((p) => p.article_id)).toEqual([hot]);
    expect((await page({ keyword: '催化' })).result.map((p) => p.article_id)).toEqual([cold]);
    const stockName = byHeat.result.find((p) => p.article_id === warm)!.stock_name;
    expect((await page({ stock_name: stockName })).result.map((p) => p.article_id)).toEqual([warm]);
    // logic "or": any of the text filters.
    const either = await page({ nickname: '', content: '龙头', stock_name: stockName, logic: 'or' });
    expect(either.result.map((p) => p.article_id).sort()).toEqual([hot, warm].sort());
    expect((await page({ content: '龙头', stock_name: stockName })).totalCount).toBe(0);

    // Paging: a huge limit is the largest page, not a refusal; pages do not overlap.
    const all = await page({ limit: 999 });
    expect(all.pageSize).toBe(50);
    const first = await page({ limit: 2, start: 1 });
    const second = await page({ limit: 2, start: 2 });
    expect(first).toMatchObject({ pageNo: 1, totalCount: 3, totalPages: 2, hasNext: true, nextPage: 2 });
    expect(second.result).toHaveLength(1);
    expect(second.result[0].article_id).not.toBe(first.result[0].article_id);

    const bad = await t.client().post(`${P}/page`, { orderBy: 'bogus' });
    expect(bad.msg).toBe('排序方式有误');
    expect((await t.client().post(`${P}/page`, { stock_direction: 'up' })).msg).toBe('买卖方向有误');
    expect(aliceId).toBeGreaterThan(0);
  });
});

describe('demo plans', () => {
  it('seeds the demo members’ plans once, some published and resulted', async () => {
    const demo = t.client();
    await registerUser(demo, { phone: '13800000002', nickname: '价值投资老张' });
    expect(await seedPlans(t.database.db)).toBe(4);
    expect(await seedPlans(t.database.db)).toBe(0);
    const own = await mine(demo);
    expect(own).toHaveLength(4);
    expect(own.filter((p) => p.outcome !== null)).toHaveLength(2);
    const stats = (await demo.post<PlanStats>(`${P}/stats`)).data;
    expect(stats.executed).toBe(2);
    const listed = await t.client().post<Page<PlanItem>>(`${P}/page`, { nickname: '价值投资老张' });
    expect(listed.data.totalCount).toBe(3);
  });
});
