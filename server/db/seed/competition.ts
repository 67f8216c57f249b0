import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { chinaToday } from '../../../common/action-vocab';
import { seededRandom } from '../../../common/seeded-random';
import { svgToPng } from '../../lib/svg-png';
import * as repo from '../../modules/competition/competition.repo';
import { paragraphs } from '../../modules/competition/competition.service';
import { TradingCalendar } from '../../modules/market/trading-calendar';
import type { Db } from '../client';
import { competitions, stocks, users } from '../schema';

/** The stocks the demo entrants hold (bundled stock list). */
const DEMO_CODES = ['600519', '000001', '300750', '002594', '601318', '000858', '600036', '688981'];

/** Members with approved entries to the running competition (13800000001 is left free to apply). */
const ENTRANT_PHONES = ['13800000002', '13800000003', '13800000010', '13800000011', '13800000012'];

const RULES = [
  '比赛期间以报名时提交的持仓为准，按持仓市值相对持仓成本的收益率排名。',
  '收益率按编辑导入的每日收盘价计算，保留两位小数。',
  '每位会员每场比赛限报名一次，报名需上传券商持仓截图并经审核。',
].join('\n');
const PRIZES = [
  '冠军：研社年度会员 + 3000 工分',
  '亚军：1500 工分',
  '季军：800 工分',
  '前十名：研社纪念徽章',
].join('\n');

/** A small stand-in screenshot: the demo entries were not made from real accounts. */
function demoScreenshot(): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="360" height="120" fill="#f5f6f8"/><text x="180" y="68" font-size="20" text-anchor="middle" fill="#8c8c8c" font-family="Noto Sans SC">演示持仓截图</text></svg>`;
  return svgToPng(svg);
}

/**
 * A past competition and a running one with approved entrants, and closing prices for the running one's
 * trading days so far, so /match shows a ranking on a fresh start; idempotent (skips when any exists).
 */
export async function seedCompetition(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(competitions);
  if (n > 0) return 0;
  const calendar = new TradingCalendar(db);
  const today = chinaToday();
  const session = await calendar.resolve(today);
  const back = async (from: string, days: number) => {
    let d = from;
    for (let i = 0; i < days; i++) d = await calendar.previous(d);
    return d;
  };
  const ahead = async (from: string, days: number) => {
    let d = from;
    for (let i = 0; i < days; i++) d = await calendar.next(d);
    return d;
  };
  const runningStart = await back(session, 6);
  const runningEnd = await ahead(session, 15);
  const pastEnd = await back(session, 30);
  const pastStart = await back(pastEnd, 20);

  const held = await db.select().from(stocks).where(inArray(stocks.code, DEMO_CODES));
  const members = await db.select({ id: users.id }).from(users).where(inArray(users.phone, ENTRANT_PHONES));
  if (held.length === 0) return 0;
  const random = seededRandom(2026);
  const base = new Map(held.map((s) => [s.id, Math.round((5 + random() * 200) * 100) / 100]));

  await db.transaction(async (tx) => {
    await repo.insertCompetition(tx, {
      name: '研社秋季实盘挑战赛',
      startDate: pastStart,
      endDate: pastEnd,
      applyStart: await back(pastStart, 10),
      applyEnd: pastEnd,
      rulesHtml: paragraphs(RULES),
      prizesHtml: paragraphs(PRIZES),
    });
    const runningId = await repo.insertCompetition(tx, {
      name: '研社冬季实盘挑战赛',
      startDate: runningStart,
      endDate: runningEnd,
      applyStart: await back(runningStart, 5),
      applyEnd: runningEnd,
      rulesHtml: paragraphs(RULES),
      prizesHtml: paragraphs(PRIZES),
    });
    // Closing prices for the running competition's sessions so far: a random walk from each base.
    const closes: { stockId: number; day: string; close: string }[] = [];
    const price = new Map(base);
    for (let d = runningStart; d <= session; d = await calendar.next(d)) {
      for (const s of held) {
        const next = Math.max(1, price.get(s.id)! * (0.96 + random() * 0.08));
        price.set(s.id, next);
        closes.push({ stockId: s.id, day: d, close: next.toFixed(2) });
      }
    }
    await repo.upsertCloses(tx, closes);
    const png = demoScreenshot();
    for (const m of members) {
      const key = `${randomBytes(12).toString('hex')}.png`;
      await repo.insertScreenshot(tx, { key, userId: m.id, contentType: 'image/png', bytes: png });
      const shot = await repo.findScreenshot(tx, key);
      const applicationId = await repo.insertApplication(tx, {
        competitionId: runningId,
        userId: m.id,
        screenshotId: shot!.id,
      });
      if (applicationId === null) continue;
      const picks = held.filter(() => random() < 0.5).slice(0, 4);
      await repo.insertHoldings(
        tx,
        (picks.length > 0 ? picks : held.slice(0, 2)).map((s, i) => ({
          applicationId,
          stockId: s.id,
          quantity: (1 + Math.floor(random() * 20)) * 100,
          cost: (base.get(s.id)! * (0.95 + random() * 0.1)).toFixed(2),
          sortNo: i + 1,
        })),
      );
      await repo.reviewApplication(tx, applicationId, { status: 1, reason: '', reviewedBy: 0 });
    }
  });
  return 2;
}
