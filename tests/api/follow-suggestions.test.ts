import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowSuggestions } from '../../common/social';
import { stocks, USER_STATUS } from '../../server/db/schema';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = TestClient & { userId: number };

async function member(): Promise<Member> {
  const c = t.client();
  return Object.assign(c, { userId: (await registerUser(c)).userId });
}

/** Publishes a short post (naming stocks in `text` links it to them); returns its id. */
async function publish(c: TestClient, text = '随手记一笔'): Promise<string> {
  const res = await c.post<{ article_id: string }>('/api/v1/article/add', {
    type: 'garden',
    content: `<p>${text}</p>`,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}

/** Moves a post's publish time out of the week the suggestions count. */
const age = (articleId: string) =>
  t.database.db.execute(
    sql`update posts set check_time = now() - interval '8 days' where article_id = ${articleId}`,
  );

const ok = async <T>(res: Promise<{ errCode: string; msg: string; data: T }>) => {
  const r = await res;
  expect(r.errCode, r.msg).toBe('0');
  return r.data;
};

const suggest = (c: TestClient) => ok(c.post<FollowSuggestions>('/api/v1/user/fans/suggest', {}));

describe('/api/v1/user/fans/suggest', () => {
  let viewer: Member;
  let a: Member;
  let b: Member;
  let c: Member;
  let d: Member;
  const stock: Record<string, number> = {};

  beforeAll(async () => {
    const rows = await t.database.db
      .select({ id: stocks.id, name: stocks.name })
      .from(stocks)
      .where(inArray(stocks.name, ['贵州茅台', '宁德时代', '招商银行', '中芯国际', '比亚迪']));
    for (const r of rows) stock[r.name] = r.id;
    expect(Object.keys(stock)).toHaveLength(5);

    [viewer, a, b, c, d] = await Promise.all([member(), member(), member(), member(), member()]);
    const [fan1, fan2, quiet, followed, blocked, blocker, banned] = await Promise.all(
      Array.from({ length: 7 }, () => member()),
    );

    // Fans: a 2, b 1, c 1; d none. Members with neither fans nor a post this week are never suggested.
    for (const [fan, author] of [
      [fan1, a],
      [fan2, a],
      [fan1, b],
      [fan2, c],
    ] as const) {
      await ok(fan.post('/api/v1/user/fans/follow', { user_id: author.userId, type: 1 }));
    }
    // Stock follows: 贵州茅台 2, 宁德时代 1 (and the viewer's own), 招商银行 1.
    for (const [fan, name] of [
      [fan1, '贵州茅台'],
      [fan2, '贵州茅台'],
      [fan1, '宁德时代'],
      [viewer, '宁德时代'],
      [fan2, '招商银行'],
    ] as const) {
      await ok(fan.post('/api/v1/stock/user', { stock_id: stock[name] }));
    }

    // Posts this week: b 2, c 1, d 3; a's only post and quiet's are older than a week.
    await age(await publish(a, '比亚迪的老帖子'));
    await age(await publish(quiet));
    await publish(b, '中芯国际的产能');
    await publish(b, '中芯国际又涨了');
    await publish(c, '中芯国际和比亚迪');
    for (let i = 0; i < 3; i++) await publish(d);
    // Active this week, yet never suggested: the viewer, whom they follow, block or are blocked by, banned.
    for (const m of [viewer, followed, blocked, blocker, banned]) await publish(m);
    await ok(viewer.post('/api/v1/user/fans/follow', { user_id: followed.userId, type: 1 }));
    await ok(viewer.post('/api/v1/user/black/add', { user_id: blocked.userId }));
    await ok(blocker.post('/api/v1/user/black/add', { user_id: viewer.userId }));
    await t.database.db.execute(
      sql`update users set status = ${USER_STATUS.BANNED} where id = ${banned.userId}`,
    );
  });

  it('needs a login', async () => {
    expect((await t.client().post('/api/v1/user/fans/suggest', {})).errCode).toBe('1');
  });

  it('suggests the most followed first, then the most active this week; not the viewer or whom they follow', async () => {
    const s = await suggest(viewer);
    expect(s.users.map((u) => u.user_id)).toEqual([a.userId, b.userId, c.userId, d.userId]);
    expect(s.users.map((u) => [u.fans_count, u.week_posts])).toEqual([
      [2, 0],
      [1, 2],
      [1, 1],
      [0, 3],
    ]);
    expect(s.users[0]).toMatchObject({ follow_status: 0, follow_type: 0, posts: 1 });

    // 宁德时代 is the viewer's; 中芯国际 has 3 posts this week, 比亚迪 1 (the older one does not count).
    expect(s.stocks.map((x) => x.name)).toEqual(['贵州茅台', '招商银行', '中芯国际', '比亚迪']);
    expect(s.stocks.map((x) => [x.follow_count, x.week_posts])).toEqual([
      [2, 0],
      [1, 0],
      [0, 3],
      [0, 1],
    ]);
    expect(s.stocks[0]).toMatchObject({ stock_id: stock.贵州茅台, code: '600519', symbol: 'SH600519' });
  });

  it('drops an author or stock once followed', async () => {
    await ok(viewer.post('/api/v1/user/fans/follow', { user_id: b.userId, type: 1 }));
    await ok(viewer.post('/api/v1/stock/user', { stock_id: stock.中芯国际 }));
    const s = await suggest(viewer);
    expect(s.users.map((u) => u.user_id)).toEqual([a.userId, c.userId, d.userId]);
    expect(s.stocks.map((x) => x.name)).toEqual(['贵州茅台', '招商银行', '比亚迪']);
    // Someone else still sees them, and never themselves.
    const other = (await suggest(c)).users.map((u) => u.user_id);
    expect(other).toContain(b.userId);
    expect(other).not.toContain(c.userId);
  });
});
