import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { seedPosts } from '../../server/db/seed/posts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };

describe('demo seed', () => {
  it('gives demo members 工分, 养分 and wallet money through the ledger, once', async () => {
    const { rows: before } = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_entries`);
    await seedDemo(t.database.db);
    const { rows: after } = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_entries`);
    expect(after[0].n).toBe(before[0].n);
    const { rows: held } = await rows<{ asset: string; n: number }>(
      sql`select asset, count(*)::int as n from ledger_accounts where user_id is not null and balance > 0 group by asset`,
    );
    expect(Object.fromEntries(held.map((r) => [r.asset, r.n]))).toEqual({
      fen: 13,
      integral: 13,
      energy: 13,
    });
    expect(await t.app.services.ledger.check()).toEqual([]);
  });

  it('writes about 200 published posts of every type across the three sections', async () => {
    const { rows: byType } = await rows<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from posts where status = 2 group by type`,
    );
    const counts = Object.fromEntries(byType.map((r) => [r.type, r.n]));
    for (const type of ['long', 'documents', 'link', 'ask', 'garden', 'live'])
      expect(counts[type]).toBeGreaterThanOrEqual(10);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(190);
    const { rows: sections } = await rows<{ section: number }>(
      sql`select distinct section from posts where type <> 'action' order by section`,
    );
    expect(sections.map((s) => s.section)).toEqual([0, 1, 2]);
  });

  it('backs every counter with real rows and keeps heat consistent', async () => {
    const { rows: bad } = await rows<{ article_id: string }>(sql`
      select article_id from posts p where
        like_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.kind = 1)
        or collect_count <> (select count(*) from post_collects c where c.post_id = p.id)
        or comment_count <> (select count(*) from comments c where c.post_id = p.id)
        or score <> 2 * like_count + 3 * comment_count + 3 * collect_count + 4 * forward_count - 2 * step_count + view_count / 50`);
    expect(bad).toEqual([]);
    const { rows: replies } = await rows<{ n: number }>(
      sql`select count(*)::int as n from comments where parent_id is not null`,
    );
    expect(replies[0].n).toBeGreaterThan(50);
  });

  it('lists the seeded posts through the API in every sort', async () => {
    const c = t.client();
    for (const order of [0, 1, 3, 5]) {
      const res = await c.post<{ result: { title: string; user: { nickname: string } }[] }>(
        '/api/v2/article/community',
        {
          back_garden: 0,
          order,
        },
      );
      expect(res.data.result.length, `order ${order}`).toBeGreaterThan(0);
      expect(res.data.result[0].user.nickname).not.toBe('');
    }
  });

  it('ships every demo attachment it links to', async () => {
    const { rows: files } = await rows<{ url: string }>(
      sql`select a->>'url' as url from posts, jsonb_array_elements(attachments) a`,
    );
    expect(files.length).toBeGreaterThan(10);
    for (const { url } of files)
      expect(existsSync(new URL(`../../public${url}`, import.meta.url)), url).toBe(true);
  });

  it('is idempotent', async () => {
    const { rows: authors } = await rows<{ id: number }>(
      sql`select id from users where phone like '1380000001%' order by phone`,
    );
    expect(
      await seedPosts(
        t.database.db,
        authors.map((a) => a.id),
      ),
    ).toBe(0);
    await seedDemo(t.database.db);
    // The 异动解析 posts of the demo 异动 days (seed/actions.ts) and the timeline's event posts
    // (seed/timeline.ts) are not the corpus.
    const { rows: n } = await rows<{ n: number }>(
      sql`select count(*)::int as n from posts
          where type <> 'action' and id not in (select post_id from timeline_events)`,
    );
    expect(n[0].n).toBe(200);
  });
});

describe('demo medals', () => {
  it('gives a few demo authors medals, with medal_count equal to the rows', async () => {
    const { rows: held } = await rows<{ n: number }>(sql`select count(*)::int as n from user_medals`);
    expect(held[0].n).toBeGreaterThanOrEqual(3);
    const { rows: bad } = await rows<{ id: number }>(sql`
      select id from users u where medal_count <> (select count(*) from user_medals m where m.user_id = u.id)`);
    expect(bad).toEqual([]);
    // Seeding again changes nothing.
    await seedDemo(t.database.db);
    const { rows: again } = await rows<{ n: number }>(sql`select sum(medal_count)::int as n from users`);
    expect(again[0].n).toBe(held[0].n);
  });
});
