import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../bench/dataset';
import { ORDERS, type OrderValue } from '../../common/post';
import { stocks, users } from '../../server/db/schema';
import { authorPostsQuery, communityQuery, listStockPostsQuery } from '../../server/modules/post/post.repo';
import { hotPosts } from '../../server/modules/rank/rank.repo';
import { SEARCH_ORDERS, type SearchOrder, searchWindowQuery } from '../../server/modules/search/search.repo';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await generateDataset(t.database.db, { users: 300, posts: 3000, reactionsPerPost: 2 });
});
afterAll(() => t.close());

/** EXPLAIN of a statement with its parameters, on whichever database the suite runs. */
type Explain = (text: string, params: unknown[]) => Promise<{ rows: { 'QUERY PLAN': string }[] }>;

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const { pglite } = t.database;
  const explain: Explain = pglite
    ? (text, p) => pglite.query(text, p)
    : (text, p) => (t.database.db as unknown as { $client: { query: Explain } }).$client.query(text, p);
  const res = await explain(`explain ${sql}`, params);
  return res.rows.map((r) => r['QUERY PLAN']).join('\n');
}

const INDEX_OF: Record<OrderValue, string> = {
  [ORDERS.publish]: 'posts_section_publish_idx',
  [ORDERS.hot]: 'posts_section_heat_idx',
  [ORDERS.thirty]: 'posts_section_score_idx',
  [ORDERS.action]: 'posts_section_action_idx',
};

describe('section list plans', () => {
  it.each(Object.entries(INDEX_OF))(
    'order %s reads its index, never the whole table',
    async (order, index) => {
      const q = { section: 0, order: Number(order) as OrderValue, categoryId: '', limit: 15, offset: 0 };
      const first = await plan(communityQuery(t.database.db, q));
      expect(first).toContain(index);
      expect(first).not.toMatch(/Seq Scan on posts/);
      const deep = await plan(
        communityQuery(t.database.db, {
          ...q,
          after: { key: order === '0' || order === '5' ? new Date().toISOString() : 1, id: 1_000_000 },
        }),
      );
      expect(deep).toContain(index);
      expect(deep).not.toMatch(/Seq Scan on posts|Sort/);
    },
  );
});

describe('section list plans with a time range', () => {
  it.each(Object.keys(INDEX_OF))('order %s reads a section index for start_time/end_time', async (order) => {
    const day = 86_400_000;
    const p = await plan(
      communityQuery(t.database.db, {
        section: 0,
        order: Number(order) as OrderValue,
        categoryId: '',
        limit: 15,
        offset: 0,
        from: new Date(Date.now() - 3 * day),
        until: new Date(Date.now() - day),
      }),
    );
    expect(p).toMatch(/posts_section_\w+_idx/);
    expect(p).not.toMatch(/Seq Scan on posts/);
  });

  it('newest first reads the publish index within the range, without sorting', async () => {
    const p = await plan(
      communityQuery(t.database.db, {
        section: 0,
        order: ORDERS.publish,
        categoryId: '',
        limit: 15,
        offset: 0,
        from: new Date(Date.now() - 3 * 86_400_000),
        until: new Date(),
      }),
    );
    expect(p).toContain('posts_section_publish_idx');
    expect(p).toMatch(/Index Cond: .*check_time >=/);
    expect(p).not.toMatch(/Sort|Seq Scan on posts/);
  });
});

describe('search and stock plans', () => {
  const search = (tsquery: string, order: SearchOrder) =>
    plan(searchWindowQuery(t.database.db, { tsquery, order }));

  // A word in a quarter of these 3,000 posts is cheaper to find by scanning, and the planner rightly does
  // so; at the bench's 100,000 posts it reads the newest matches by key (bench/run.ts prints that plan).
  it.each([
    ["'宁德时代'", 'a stock name'],
    ["'钠电池' | '光模块订单'", 'rare words'],
    ["'宁德时代':A & '三季报点评':A", 'title words'],
  ])('post search for %s (%s) reads the GIN index and never scans posts', async (tsquery) => {
    for (const order of Object.values(SEARCH_ORDERS)) {
      const p = await search(tsquery, order);
      expect(p).toContain('post_search_vector_idx');
      expect(p).not.toMatch(/Seq Scan on posts|Seq Scan on post_search/);
    }
  });

  it('a stock page reads the stock link index, never the whole posts table', async () => {
    const [stock] = await t.database.db
      .select({ id: stocks.id })
      .from(stocks)
      .where(eq(stocks.code, '300750'));
    for (const order of Object.values(ORDERS)) {
      const p = await plan(
        listStockPostsQuery(t.database.db, { stockId: stock.id, order, limit: 15, offset: 0 }),
      );
      expect(p).toContain('post_stocks_stock_idx');
      expect(p).not.toMatch(/Seq Scan on posts/);
    }
  });

  it('a user home and the following feed read posts by author, never the whole posts table', async () => {
    const [author] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const q = { order: ORDERS.publish, limit: 15, offset: 0 };
    const home = await plan(authorPostsQuery(t.database.db, { ...q, authorId: author.id }));
    expect(home).toContain('posts_user_idx');
    expect(home).not.toMatch(/Seq Scan on posts/);
    const feed = await plan(authorPostsQuery(t.database.db, { ...q, followerId: author.id, special: true }));
    // Each followee's published posts come from the author index; no scan of all posts.
    expect(feed).toContain('posts_user_idx');
    expect(feed).not.toMatch(/Seq Scan on posts/);
  });
});

describe('plans of a member who blocked others', () => {
  let viewer: number;
  beforeAll(async () => {
    // Every member blocks three others, so blocks is not trivially small.
    await t.database.db.execute(sql`
      insert into blocks (user_id, blocked_id)
      select u.id, b.id from users u
      cross join lateral (select id from users where id <> u.id order by id limit 3) b
      on conflict do nothing`);
    await t.database.db.execute(sql`analyze blocks`);
    [{ id: viewer }] = await t.database.db.select({ id: users.id }).from(users).limit(1);
  });

  it.each(Object.entries(INDEX_OF))(
    'section order %s still reads its index in order, probing the blocks key',
    async (order, index) => {
      const q = {
        section: 0,
        order: Number(order) as OrderValue,
        categoryId: '',
        limit: 15,
        offset: 0,
        hideBlockedBy: viewer,
      };
      for (const after of [
        undefined,
        { key: order === '0' || order === '5' ? new Date().toISOString() : 1, id: 1_000_000 },
      ]) {
        const p = await plan(communityQuery(t.database.db, { ...q, after }));
        expect(p).toContain(index);
        expect(p).not.toMatch(/Seq Scan on posts|Sort/);
      }
    },
  );

  it('stock pages, the following feed, hot and search keep their indexes', async () => {
    const [stock] = await t.database.db
      .select({ id: stocks.id })
      .from(stocks)
      .where(eq(stocks.code, '300750'));
    const q = { order: ORDERS.publish, limit: 15, offset: 0, hideBlockedBy: viewer };
    const stockPlan = await plan(listStockPostsQuery(t.database.db, { ...q, stockId: stock.id }));
    expect(stockPlan).toContain('post_stocks_stock_idx');
    expect(stockPlan).not.toMatch(/Seq Scan on posts/);
    const feed = await plan(authorPostsQuery(t.database.db, { ...q, followerId: viewer }));
    expect(feed).toContain('posts_user_idx');
    expect(feed).not.toMatch(/Seq Scan on posts/);
    const hot = await plan(hotPosts(t.database.db, { days: 7, limit: 15, offset: 0, hideBlockedBy: viewer }));
    expect(hot).toContain('posts_section_heat_idx');
    expect(hot).not.toMatch(/Seq Scan on posts/);
    for (const order of Object.values(SEARCH_ORDERS)) {
      const p = await plan(
        searchWindowQuery(t.database.db, {
          tsquery: "'钠电池'",
          order,
          hideBlockedBy: viewer,
        }),
      );
      expect(p).toContain('post_search_vector_idx');
      expect(p).not.toMatch(/Seq Scan on posts|Seq Scan on post_search/);
    }
  });
});
