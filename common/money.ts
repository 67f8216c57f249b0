// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { PAY_TYPE } from './constants';
import { ASSETS, MONEY_MSG, ORDER_KINDS, PAY_TYPES, type PayType, yuanToFen } from './money-vocab';
import { pageBody } from './post';
import { checkPositiveDecimal, checkPositiveInteger } from './validation';

/** Request and response schemas of money, 工分 and 养分 (docs/api/money.md); the vocabulary is money-vocab. */

export * from './money-vocab';

// ---- request bodies ----

const payType = z.coerce
  .number({ error: MONEY_MSG.payTypeInvalid })
  .int(MONEY_MSG.payTypeInvalid)
  .refine((v) => PAY_TYPES.includes(v as PayType), MONEY_MSG.payTypeInvalid)
  .transform((v) => v as PayType);

/** A positive decimal in yuan (SPEC §5 messages), as fen. */
export const yuanAmount = z
  .union([z.string(), z.number()], { error: '请输入金额' })
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    const message = checkPositiveDecimal(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform(yuanToFen);

/** A positive whole number of points (SPEC §5 messages). */
export const pointsAmount = z
  .union([z.string(), z.number()], { error: '请输入工分数量' })
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    const message = checkPositiveInteger(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform(Number);

const orderId = z.coerce.number({ error: MONEY_MSG.orderNotFound }).int().positive(MONEY_MSG.orderNotFound);
const articleId = z.string({ error: '文章不存在' }).trim().min(1, '文章不存在').max(32);
const userId = z.coerce.number({ error: '用户不存在' }).int('用户不存在').positive('用户不存在');

/** Creating an order may pay it in the same call: wallet and 工分 complete inside it (SPEC §4). */
const payNow = { pay_type: payType.optional() };

export const payBody = z.object({
  pay_type: payType.default(PAY_TYPE.WECHAT),
  pay_order_id: orderId,
  pc: z.coerce.number().int().optional(),
});
export const orderInfoBody = z
  .object({ id: orderId.optional(), no: z.string().trim().max(64).optional() })
  .refine((b) => b.id !== undefined || !!b.no, MONEY_MSG.orderNotFound);
export const orderListBody = pageBody.extend({ kind: z.enum(ORDER_KINDS).optional() });

export const rewardBody = z.object({
  article_id: articleId,
  comment_id: z.coerce.number().int().positive().optional(),
  money: yuanAmount,
  ...payNow,
});
export const rewardListBody = pageBody.extend({ article_id: articleId });
export const unlockBody = z.object({ article_id: articleId, ...payNow });
export const giftBody = z.object({ user_id: userId, integral: pointsAmount, ...payNow });
export const topupBody = z.object({ money: yuanAmount });
export const bountyAddBody = z.object({ article_id: articleId, integral: pointsAmount, ...payNow });
export const bountyAdoptBody = z.object({
  article_id: articleId,
  comment_id: z.coerce.number({ error: MONEY_MSG.answerInvalid }).int().positive(MONEY_MSG.answerInvalid),
});
export const newestToolBody = z.object({ ...payNow });
export const statementBody = pageBody.extend({
  asset: z.enum(ASSETS).default('fen'),
  /** in: credits only; out: debits only. */
  direction: z.enum(['all', 'in', 'out']).default('all'),
  kind: z.string().trim().max(32).optional(),
});

// ---- responses ----

/** SPEC §3: pay_order_id, money, pay_type, pay_status, code_url; plus what the pay dialog shows. */
export const payOrderSchema = z.object({
  pay_order_id: z.number(),
  order_no: z.string(),
  kind: z.enum(ORDER_KINDS),
  subject: z.string(),
  /** Fen. */
  money: z.number(),
  /** The price in 工分. */
  integral: z.number(),
  pay_types: z.array(z.number()),
  pay_type: z.number().nullable(),
  pay_status: z.number(),
  code_url: z.string().nullable(),
  create_time: z.string(),
  pay_time: z.string().nullable(),
  expire_time: z.string(),
  /** What was bought: an article id, a product id… ('' when none). */
  target: z.string(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

export const balancesSchema = z.object({
  /** Fen. */
  money: z.number(),
  integral: z.number(),
  energy: z.number(),
  /** 养分 earned today, per activity, against its cap. */
  energy_today: z.array(z.object({ kind: z.string(), name: z.string(), count: z.number(), cap: z.number() })),
});
export type Balances = z.infer<typeof balancesSchema>;

export const statementItemSchema = z.object({
  id: z.number(),
  kind: z.string(),
  kind_name: z.string(),
  memo: z.string(),
  /** Signed: positive in, negative out. */
  amount: z.number(),
  balance: z.number(),
  pay_order_id: z.number().nullable(),
  create_time: z.string(),
});
export type StatementItem = z.infer<typeof statementItemSchema>;

export const rewardItemSchema = z.object({
  user_id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  money: z.number(),
  integral: z.number(),
  pay_type: z.number(),
  create_time: z.string(),
});

export const newestToolSchema = z.object({
  pay_order_id: z.number().nullable(),
  /** Fen (shown in yuan; SPEC §9's 200 until this arrives). */
  money: z.number(),
  days: z.number(),
  /** When access ends ('' when it never began or has ended). */
  expire_time: z.string(),
  available: z.boolean(),
  order: payOrderSchema.nullable(),
});
export type NewestToolOffer = z.infer<typeof newestToolSchema>;

export const bountySchema = z.object({
  article_id: z.string(),
  integral: z.number(),
  status: z.number(),
  deadline: z.string(),
  winner_comment_id: z.number().nullable(),
});
