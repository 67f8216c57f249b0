import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpinionConsoleItem, OpinionFavorite, OpinionQuestion } from '../../common/opinion';
import { percentsOf } from '../../common/opinion';
import { auditLog, opinionFavorites, opinionQuestions, opinionVotes } from '../../server/db/schema';
import { seedOpinion } from '../../server/db/seed/opinion';
import type { Page } from '../../server/modules/post/post.service';
import { consoleClient } from '../support/console';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

const API = '/api/v1/article/market/opinion';

let t: TestApp;
let editor: TestClient;
let alice: Member;
let bob: Member;

type Member = TestClient & { userId: number };

async function member(): Promise<Member> {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, { userId: u.userId });
}

async function members(n: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i += 20) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, () => member()))));
  }
  return out;
}

/** Sets the opinion service's clock to a China-time moment. */
const at = (chinaTime: string) => {
  const instant = new Date(`${chinaTime}+08:00`);
  t.app.services.opinion.now = () => instant;
};

// 2026-03-02 is a Monday; 03-07/08 a weekend; 2026-10-01 a national holiday (migration 0017).
const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';

const add = (body: Record<string, unknown>) =>
  editor.post<OpinionConsoleItem>('/api/console/opinion/add', body);
const vote = (c: TestClient, question_id: number, option: number | string) =>
  c.post<OpinionQuestion>(`${API}/vote-question`, { question_id, option });
const detail = (c: TestClient, question_id: number) =>
  c.post<OpinionQuestion>(`${API}/detail`, { question_id });
const list = (c: TestClient, body: Record<string, unknown> = {}) =>
  c.post<Page<OpinionQuestion>>(`${API}/list`, body);

async function question(day: string, over: Record<string, unknown> = {}): Promise<OpinionConsoleItem> {
  const res = await add({ date: day, title: `${day} 收盘怎么走？`, ...over });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

async function auditOf(action: string, id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
}

async function voteRows(questionId: number) {
  return t.database.db.select().from(opinionVotes).where(eq(opinionVotes.questionId, questionId));
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await consoleClient(t, 'editor');
  [alice, bob] = await members(2);
});
afterAll(() => t.close());

beforeEach(async () => {
  at(`${MON}T09:30:00`);
  await t.database.db.delete(opinionQuestions);
});

describe('percentages', () => {
  it('sum to exactly 100 with two decimals, and are all 0 without votes', () => {
    expect(percentsOf([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(percentsOf([2, 1])).toEqual([66.67, 33.33]);
    expect(percentsOf([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentsOf([5, 0, 0])).toEqual([100, 0, 0]);
    const odd = percentsOf([7, 13, 19, 23, 29, 31]);
    expect(Math.round(odd.reduce((a, b) => a + b, 0) * 100)).toBe(10_000);
  });
});

describe('editors set the questions', () => {
  it('adds a question for a trading day with the default options, audited; refuses bad input with clear messages', async () => {
    const res = await add({ date: MON, title: ' 今日收盘A股怎么走？ ' });
    expect(res.errCode, res.msg).toBe('0');
    expect(res.msg).toBe('已添加');
    expect(res.data).toMatchObject({
      date: MON,
      title: '今日收盘A股怎么走？',
      close_time: `${MON} 15:00:00`,
      status: 1,
      total: 0,
      options: [
        { option: 1, name: '看多', count: 0, percent: 0 },
        { option: 2, name: '看空', count: 0, percent: 0 },
        { option: 3, name: '震荡', count: 0, percent: 0 },
      ],
    });
    const [entry] = await auditOf('opinion.add', res.data.question_id);
    expect(entry.detail).toMatchObject({ date: MON, title: '今日收盘A股怎么走？' });
    expect(entry.targetType).toBe('opinion_question');

    // Editors' own options, as an array (JSON) or one per line (a form).
    const own = await add({ date: TUE, title: '明天呢？', options: ['大涨', ' 小涨 ', '', '下跌'] });
    expect(own.data.options.map((o) => o.name)).toEqual(['大涨', '小涨', '下跌']);
    const form = await editor.post<OpinionConsoleItem>(
      '/api/console/opinion/add',
      { date: WED, title: '后天呢？', options: '能\n不能' },
      { form: true },
    );
    expect(form.errCode, form.msg).toBe('0');
    expect(form.data.options.map((o) => o.name)).toEqual(['能', '不能']);

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ date: MON, title: '重复' }, '409', '该交易日已有问题'],
      [{ date: '2026-03-07', title: '周六' }, '400', '所选日期不是交易日'],
      [{ date: '2026-10-01', title: '国庆' }, '400', '所选日期不是交易日'],
      [{ date: '2026-02-27', title: '上周五' }, '400', '只能为当前或之后的交易日设置问题'],
      [{ date: '2026-02-30', title: '不存在的日子' }, '400', '日期格式有误'],
      [{ title: '没有日期' }, '400', '日期格式有误'],
      [{ date: '2026-03-05', title: '   ' }, '400', '请输入问题'],
      [{ date: '2026-03-05', title: '长'.repeat(61) }, '400', '问题最多60个字'],
      [{ date: '2026-03-05', title: '一个', options: ['只有一个'] }, '400', '选项需为2~6个'],
      [
        { date: '2026-03-05', title: '七个', options: ['1', '2', '3', '4', '5', '6', '7'] },
        '400',
        '选项需为2~6个',
      ],
      [{ date: '2026-03-05', title: '重复', options: ['涨', '涨'] }, '400', '选项不能重复'],
      [
        { date: '2026-03-05', title: '太长', options: ['涨', '一二三四五六七八九十一'] },
        '400',
        '每个选项最多10个字',
      ],
      [{ date: '2026-03-05', title: '类型', options: 5 }, '400', '选项需为2~6个'],
    ];
    for (const [body, code, msg] of refusals) {
      const r = await add(body);
      expect([r.errCode, r.msg], JSON.stringify(body)).toEqual([code, msg]);
    }
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(opinionQuestions);
    expect(n).toBe(3);
  });

  it('edits the title always, the day and options only while nobody voted; deletes with votes; audits each', async () => {
    const q = await question(MON);
    const moved = await editor.post<OpinionConsoleItem>('/api/console/opinion/update', {
      question_id: q.question_id,
      date: TUE,
      title: '改到周二',
      options: ['涨', '跌'],
    });
    expect(moved.errCode, moved.msg).toBe('0');
    expect(moved.data).toMatchObject({ date: TUE, title: '改到周二', status: 0 });
    // Back to Monday, then a vote freezes day and options.
    await editor.post('/api/console/opinion/update', {
      question_id: q.question_id,
      date: MON,
      title: '周一',
      options: ['涨', '跌'],
    });
    expect((await vote(alice, q.question_id, 2)).errCode).toBe('0');
    const frozen = await editor.post('/api/console/opinion/update', {
      question_id: q.question_id,
      date: MON,
      title: '周一',
      options: ['跌', '涨'],
    });
    expect([frozen.errCode, frozen.msg]).toEqual(['409', '已有会员投票，不能再修改日期和选项']);
    const retitled = await editor.post<OpinionConsoleItem>('/api/console/opinion/update', {
      question_id: q.question_id,
      date: MON,
      title: '周一收盘怎么走？',
      options: ['涨', '跌'],
    });
    expect(retitled.errCode, retitled.msg).toBe('0');
    expect(retitled.data).toMatchObject({ title: '周一收盘怎么走？', total: 1 });
    expect(await auditOf('opinion.edit', q.question_id)).toHaveLength(3);

    const listed = await editor.post<Page<OpinionConsoleItem>>('/api/console/opinion/list', { start: 1 });
    expect(listed.data.result.map((i) => i.question_id)).toEqual([q.question_id]);
    expect(listed.data.result[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await alice.post(`${API}/vote-favorite`, { question_id: q.question_id });
    const removed = await editor.post('/api/console/opinion/delete', { question_id: q.question_id });
    expect([removed.errCode, removed.msg]).toEqual(['0', '已删除']);
    expect(await voteRows(q.question_id)).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(opinionFavorites)
        .where(eq(opinionFavorites.questionId, q.question_id)),
    ).toHaveLength(0);
    const [entry] = await auditOf('opinion.delete', q.question_id);
    expect(entry.detail).toMatchObject({ date: MON, votes: 1 });
    const again = await editor.post('/api/console/opinion/delete', { question_id: q.question_id });
    expect([again.errCode, again.msg]).toEqual(['404', '问题不存在']);
    const missing = await editor.post('/api/console/opinion/update', {
      question_id: 999_999,
      date: MON,
      title: 'x',
    });
    expect(missing.errCode).toBe('404');
  });

  it('is the console’s: members, visitors and moderators cannot write questions', async () => {
    const body = { date: MON, title: '越权' };
    expect((await alice.post('/api/console/opinion/add', body)).errCode).toBe('1');
    expect((await t.client().post('/api/console/opinion/add', body)).errCode).toBe('1');
    const moderator = await consoleClient(t, 'moderator');
    const refused = await moderator.post('/api/console/opinion/add', body);
    expect(refused.errCode).toBe('403');
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(opinionQuestions);
    expect(n).toBe(0);
  });
});

describe('members vote', () => {
  it('records, changes and shows a vote with the new counts; others see the counts but not whose vote', async () => {
    const q = await question(MON);
    const first = await vote(alice, q.question_id, 1);
    expect([first.errCode, first.msg]).toEqual(['0', '投票成功']);
    expect(first.data).toMatchObject({ my_option: 1, total: 1, status: 1 });
    expect(first.data.options.map((o) => [o.count, o.percent])).toEqual([
      [1, 100],
      [0, 0],
      [0, 0],
    ]);

    const second = await vote(bob, q.question_id, '2');
    expect(second.data.options.map((o) => o.percent)).toEqual([50, 50, 0]);
    const changed = await vote(alice, q.question_id, 3);
    expect(changed.data).toMatchObject({ my_option: 3, total: 2 });
    expect(changed.data.options.map((o) => o.count)).toEqual([0, 1, 1]);
    // The same answer again changes nothing and is no error.
    expect((await vote(alice, q.question_id, 3)).data.total).toBe(2);
    expect(await voteRows(q.question_id)).toHaveLength(2);

    expect((await detail(bob, q.question_id)).data.my_option).toBe(2);
    const seen = await detail(t.client(), q.question_id);
    expect(seen.data).toMatchObject({ my_option: 0, is_favorite: 0, total: 2 });
    const today = await t.client().post<OpinionQuestion>(`${API}/today`, {});
    expect(today.data).toMatchObject({ question_id: q.question_id, total: 2 });
    expect((await alice.post<OpinionQuestion>(`${API}/today`, {})).data.my_option).toBe(3);
  });

  it('refuses visitors, bad options and unknown questions with clear messages', async () => {
    const q = await question(MON, { options: ['涨', '跌'] });
    const visitor = await vote(t.client(), q.question_id, 1);
    expect(visitor.errCode).toBe('1');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ question_id: q.question_id, option: 3 }, '400', '请选择有效的选项'],
      [{ question_id: q.question_id, option: 0 }, '400', '请选择有效的选项'],
      [{ question_id: q.question_id, option: 1.5 }, '400', '请选择有效的选项'],
      [{ question_id: q.question_id, option: 'x' }, '400', '请选择有效的选项'],
      [{ question_id: q.question_id }, '400', '请选择有效的选项'],
      [{ option: 1 }, '400', '请选择问题'],
      [{ question_id: 'abc', option: 1 }, '400', '请选择问题'],
      [{ question_id: 99_999_999, option: 1 }, '404', '问题不存在'],
    ];
    for (const [body, code, msg] of cases) {
      const r = await alice.post(`${API}/vote-question`, body);
      expect([r.errCode, r.msg], JSON.stringify(body)).toEqual([code, msg]);
    }
    expect(await voteRows(q.question_id)).toHaveLength(0);
  });

  it('closes at 15:00 China time; then the next session’s question is the open one', async () => {
    const mon = await question(MON);
    const tue = await question(TUE);
    // Before the close, Tuesday's question is an editors' draft: members can neither read nor vote on it.
    expect((await detail(alice, tue.question_id)).errCode).toBe('404');
    expect((await vote(alice, tue.question_id, 1)).errCode).toBe('404');
    expect((await list(alice)).data.result.map((q) => q.date)).toEqual([MON]);

    at(`${MON}T14:59:59`);
    expect((await vote(alice, mon.question_id, 1)).errCode).toBe('0');
    at(`${MON}T15:00:00`);
    const late = await vote(alice, mon.question_id, 2);
    expect([late.errCode, late.msg]).toEqual(['409', '投票已截止']);
    expect((await detail(alice, mon.question_id)).data).toMatchObject({ status: 2, my_option: 1 });

    const today = await alice.post<OpinionQuestion>(`${API}/today`, {});
    expect(today.data).toMatchObject({ question_id: tue.question_id, status: 1, my_option: 0 });
    expect((await vote(alice, tue.question_id, 2)).errCode).toBe('0');
    expect((await list(alice)).data.result.map((q) => [q.date, q.status, q.my_option])).toEqual([
      [TUE, 1, 2],
      [MON, 2, 1],
    ]);
  });

  it('after Friday’s close and over the weekend members vote on Monday’s question', async () => {
    const fri = await question('2026-03-06');
    const nextMon = await question('2026-03-09');
    at('2026-03-07T10:00:00');
    expect((await alice.post<OpinionQuestion>(`${API}/today`, {})).data.question_id).toBe(
      nextMon.question_id,
    );
    expect((await vote(alice, nextMon.question_id, 1)).errCode).toBe('0');
    expect((await vote(alice, fri.question_id, 1)).msg).toBe('投票已截止');
    // No question for the open session yet: the newest closed one shows its results.
    await editor.post('/api/console/opinion/delete', { question_id: nextMon.question_id });
    const fallback = await alice.post<OpinionQuestion>(`${API}/today`, {});
    expect(fallback.data).toMatchObject({ question_id: fri.question_id, status: 2 });
    await editor.post('/api/console/opinion/delete', { question_id: fri.question_id });
    expect((await alice.post(`${API}/today`, {})).data).toBeNull();
  });
});

describe('concurrency', () => {
  let crowd: Member[];
  beforeAll(async () => {
    crowd = await members(100);
  });

  it('100 concurrent votes from 100 members: one row each, and the totals equal the votes', async () => {
    const q = await question(MON);
    const answers = await Promise.all(crowd.map((c, i) => vote(c, q.question_id, (i % 3) + 1)));
    expect(answers.every((r) => r.errCode === '0')).toBe(true);
    const rows = await voteRows(q.question_id);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(100);
    const final = (await detail(t.client(), q.question_id)).data;
    expect(final.total).toBe(100);
    expect(final.options.map((o) => o.count)).toEqual([34, 33, 33]);
    expect(final.options.map((o) => o.percent)).toEqual([34, 33, 33]);
    // Each answer's counts include its own vote (and whichever others had committed by then).
    expect(answers.every((r, i) => r.data.my_option === (i % 3) + 1 && r.data.total >= 1)).toBe(true);

    // Everyone changes their answer at once: still 100 rows, counts moved exactly.
    await Promise.all(crowd.map((c, i) => vote(c, q.question_id, ((i + 1) % 3) + 1)));
    const moved = (await detail(t.client(), q.question_id)).data;
    expect(moved.total).toBe(100);
    expect(moved.options.map((o) => o.count)).toEqual([33, 34, 33]);
  });

  it('concurrent changes by one member leave one row, counted once', async () => {
    const q = await question(MON);
    const [flipper] = crowd;
    await vote(crowd[1], q.question_id, 1);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => vote(flipper, q.question_id, (i % 3) + 1)),
      );
      expect(answers.every((r) => r.errCode === '0' && r.data.total === 2)).toBe(true);
      const rows = await voteRows(q.question_id);
      expect(rows).toHaveLength(2);
      const mine = rows.find((r) => r.userId === flipper.userId)!;
      const now = (await detail(flipper, q.question_id)).data;
      expect(now.my_option).toBe(mine.option);
      expect(now.options.reduce((a, o) => a + o.count, 0)).toBe(2);
    }
  });

  it('an editor’s change of options races votes safely: either the change or the votes win, never both', async () => {
    const q = await question(MON);
    const [votes, edit] = await Promise.all([
      Promise.all(crowd.slice(0, 30).map((c) => vote(c, q.question_id, 3))),
      editor.post('/api/console/opinion/update', {
        question_id: q.question_id,
        date: MON,
        title: q.title,
        options: ['涨', '跌'],
      }),
    ]);
    const rows = await voteRows(q.question_id);
    const [row] = await t.database.db
      .select()
      .from(opinionQuestions)
      .where(eq(opinionQuestions.id, q.question_id));
    // No vote may name an option the question no longer has.
    expect(rows.every((r) => r.option <= row.options.length)).toBe(true);
    if (edit.errCode === '0') expect(rows).toHaveLength(0);
    else expect(edit.msg).toBe('已有会员投票，不能再修改日期和选项');
    expect(rows).toHaveLength(votes.filter((v) => v.errCode === '0').length);
  });
});

describe('the past questions and favourites', () => {
  it('pages the past questions newest first in REFERENCE’s shape, with the viewer’s own vote', async () => {
    const days = [MON, TUE, WED, '2026-03-05', '2026-03-06'];
    const ids: number[] = [];
    for (const d of days) ids.push((await question(d)).question_id);
    at('2026-03-06T10:00:00');
    await vote(alice, ids[4], 2);
    const first = await list(alice, { start: 1, limit: 2 });
    expect(first.errCode, first.msg).toBe('0');
    expect(first.data).toMatchObject({
      pageNo: 1,
      pageSize: 2,
      totalCount: 5,
      totalPages: 3,
      hasNext: true,
      nextPage: 2,
      hasPre: false,
      prePage: 1,
    });
    expect(first.data.result.map((q) => [q.date, q.my_option])).toEqual([
      ['2026-03-06', 2],
      ['2026-03-05', 0],
    ]);
    const last = await list(alice, { start: 3, limit: 2 });
    expect(last.data.result.map((q) => q.date)).toEqual([MON]);
    expect(last.data.hasNext).toBe(false);
    // A client's huge page size gets the largest page.
    expect((await list(alice, { limit: 999 })).data.pageSize).toBe(20);
    expect((await list(alice, { start: 'x' })).msg).toBe('页码有误');
    // Another member sees the same questions without alice's vote.
    expect((await list(bob, { limit: 1 })).data.result[0].my_option).toBe(0);
  });

  it('marks favourites per member (toggle or explicit), filters 我的收藏, and keeps them private', async () => {
    const a = await question(MON);
    const b = await question(TUE);
    at(`${TUE}T10:00:00`);
    const fav = (c: TestClient, body: Record<string, unknown>) =>
      c.post<OpinionFavorite>(`${API}/vote-favorite`, body);

    const on = await fav(alice, { question_id: a.question_id });
    expect([on.errCode, on.msg, on.data]).toEqual([
      '0',
      '已收藏',
      { question_id: a.question_id, is_favorite: 1 },
    ]);
    const off = await fav(alice, { question_id: a.question_id });
    expect([off.msg, off.data.is_favorite]).toEqual(['已取消收藏', 0]);
    expect((await fav(alice, { question_id: a.question_id, favorite: 1 })).data.is_favorite).toBe(1);
    // Explicit marks are idempotent.
    expect((await fav(alice, { question_id: a.question_id, favorite: '1' })).data.is_favorite).toBe(1);
    expect((await fav(alice, { question_id: a.question_id, favorite: 2 })).msg).toBe('收藏参数有误');
    await fav(bob, { question_id: b.question_id });

    const mine = await list(alice, { favorite: 1 });
    expect(mine.data.result.map((q) => [q.question_id, q.is_favorite])).toEqual([[a.question_id, 1]]);
    expect(mine.data.totalCount).toBe(1);
    const bobs = await list(bob, { favorite: '1' });
    expect(bobs.data.result.map((q) => q.question_id)).toEqual([b.question_id]);
    // The whole list shows each member only their own flags.
    const all = await list(bob);
    expect(all.data.result.map((q) => [q.question_id, q.is_favorite])).toEqual([
      [b.question_id, 1],
      [a.question_id, 0],
    ]);
    expect((await list(t.client(), { favorite: 1 })).errCode).toBe('1');
    expect((await fav(t.client(), { question_id: a.question_id })).errCode).toBe('1');

    // A question not yet open (an editors' draft) cannot be marked.
    const wed = await question(WED);
    expect((await fav(alice, { question_id: wed.question_id })).errCode).toBe('404');
    expect((await fav(alice, { question_id: 123_456_789 })).msg).toBe('问题不存在');
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(opinionFavorites)
      .where(eq(opinionFavorites.userId, alice.userId));
    expect(n).toBe(1);
  });
});

describe('demo data', () => {
  it('seeds the open session’s question and six past ones with demo votes, idempotently', async () => {
    t.app.services.opinion.now = () => new Date();
    expect(await seedOpinion(t.database.db)).toBe(7);
    expect(await seedOpinion(t.database.db)).toBe(0);
    const today = await t.client().post<OpinionQuestion>(`${API}/today`, {});
    expect(today.data?.status).toBe(1);
    const past = await list(t.client(), { limit: 7 });
    expect(past.data.totalCount).toBe(7);
    expect(past.data.result.slice(1).every((q) => q.status === 2)).toBe(true);
  });
});
