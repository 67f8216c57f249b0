import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { PostIndexer } from '../server/modules/search/post-indexer';
import { StockDirectory } from '../server/modules/stock/stock-directory';

export interface DatasetSize {
  users: number;
  posts: number;
  /** Reactions per post; posts × this = reaction rows. */
  reactionsPerPost: number;
}

export const LARGE: DatasetSize = { users: 10_000, posts: 100_000, reactionsPerPost: 10 };

/**
 * The measurement data set: bench members, posts of every type in the three sections, each about a stock,
 * spread over the last ~70 days, and likes/dislikes backed by real rows, generated in SQL so it runs in
 * a minute on either database. Counters are then derived from the rows; the heat trigger does the rest.
 */
export async function generateDataset(db: Db, size: DatasetSize = LARGE): Promise<void> {
  await db.execute(sql`insert into users (country_code, phone, nickname, password_hash)
    select '+86', '171' || lpad(g::text, 8, '0'), '压测用户' || g, null from generate_series(1, ${size.users}) g
    on conflict do nothing`);
  await db.execute(sql`
    with u as (select array_agg(id order by id) as ids from users where phone like '171%'),
         s as (select array_agg(name order by id) as names, array_agg(code order by id) as codes,
                      count(*)::int as n from stocks),
         t as (select array['三季报点评', '估值修复', '订单饱满', '产能扩张', '景气度跟踪', '北向资金流入',
                            '龙虎榜解读', '涨停复盘', '并购重组', '回购增持'] as topics,
                      array['储能装机同比增长', '光模块订单饱满', '半导体设备国产替代', '创新药出海',
                            '算力需求爆发', '高股息防御', '机器人减速器放量', '低空经济政策落地'] as themes)
    insert into posts (article_id, user_id, type, section, category_id, title, content_html, summary, tags, status,
                       view_count, created_at, check_time, new_interaction_time)
    select 'b' || lpad(to_hex(g), 10, '0'),
           u.ids[1 + g % ${size.users}],
           (array['long','garden','ask','link','documents','live'])[1 + g % 6],
           case when g % 6 = 5 then 2 when g % 6 = 1 then 1 else g % 2 end,
           case when g % 6 in (0, 2) then (array['96','97','98','101','102'])[1 + g % 5] end,
           s.names[1 + g % s.n] || t.topics[1 + g % 10] || '（' || g || '）',
           '<p>$' || s.names[1 + g % s.n] || '(' || s.codes[1 + g % s.n] || ')$ 第 ' || g || ' 篇压测正文。'
             || t.themes[1 + g % 8] || '，' || t.themes[1 + (g / 8) % 8] || '，关注估值与业绩匹配度。</p>',
           '$' || s.names[1 + g % s.n] || '(' || s.codes[1 + g % s.n] || ')$ 第 ' || g || ' 篇压测正文。'
             || t.themes[1 + g % 8] || '，' || t.themes[1 + (g / 8) % 8] || '，关注估值与业绩匹配度。',
           array['压测', '新能源'],
           2,
           (g * 37) % 5000,
           now() - make_interval(mins => g),
           now() - make_interval(mins => g),
           case when g % 3 = 0 then now() - make_interval(mins => g / 2) end
    from generate_series(1, ${size.posts}) g, u, s, t
    on conflict do nothing`);
  await db.execute(sql`
    with u as (select array_agg(id order by id) as ids from users where phone like '171%')
    insert into post_reactions (post_id, user_id, kind)
    select p.id, u.ids[1 + ((p.id * 7 + k * 1009) % ${size.users})], case when k = 9 then -1 else 1 end
    from posts p, u, generate_series(0, ${size.reactionsPerPost - 1}) k
    where p.article_id like 'b%' and length(p.article_id) = 11
    on conflict do nothing`);
  await db.execute(sql`
    update posts p set like_count = a.likes, step_count = a.steps
    from (select post_id, count(*) filter (where kind = 1) as likes, count(*) filter (where kind = -1) as steps
          from post_reactions group by post_id) a
    where a.post_id = p.id`);
  // Search documents and stock links, as publishing would have written them.
  await new PostIndexer(db, new StockDirectory(db)).reindex(true);
  await db.execute(sql`analyze`);
}
