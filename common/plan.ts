/**
 * Trade plans (SPEC §2 /plan, /h5/plan-share; §7 "Plans"; REFERENCE.md `plan/page`; docs/api/plans.md):
 * the vocabulary, the request bodies and the answers, shared by the server and the /plan page's forms.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { isRealDay } from './timeline';
import {
  checkPositiveDecimal,
  checkPositiveInteger,
  DECIMAL_PLACES_MSG,
  NUMBER_FORMAT_MSG,
  TOO_LONG_MSG,
} from './validation';

/** A member's plans are one hand-ordered list: bounded so a full reorder stays one small statement. */
export const PLANS_MAX = 200;
export const PLAN_REASON_MAX = 500;
/** How far ahead a plan may run. */
export const PLAN_HORIZON_DAYS = 366;
/** Resulted plans the outcome chart shows (newest). */
export const PLAN_HISTORY_MAX = 100;
export const PLAN_PAGE_SIZE = 15;
/** Page sizes above this are clamped (REFERENCE: clients send `limit: 999` and expect the largest page). */
export const PLAN_PAGE_SIZE_MAX = 50;

export const PLAN_DIRECTIONS = { buy: '买入', sell: '卖出' } as const;
export type PlanDirection = keyof typeof PLAN_DIRECTIONS;

/** Outcomes an author records; 未执行 has no executed price and no return. */
export const PLAN_OUTCOMES = [
  { value: 1, label: '止盈' },
  { value: 2, label: '止损' },
  { value: 3, label: '未执行' },
  { value: 4, label: '手动平仓' },
] as const;
export const PLAN_OUTCOME_NOT_EXECUTED = 3;
export const planOutcomeLabel = (v: number | null | undefined) =>
  PLAN_OUTCOMES.find((o) => o.value === v)?.label ?? '';

/** `/plan/page` orders: 股票热度 (the stock's followers), newest published, best return. */
export const PLAN_ORDERS = ['stock_hot', 'newest', 'return'] as const;
export type PlanOrder = (typeof PLAN_ORDERS)[number];

export const PLAN_MSG = {
  added: '计划已保存',
  updated: '计划已修改',
  deleted: '计划已删除',
  published: '计划已公开',
  unpublished: '计划已设为私密',
  resultSaved: '结果已记录',
  orderSaved: '顺序已保存',
  followed: '已跟随',
  unfollowed: '已取消跟随',
  notFound: '交易计划不存在',
  idRequired: '缺少计划编号',
  stockRequired: '请选择股票',
  stockNotFound: '股票不存在',
  directionRequired: '请选择买卖方向',
  entryRequired: '请填写计划价',
  targetRequired: '请填写目标价',
  stopRequired: '请填写止损价',
  sizeRequired: '请填写数量',
  validUntilRequired: '请选择有效期',
  validUntilInvalid: '有效期格式有误，请按 2026-01-31 填写',
  validUntilPast: '有效期不能早于今天',
  validUntilTooFar: '有效期最长一年',
  noTradingDay: '有效期内没有交易日，请选择更晚的日期',
  buyOrder: '买入计划须满足：止损价 < 计划价 < 目标价',
  sellOrder: '卖出计划须满足：目标价 < 计划价 < 止损价',
  reasonTooLong: `计划理由${TOO_LONG_MSG}，最多${PLAN_REASON_MAX}个字`,
  tooMany: `交易计划最多${PLANS_MAX}条，请先删除不需要的计划`,
  outcomeRequired: '请选择执行结果',
  execRequired: '请填写成交价',
  resulted: '已记录结果的计划不能修改',
  orderIncomplete: '请提交全部计划的顺序',
  orderDuplicate: '计划顺序中有重复的计划',
  followOwn: '不能跟随自己的计划',
  orderByInvalid: '排序方式有误',
  directionInvalid: '买卖方向有误',
} as const;

/** Yuan text or number → fen, exactly (no binary-float rounding): the caller has checked the format. */
export function toFen(value: string | number): number {
  const [int, frac = ''] = String(value).split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
}

/** A price of SPEC §5 (positive, ≤10 integer digits, ≤2 decimals), as fen. */
const price = (requiredMsg: string) =>
  z.union([z.string(), z.number()], { error: requiredMsg }).transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMsg });
      return z.NEVER;
    }
    const problem = checkPositiveDecimal(text);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return toFen(text);
  });

/** Shares: SPEC §5's positive integer (≤ 999999999). */
const shares = z.union([z.string(), z.number()], { error: PLAN_MSG.sizeRequired }).transform((v, ctx) => {
  const text = String(v).trim();
  const problem = text === '' ? PLAN_MSG.sizeRequired : checkPositiveInteger(text);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return Number(text);
});

const direction = z.enum(['buy', 'sell'], { error: PLAN_MSG.directionRequired });

const stockId = z.coerce
  .number({ error: PLAN_MSG.stockRequired })
  .int(PLAN_MSG.stockRequired)
  .positive(PLAN_MSG.stockRequired);

export const planArticleId = z
  .string({ error: PLAN_MSG.idRequired })
  .trim()
  .min(1, PLAN_MSG.idRequired)
  .max(32, PLAN_MSG.notFound);

/** Buy: stop < entry < target; sell: target < entry < stop. */
export function checkPlanPrices(p: {
  direction: PlanDirection;
  entry: number;
  target: number;
  stop: number;
}): string | null {
  if (p.direction === 'buy') return p.stop < p.entry && p.entry < p.target ? null : PLAN_MSG.buyOrder;
  return p.target < p.entry && p.entry < p.stop ? null : PLAN_MSG.sellOrder;
}

const planShape = {
  stock_id: stockId,
  direction,
  entry_price: price(PLAN_MSG.entryRequired),
  target_price: price(PLAN_MSG.targetRequired),
  stop_price: price(PLAN_MSG.stopRequired),
  size: shares,
  reason: z
    .string()
    .trim()
    .refine((v) => [...v].length <= PLAN_REASON_MAX, PLAN_MSG.reasonTooLong)
    .default(''),
  valid_until: z
    .string({ error: PLAN_MSG.validUntilRequired })
    .trim()
    .min(1, PLAN_MSG.validUntilRequired)
    .refine(isRealDay, PLAN_MSG.validUntilInvalid),
};

function consistentPrices(
  f: { direction: PlanDirection; entry_price: number; target_price: number; stop_price: number },
  ctx: z.RefinementCtx,
) {
  const problem = checkPlanPrices({
    direction: f.direction,
    entry: f.entry_price,
    target: f.target_price,
    stop: f.stop_price,
  });
  if (problem) ctx.addIssue({ code: 'custom', path: ['entry_price'], message: problem });
}

/** What a plan is made of (`/plan/add`, `/plan/update`); prices arrive in yuan and leave as fen. */
export const planFields = z.object(planShape).superRefine(consistentPrices);
export type PlanFields = z.infer<typeof planFields>;

export const planUpdateBody = z
  .object({ article_id: planArticleId, ...planShape })
  .superRefine(consistentPrices);
export const planIdBody = z.object({ article_id: planArticleId });

/** 0/1, true/false or "0"/"1" (forms). */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const planPublishBody = z.object({ article_id: planArticleId, is_public: flag });

export const planResultBody = z
  .object({
    article_id: planArticleId,
    outcome: z.coerce
      .number({ error: PLAN_MSG.outcomeRequired })
      .int(PLAN_MSG.outcomeRequired)
      .refine((v) => PLAN_OUTCOMES.some((o) => o.value === v), PLAN_MSG.outcomeRequired),
    exec_price: z.union([z.string(), z.number(), z.null()]).optional(),
  })
  .transform((b, ctx) => {
    if (b.outcome === PLAN_OUTCOME_NOT_EXECUTED) return { ...b, exec_price: null };
    const text = b.exec_price === null || b.exec_price === undefined ? '' : String(b.exec_price).trim();
    const problem = text === '' ? PLAN_MSG.execRequired : checkPositiveDecimal(text);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['exec_price'], message: problem });
      return z.NEVER;
    }
    return { ...b, exec_price: toFen(text) };
  });
export type PlanResultBody = z.infer<typeof planResultBody>;

/** The member's whole list of plan ids, in the order wanted: an array, or comma-separated (forms). */
export const planOrderBody = z.object({
  article_ids: z
    .union([z.array(z.string()), z.string()], { error: PLAN_MSG.orderIncomplete })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(32, PLAN_MSG.notFound)).max(PLANS_MAX, PLAN_MSG.tooMany)),
});

const filterText = z.string().trim().max(50, TOO_LONG_MSG).default('');

/**
 * `/plan/page` (REFERENCE.md): `orderBy` ranks, `order` flips it; the text filters (`keyword` anywhere,
 * `content` the reason, `nickname` the author, `stock_name` the stock's name or code) combine with
 * `logic` ("and", the default, or "or"); `stock_direction` narrows to buy or sell.
 */
export const planPageBody = z.object({
  orderBy: z
    .string({ error: PLAN_MSG.orderByInvalid })
    .trim()
    .optional()
    .refine((v) => !v || (PLAN_ORDERS as readonly string[]).includes(v), PLAN_MSG.orderByInvalid)
    .transform((v) => (v || 'stock_hot') as PlanOrder),
  logic: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v): 'and' | 'or' => (v === 'or' ? 'or' : 'and')),
  keyword: filterText,
  content: filterText,
  nickname: filterText,
  stock_name: filterText,
  stock_direction: z
    .string({ error: PLAN_MSG.directionInvalid })
    .trim()
    .optional()
    .refine((v) => !v || v === 'buy' || v === 'sell', PLAN_MSG.directionInvalid)
    .transform((v) => (v || undefined) as PlanDirection | undefined),
  /** "desc" (default) or "asc"; 0/1 as the real site's other lists send. */
  order: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v): 'asc' | 'desc' => (v === 'asc' || v === 1 || v === '1' ? 'asc' : 'desc')),
  start: pageNo(200),
  limit: pageSize(PLAN_PAGE_SIZE, PLAN_PAGE_SIZE_MAX),
});
export type PlanPageBody = z.infer<typeof planPageBody>;

export const planUserSchema = z.object({ user_id: z.number(), nickname: z.string(), avatar: z.string() });

/** A plan as every call answers it; prices in yuan (2 decimals), `return_rate` in percent (2 decimals). */
export const planItemSchema = z.object({
  article_id: z.string(),
  /** "买入 贵州茅台(600519)". */
  title: z.string(),
  stock_id: z.number(),
  stock_name: z.string(),
  stock_code: z.string(),
  /** The stock's heat: members following it (what /stock/s/{id} shows as 关注). */
  stock_heat: z.number(),
  stock_direction: direction,
  entry_price: z.number(),
  target_price: z.number(),
  stop_price: z.number(),
  size: z.number(),
  reason: z.string(),
  valid_until: z.string(),
  /** The last trading day on or before valid_until: the day the plan is due. */
  trade_date: z.string(),
  is_public: z.number(),
  outcome: z.number().nullable(),
  outcome_name: z.string(),
  exec_price: z.number().nullable(),
  return_rate: z.number().nullable(),
  result_time: z.string(),
  follow_count: z.number(),
  is_follow: z.number(),
  is_mine: z.number(),
  create_time: z.string(),
  nickname: z.string(),
  user: planUserSchema,
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planAddedSchema = z.object({ article_id: z.string(), trade_date: z.string() });
export const planOrderSchema = z.object({ article_ids: z.array(z.string()) });
export const planRemindSchema = z.object({ count: z.number(), today: z.string() });
export const planFollowSchema = z.object({ is_follow: z.number(), follow_count: z.number() });

export const planStatsSchema = z.object({
  total: z.number(),
  open: z.number(),
  /** Plans with an outcome that traded (every outcome but 未执行). */
  executed: z.number(),
  not_executed: z.number(),
  wins: z.number(),
  /** Percent of executed plans with a positive return, 2 decimals; 0 when none. */
  win_rate: z.number(),
  /** Mean return of executed plans in percent, 2 decimals; 0 when none. */
  avg_return: z.number(),
  /** Executed plans, oldest first (at most PLAN_HISTORY_MAX, the newest ones). */
  history: z.array(
    z.object({
      article_id: z.string(),
      stock_name: z.string(),
      outcome_name: z.string(),
      return_rate: z.number(),
      result_time: z.string(),
    }),
  ),
});
export type PlanStats = z.infer<typeof planStatsSchema>;

/** Percent with sign and 2 decimals: "+5.23%". */
export const planRate = (rate: number | null | undefined) =>
  rate == null ? '--' : `${rate > 0 ? '+' : ''}${rate.toFixed(2)}%`;

export { DECIMAL_PLACES_MSG, NUMBER_FORMAT_MSG };
