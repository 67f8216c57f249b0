/**
 * The 异动 bench (issue 15 "Speed"): a year of 异动 (250 trading days × 60 rows in 12 sectors) for
 * `npm run bench`, and the rows measured on it — the /action/{date} page and the field and list calls —
 * each request a different day or sector, so no cache answers it.
 *
 *   BENCH_ACTION_DAYS=250 npm run bench   (BENCH_LARGE=1 includes it)
 */
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type ActionDraftRow, chinaToday } from '../common/action-vocab';
import { seededRandom } from '../common/seeded-random';
import type { Db } from '../server/db/client';
import { DEMO_THEMES, offlineActionService } from '../server/db/seed/actions';
import * as repo from '../server/modules/market/market.repo';

export const LARGE_ACTION_DAYS = 250;
const SECTORS = 12;
const PER_SECTOR = 5;

const EXTRA_SECTORS = [
  { name: '消费电子', reason: '新机发布带动换机潮，AI终端渗透率提升' },
  { name: '军工', reason: '装备订单集中交付，景气度回升' },
  { name: '光伏', reason: '反内卷政策推进，产业链价格企稳' },
  { name: '汽车零部件', reason: '智能驾驶渗透加速，零部件国产化' },
];
const SECTOR_POOL = [...DEMO_THEMES.map((t) => ({ name: t.name, reason: t.reason })), ...EXTRA_SECTORS];

/** One generated day: 12 sectors × 5 distinct stocks from the whole list. */
function benchRows(date: string, codes: string[]): ActionDraftRow[] {
  const rand = seededRandom(Number(date.replaceAll('-', '')));
  const picked = new Set<string>();
  const rows: ActionDraftRow[] = [];
  for (let s = 0; s < SECTORS; s++) {
    const sector = SECTOR_POOL[(s + Math.floor(rand() * SECTOR_POOL.length)) % SECTOR_POOL.length];
    const name = rows.some((r) => r.field === sector.name) ? `${sector.name}${s}` : sector.name;
    for (let i = 0; i < PER_SECTOR; i++) {
      let code = codes[Math.floor(rand() * codes.length)];
      while (picked.has(code)) code = codes[Math.floor(rand() * codes.length)];
      picked.add(code);
      const up = rand() > 0.1;
      rows.push({
        field: name,
        field_reason: i === 0 ? sector.reason : '',
        code,
        name: '',
        time: `${String(9 + Math.floor(rand() * 6)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}:00`,
        num: up ? ['首板', '2连板', '3天2板'][Math.floor(rand() * 3)] : '',
        price: (3 + rand() * 200).toFixed(2),
        shares_range: (up ? 10 : -(rand() * 8)).toFixed(2),
        reason: `${sector.name}方向走强，公司相关业务有望受益`,
        expound: `${sector.reason}。公司在该方向布局较早，订单与产能储备充足，短期情绪带动股价异动。`,
      });
    }
  }
  return rows;
}

/**
 * Publishes `days` trading days before the earliest published one through the console's service (so
 * every row has its 异动解析 post, stock links and search entry, as real days do).
 */
export async function generateActionDays(db: Db, days = LARGE_ACTION_DAYS): Promise<void> {
  const service = offlineActionService(db);
  const codes = (
    (await db.execute(sql`select code from stocks order by id`)) as unknown as { rows: { code: string }[] }
  ).rows.map((r) => r.code);
  const earliest = (
    (await db.execute(sql`select min(day)::text as day from action_days`)) as unknown as {
      rows: { day: string | null }[];
    }
  ).rows[0].day;
  let date = earliest ?? (await service.calendar.resolve(chinaToday()));
  for (let n = 0; n < days; n++) {
    date = await service.calendar.previous(date);
    if (await repo.findDay(db, date)) continue;
    await service.publish(
      null,
      date,
      benchRows(date, codes).map((row, i) => ({ line: i + 1, row })),
    );
  }
  await db.execute(sql`analyze action_days`);
  await db.execute(sql`analyze action_fields`);
  await db.execute(sql`analyze action_stocks`);
}

export interface ActionBenchData {
  dates: string[];
  fieldIds: number[];
}

/** The published days and their sectors, which the rows cycle through. */
export async function actionBenchData(db: Db): Promise<ActionBenchData> {
  const days = (
    (await db.execute(
      sql`select day::text as day from action_days where published order by day desc`,
    )) as unknown as {
      rows: { day: string }[];
    }
  ).rows;
  const fields = (
    (await db.execute(sql`select id from action_fields order by id`)) as unknown as {
      rows: { id: string | number }[];
    }
  ).rows;
  return { dates: days.map((d) => d.day), fieldIds: fields.map((f) => Number(f.id)) };
}

interface ActionCase {
  name: string;
  opts: autocannon.Options;
  page?: boolean;
  paths?: () => string;
  bodies?: () => string;
}

/** /action/{date} for visitors, /field for a member, /list with each sort: a different day or sector each request. */
export function actionCases(
  base: string,
  post: (url: string, body: object, cookie?: string) => autocannon.Options,
  session: string,
  data: ActionBenchData,
): ActionCase[] {
  if (data.dates.length === 0) return [];
  let n = 0;
  const nextDate = () => data.dates[(n++ * 7) % data.dates.length];
  const sorts = [{}, { sort_price: 1 }, { sort_range: 1 }, { sort_time: 2 }];
  let m = 0;
  const nextList = () => {
    const i = m++;
    return JSON.stringify({
      action_field_id: data.fieldIds[(i * 13) % data.fieldIds.length],
      pc: 1,
      start: 1,
      limit: 20,
      ...sorts[i % sorts.length],
    });
  };
  return [
    {
      // What readers open every afternoon: one day's page, shared by all (the page cache).
      name: 'GET /action/{date} (visitor, the latest day)',
      page: true,
      opts: { url: `${base}/action/${data.dates[0]}` },
    },
    {
      // A year of days in turn: mostly renders, since each day's cached page lives 5 s.
      name: 'GET /action/{date} (visitor, a different day each request)',
      page: true,
      opts: { url: `${base}/action/${data.dates[0]}` },
      paths: () => `/action/${nextDate()}`,
    },
    {
      name: 'POST /api/v1/action/field (member, a different day each call)',
      opts: post('/api/v1/action/field', { date: data.dates[0], pc: 1 }, session),
      bodies: () => JSON.stringify({ date: nextDate(), pc: 1 }),
    },
    {
      name: 'POST /api/v1/action/list (a different sector and sort each call)',
      opts: post('/api/v1/action/list', { action_field_id: data.fieldIds[0], pc: 1 }),
      bodies: nextList,
    },
  ];
}
