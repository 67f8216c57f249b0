import { formatServerTime } from '../../../common/format';
import { NOTICE_TYPES } from '../../../common/notice';
import {
  PLAN_DIRECTIONS,
  PLAN_HORIZON_DAYS,
  PLAN_MSG,
  PLANS_MAX,
  type PlanDirection,
  type PlanFields,
  type PlanItem,
  type PlanPageBody,
  type PlanResultBody,
  type PlanStats,
  planOutcomeLabel,
  planRate,
} from '../../../common/plan';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound, orMissing } from '../../lib/errors';
import { chinaDate } from '../../lib/time';
import type { TradingCalendar } from '../market/trading-calendar';
import { addNotices } from '../notice/notice.repo';
import type { NoticeService } from '../notice/notice.service';
import { newArticleId, type Page, toPage } from '../post/post.service';
import type { StockDirectory } from '../stock/stock-directory';
import * as repo from './plan.repo';

const yuan = (fen: number) => fen / 100;
const percent = (bp: number) => bp / 100;
const round2 = (n: number) => Math.round(n * 100) / 100;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export const planTitle = (r: { direction: string; stockName: string; stockCode: string }) =>
  `${PLAN_DIRECTIONS[r.direction as PlanDirection]} ${r.stockName}(${r.stockCode})`;

function itemOf(r: repo.PlanRow, viewerId: number | null, followed: Set<number>): PlanItem {
  return {
    article_id: r.articleId,
    title: planTitle(r),
    stock_id: r.stockId,
    stock_name: r.stockName,
    stock_code: r.stockCode,
    stock_heat: r.stockHeat,
    stock_direction: r.direction as PlanDirection,
    entry_price: yuan(r.entryFen),
    target_price: yuan(r.targetFen),
    stop_price: yuan(r.stopFen),
    size: r.size,
    reason: r.reason,
    valid_until: r.validUntil,
    trade_date: r.tradeDate,
    is_public: r.isPublic ? 1 : 0,
    outcome: r.outcome,
    outcome_name: planOutcomeLabel(r.outcome),
    exec_price: r.execFen === null ? null : yuan(r.execFen),
    return_rate: r.returnBp === null ? null : percent(r.returnBp),
    result_time: r.resultAt ? formatServerTime(r.resultAt) : '',
    follow_count: r.followCount,
    is_follow: followed.has(r.id) ? 1 : 0,
    is_mine: viewerId === r.userId ? 1 : 0,
    create_time: formatServerTime(r.createdAt),
    nickname: r.nickname,
    user: { user_id: r.userId, nickname: r.nickname, avatar: r.avatar },
  };
}

/**
 * Trade plans (SPEC §2 /plan, §7 "Plans"; docs/api/plans.md). A plan is its author's alone until they
 * publish it: every call that names one answers "not found" to anyone else while it is private, the same
 * answer as for an id that never existed, so ids cannot be probed. The day a plan is due is the trading
 * day its validity ends on (the trading calendar of issue 15).
 */
export class PlanService {
  constructor(
    private readonly db: Db,
    private readonly calendar: TradingCalendar,
    private readonly stocks: StockDirectory,
    private readonly notices: NoticeService,
  ) {}

  /** `valid_until` → the trading day the plan is due, or the rule it breaks. */
  private async tradeDateOf(validUntil: string): Promise<string> {
    const today = chinaDate();
    if (validUntil < today) throw badRequest(PLAN_MSG.validUntilPast);
    if (validUntil > addDays(today, PLAN_HORIZON_DAYS)) throw badRequest(PLAN_MSG.validUntilTooFar);
    const day = await this.calendar.resolve(validUntil);
    if (day < today) throw badRequest(PLAN_MSG.noTradingDay);
    return day;
  }

  private async valuesOf(f: PlanFields): Promise<repo.PlanValues> {
    if (!(await this.stocks.byId(f.stock_id))) throw notFound(PLAN_MSG.stockNotFound);
    return {
      stockId: f.stock_id,
      direction: f.direction,
      entryFen: f.entry_price,
      targetFen: f.target_price,
      stopFen: f.stop_price,
      size: f.size,
      reason: f.reason,
      validUntil: f.valid_until,
      tradeDate: await this.tradeDateOf(f.valid_until),
    };
  }

  /** The plan as `viewerId` may see it: their own, or a published one. */
  private async visible(articleId: string, viewerId: number | null): Promise<repo.PlanRow> {
    const row = await repo.findPlan(this.db, articleId);
    if (!row || (!row.isPublic && row.userId !== viewerId)) throw notFound(PLAN_MSG.notFound);
    return row;
  }

  /** The member's own plan, locked for the rest of the transaction. */
  private async own(tx: DbOrTx, userId: number, articleId: string) {
    const plan = await repo.lockPlan(tx, articleId);
    if (plan?.userId !== userId) throw notFound(PLAN_MSG.notFound);
    return plan;
  }

  private async items(rows: repo.PlanRow[], viewerId: number | null): Promise<PlanItem[]> {
    const followed = viewerId
      ? await repo.followedAmong(
          this.db,
          viewerId,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return rows.map((r) => itemOf(r, viewerId, followed));
  }

  /** `/plan/add`: a private plan at the top of the member's list. */
  async add(userId: number, f: PlanFields): Promise<{ article_id: string; trade_date: string }> {
    const values = await this.valuesOf(f);
    const articleId = newArticleId();
    await orMissing(
      this.db.transaction(async (tx) => {
        await repo.lockMember(tx, userId);
        if ((await repo.countOwn(tx, userId)) >= PLANS_MAX) throw badRequest(PLAN_MSG.tooMany);
        await repo.insertPlan(tx, { ...values, userId, articleId });
      }),
      notFound(PLAN_MSG.stockNotFound),
    );
    return { article_id: articleId, trade_date: values.tradeDate };
  }

  /** `/plan/update`: changes an open plan (one with a result is a record, not a plan any more). */
  async update(
    userId: number,
    articleId: string,
    f: PlanFields,
  ): Promise<{ article_id: string; trade_date: string }> {
    const values = await this.valuesOf(f);
    await orMissing(
      this.db.transaction(async (tx) => {
        const plan = await this.own(tx, userId, articleId);
        if (plan.outcome !== null || !(await repo.updateFields(tx, plan.id, values))) {
          throw badRequest(PLAN_MSG.resulted);
        }
      }),
      notFound(PLAN_MSG.stockNotFound),
    );
    return { article_id: articleId, trade_date: values.tradeDate };
  }

  async remove(userId: number, articleId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plan = await this.own(tx, userId, articleId);
      await repo.deletePlan(tx, plan.id);
    });
  }

  async setPublic(userId: number, articleId: string, isPublic: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plan = await this.own(tx, userId, articleId);
      await repo.setPublic(tx, plan.id, isPublic);
    });
  }

  async detail(articleId: string, viewerId: number | null): Promise<PlanItem> {
    const row = await this.visible(articleId, viewerId);
    return (await this.items([row], viewerId))[0];
  }

  /** `/plan/list`: the member's plans in their order. */
  async mine(userId: number): Promise<PlanItem[]> {
    return this.items(await repo.listOwn(this.db, userId), userId);
  }

  /** `/plan/page`: published plans (REFERENCE.md). */
  async page(q: PlanPageBody, viewerId: number | null): Promise<Page<PlanItem>> {
    const { rows, total } = await repo.publicPage(this.db, {
      orderBy: q.orderBy,
      order: q.order,
      logic: q.logic,
      keyword: q.keyword,
      content: q.content,
      nickname: q.nickname,
      stockName: q.stock_name,
      direction: q.stock_direction,
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
    });
    return toPage(await this.items(rows, viewerId), q.start, q.limit, total);
  }

  /**
   * `/plan/save-order-by`: the member's whole list in the order wanted. Compared with their plans and
   * written under the lock of those rows, in one transaction: an id not theirs is "not found", a list
   * missing one of theirs is refused (a stale page must not silently reorder what it did not show).
   */
  async saveOrder(userId: number, articleIds: string[]): Promise<string[]> {
    if (new Set(articleIds).size !== articleIds.length) throw badRequest(PLAN_MSG.orderDuplicate);
    await this.db.transaction(async (tx) => {
      const own = new Set(await repo.lockOwnIds(tx, userId));
      if (articleIds.some((id) => !own.has(id))) throw notFound(PLAN_MSG.notFound);
      if (articleIds.length !== own.size) throw badRequest(PLAN_MSG.orderIncomplete);
      await repo.writeOrder(tx, userId, articleIds);
    });
    return articleIds;
  }

  orderOf(userId: number): Promise<string[]> {
    return repo.ownOrder(this.db, userId);
  }

  /** `/plan/count-remind`: open plans due today (China time) or overdue without a result. */
  async countRemind(userId: number): Promise<{ count: number; today: string }> {
    const today = chinaDate();
    return { count: await repo.countDue(this.db, userId, today), today };
  }

  /**
   * `/plan/update-result`: the outcome and executed price; the return comes from the stored entry price.
   * Followers of a published plan are told in the same transaction (notice type 20, 其他).
   */
  async recordResult(userId: number, b: PlanResultBody): Promise<PlanItem> {
    const told = await this.db.transaction(async (tx) => {
      const plan = await this.own(tx, userId, b.article_id);
      const { returnBp } = await repo.recordResult(tx, plan.id, b.outcome, b.exec_price);
      if (!plan.isPublic) return [];
      const followers = await repo.followerIds(tx, plan.id);
      const row = await repo.findPlan(tx, b.article_id);
      if (!row || followers.length === 0) return [];
      const gain = returnBp === null ? '' : `，收益 ${planRate(percent(returnBp))}`;
      const content = `你跟随的交易计划「${planTitle(row)}」已记录结果：${planOutcomeLabel(b.outcome)}${gain}`;
      return addNotices(
        tx,
        followers.map((id) => ({ userId: id, type: NOTICE_TYPES.other, actorId: userId, content })),
      );
    });
    this.notices.changed(told);
    return this.detail(b.article_id, userId);
  }

  /** Follows or unfollows another member's published plan (`follow`: the state wanted; else a toggle). */
  async follow(
    userId: number,
    articleId: string,
    follow?: boolean,
  ): Promise<{ is_follow: number; follow_count: number }> {
    return this.db.transaction(async (tx) => {
      const plan = await repo.lockPlan(tx, articleId);
      if (!plan || (!plan.isPublic && plan.userId !== userId)) throw notFound(PLAN_MSG.notFound);
      if (plan.userId === userId) throw badRequest(PLAN_MSG.followOwn);
      const following = (await repo.followedAmong(tx, userId, [plan.id])).has(plan.id);
      const want = follow ?? !following;
      const n = await repo.setFollow(tx, userId, plan.id, want);
      return { is_follow: want ? 1 : 0, follow_count: n };
    });
  }

  /** Win rate and average return over the member's executed plans, and the outcome history. */
  async stats(userId: number): Promise<PlanStats> {
    const { totals, history } = await repo.statsOf(this.db, userId);
    const executed = totals?.executed ?? 0;
    return {
      total: totals?.total ?? 0,
      open: totals?.open ?? 0,
      executed,
      not_executed: totals?.notExecuted ?? 0,
      wins: totals?.wins ?? 0,
      win_rate: executed ? round2(((totals?.wins ?? 0) * 100) / executed) : 0,
      avg_return: executed ? round2((totals?.sumBp ?? 0) / executed / 100) : 0,
      history: history.map((h) => ({
        article_id: h.articleId,
        stock_name: h.stockName,
        outcome_name: planOutcomeLabel(h.outcome),
        return_rate: percent(h.returnBp ?? 0),
        result_time: h.resultAt ? formatServerTime(h.resultAt) : '',
      })),
    };
  }
}
