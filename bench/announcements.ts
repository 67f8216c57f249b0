/**
 * The announcement bench (issue 15 "Speed"): half a million announcements for `npm run bench`, and the
 * search rows measured on them — by stock, by keyword, by type and date range — each call a different
 * question, so no cache answers it.
 *
 *   BENCH_ANNOUNCEMENTS=500000 npm run bench   (BENCH_LARGE=1 includes it)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { announcementVector } from '../server/modules/announcement/announcement.service';
import { StockDirectory } from '../server/modules/stock/stock-directory';

export const LARGE_ANNOUNCEMENTS = 500_000;

/** Titles after the company's name, with their types (the demo seed's kinds, several years each). */
const TITLES: [type: string, title: (year: number) => string][] = [
  ['年度报告', (y) => `${y}年年度报告`],
  ['年度报告', (y) => `${y}年年度报告摘要`],
  ['半年度报告', (y) => `${y}年半年度报告`],
  ['季度报告', (y) => `${y}年第一季度报告`],
  ['季度报告', (y) => `${y}年第三季度报告`],
  ['业绩预告', (y) => `${y}年半年度业绩预告`],
  ['业绩预告', (y) => `${y}年度业绩快报`],
  ['临时公告', () => '关于回购公司股份的进展公告'],
  ['临时公告', () => '关于签订日常经营重大合同的公告'],
  ['临时公告', () => '关于获得政府补助的公告'],
  ['临时公告', () => '关于对外投资设立全资子公司的公告'],
  ['临时公告', () => '关于变更会计师事务所的公告'],
  ['临时公告', () => '关于为子公司提供担保的进展公告'],
  ['临时公告', () => '关于使用闲置募集资金进行现金管理的公告'],
  ['股东大会', (y) => `关于召开${y}年第一次临时股东大会的通知`],
  ['股东大会', (y) => `${y}年年度股东大会决议公告`],
  ['董事会决议', () => '第九届董事会第十二次会议决议公告'],
  ['监事会决议', () => '第九届监事会第八次会议决议公告'],
  ['权益分派', (y) => `${y}年年度权益分派实施公告`],
  ['融资公告', (y) => `${y}年度向特定对象发行A股股票预案`],
  ['股权变动', () => '关于持股5%以上股东减持股份计划的公告'],
  ['股权变动', () => '关于控股股东部分股份质押的公告'],
  ['风险提示', () => '股票交易异常波动公告'],
  ['其他', () => '关于投资者关系活动记录表的公告'],
];
const YEARS = [2021, 2022, 2023, 2024, 2025, 2026];

/** Words the keyword rows search for: common (回购, 公告) to rare (会计师事务所). */
export const BENCH_KEYWORDS = [
  '回购',
  '股东大会',
  '年度报告',
  '减持',
  '业绩预告',
  '政府补助',
  '会计师事务所',
  '担保',
  '公告',
];

/**
 * `count` announcements over the last five years (one every ~5 minutes), spread evenly over every listed
 * stock, written in SQL from title and stock vectors built once by the real segmenter: a row's vector is
 * its stock's (name and code) concatenated with its title's, what the import would have written.
 */
export async function generateAnnouncements(db: Db, count = LARGE_ANNOUNCEMENTS): Promise<void> {
  const snap = await new StockDirectory(db).current();
  const seg = snap.segmenter;
  const titles = TITLES.flatMap(([type, title]) =>
    YEARS.map((y) => ({
      type,
      title: title(y),
      vector: announcementVector(seg, title(y), { name: '', code: '' }),
    })),
  );
  const stocks = [...snap.byId.values()].map((s) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    vector: announcementVector(seg, '', s),
  }));
  const batch = 100_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      with t as (select (ord - 1)::int as i, x->>'type' as type, x->>'title' as title, (x->>'vector')::tsvector as v
                   from json_array_elements(${JSON.stringify(titles)}::json) with ordinality as j(x, ord)),
           s as (select (ord - 1)::int as i, (x->>'id')::bigint as id, x->>'code' as code, x->>'name' as name,
                        (x->>'vector')::tsvector as v
                   from json_array_elements(${JSON.stringify(stocks)}::json) with ordinality as j(x, ord)),
           g as (select g, ((g::bigint * 7919) % ${stocks.length})::int as si, ((g * 31 + g / 7) % ${titles.length})::int as ti
                   from generate_series(${from}::int, ${to}::int) g)
      insert into announcements (source_key, stock_id, code, title, type, published_at, pdf_url, vector)
      select 'bench:' || g.g, s.id, s.code, s.name || t.title, t.type,
             now() - make_interval(mins => g.g * 5),
             'https://static.cninfo.com.cn/finalpage/bench/' || g.g || '.PDF',
             s.v || t.v
      from g join s on s.i = g.si join t on t.i = g.ti
      on conflict (source_key) do nothing`);
  }
  // What autovacuum does after a large import: the visibility map lets counts read the indexes alone.
  await db.execute(sql`vacuum analyze announcements`);
}

/**
 * The three search rows of `npm run bench`, each call a different question: a stock by name (every
 * listed stock, pages 1–3), a keyword (nine words, pages 1–3, with or without a type) and a type in a
 * 90-day window somewhere in the last four years.
 */
export function announcementCases<Opts>(
  post: (url: string, body: object) => Opts,
  stockNames: string[],
): { name: string; opts: Opts; bodies: () => string }[] {
  const url = '/api/v1/tool/announcement/search';
  const types = ['年度报告', '临时公告', '股东大会', '业绩预告', '季度报告', '股权变动'];
  const day = (daysAgo: number) =>
    new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  let n = 0;
  const byStock = () =>
    JSON.stringify({ stock: stockNames[(n++ * 7919) % stockNames.length], start: 1 + (n % 3) });
  const byKeyword = () => {
    const i = n++;
    const type = i % 4 === 0 ? types[(i >> 2) % types.length] : '';
    return JSON.stringify({ keyword: BENCH_KEYWORDS[i % BENCH_KEYWORDS.length], type, start: 1 + (i % 3) });
  };
  const byTypeAndDate = () => {
    const i = n++;
    const from = (i * 37) % 1_400;
    return JSON.stringify({ type: types[i % types.length], start_date: day(from + 90), end_date: day(from) });
  };
  return [
    {
      name: 'POST announcement search, by stock',
      opts: post(url, { stock: stockNames[0] }),
      bodies: byStock,
    },
    { name: 'POST announcement search, by keyword', opts: post(url, { keyword: '回购' }), bodies: byKeyword },
    {
      name: 'POST announcement search, by type and dates',
      opts: post(url, { type: '临时公告' }),
      bodies: byTypeAndDate,
    },
  ];
}
