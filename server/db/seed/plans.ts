/**
 * Demo trade plans (issue 16 item 1): a few per demo member, some published, some with results, so /plan
 * shows a list, a public tab and an outcome chart on a fresh `npm start`. Written for this project.
 * Idempotent: a member who already has plans is left as they are.
 */
import { eq, inArray } from 'drizzle-orm';
import { chinaDate } from '../../lib/time';
import { TradingCalendar } from '../../modules/market/trading-calendar';
import * as repo from '../../modules/plan/plan.repo';
import { newArticleId } from '../../modules/post/post.service';
import type { Db } from '../client';
import { stocks, tradePlans, users } from '../schema';

interface SeedPlan {
  code: string;
  direction: 'buy' | 'sell';
  entry: number;
  target: number;
  stop: number;
  size: number;
  reason: string;
  /** Days from today the plan is valid until (negative: a past plan). */
  days: number;
  isPublic: boolean;
  /** Outcome and executed price, for past plans. */
  result?: [outcome: number, exec: number];
}

const PLANS: Record<string, SeedPlan[]> = {
  '13800000002': [
    {
      code: '600519',
      direction: 'buy',
      entry: 1420,
      target: 1580,
      stop: 1360,
      size: 100,
      reason: '回调至年线附近，估值回到历史中枢下沿，分批低吸。',
      days: 10,
      isPublic: true,
    },
    {
      code: '000333',
      direction: 'buy',
      entry: 68.5,
      target: 78,
      stop: 64,
      size: 1000,
      reason: '海外收入占比提升，分红率稳定，等待缩量回踩。',
      days: 20,
      isPublic: false,
    },
    {
      code: '600276',
      direction: 'buy',
      entry: 45.2,
      target: 52,
      stop: 42,
      size: 2000,
      reason: '创新药出海授权落地，放量突破前高。',
      days: -20,
      isPublic: true,
      result: [1, 51.6],
    },
    {
      code: '000858',
      direction: 'sell',
      entry: 150,
      target: 135,
      stop: 158,
      size: 500,
      reason: '动销偏弱，反弹至压力位减仓。',
      days: -12,
      isPublic: true,
      result: [4, 141.3],
    },
  ],
  '13800000003': [
    {
      code: '300750',
      direction: 'buy',
      entry: 245,
      target: 280,
      stop: 230,
      size: 300,
      reason: '储能订单放量，平台整理后放量突破再上车。',
      days: 5,
      isPublic: true,
    },
    {
      code: '002594',
      direction: 'buy',
      entry: 320,
      target: 360,
      stop: 300,
      size: 200,
      reason: '月销量创新高，跌破二十日线止损。',
      days: -15,
      isPublic: true,
      result: [2, 299.5],
    },
    {
      code: '688981',
      direction: 'buy',
      entry: 88,
      target: 100,
      stop: 82,
      size: 500,
      reason: '先进制程扩产，等待回踩确认。',
      days: -8,
      isPublic: false,
      result: [3, 0],
    },
  ],
};

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Returns how many plans were written. */
export async function seedPlans(db: Db): Promise<number> {
  const calendar = new TradingCalendar(db);
  const today = chinaDate();
  const codes = Object.values(PLANS).flatMap((list) => list.map((p) => p.code));
  const stockRows = await db
    .select({ id: stocks.id, code: stocks.code })
    .from(stocks)
    .where(inArray(stocks.code, codes));
  const stockId = new Map(stockRows.map((s) => [s.code, s.id]));
  let written = 0;
  for (const [phone, list] of Object.entries(PLANS)) {
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (!member) continue;
    const [existing] = await db
      .select({ id: tradePlans.id })
      .from(tradePlans)
      .where(eq(tradePlans.userId, member.id))
      .limit(1);
    if (existing) continue;
    // Oldest first, so the newest plan ends on top of the member's list.
    for (const p of [...list].reverse()) {
      const id = stockId.get(p.code);
      if (id === undefined) continue;
      const validUntil = addDays(today, p.days);
      const fen = (yuan: number) => Math.round(yuan * 100);
      // Outside the transaction: PGlite has one connection, and the calendar reads through `db`.
      const tradeDate = await calendar.resolve(validUntil);
      await db.transaction(async (tx) => {
        const { id: planId } = await repo.insertPlan(tx, {
          articleId: newArticleId(),
          userId: member.id,
          stockId: id,
          direction: p.direction,
          entryFen: fen(p.entry),
          targetFen: fen(p.target),
          stopFen: fen(p.stop),
          size: p.size,
          reason: p.reason,
          validUntil,
          tradeDate,
        });
        if (p.isPublic) await repo.setPublic(tx, planId, true);
        if (p.result) {
          const [outcome, exec] = p.result;
          await repo.recordResult(tx, planId, outcome, outcome === 3 ? null : fen(exec));
        }
      });
      written++;
    }
  }
  return written;
}
