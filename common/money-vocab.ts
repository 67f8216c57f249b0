import { PAY_TYPE } from './constants';

/**
 * The vocabulary of money, 工分 and 养分 without zod (pages import it without the request schemas):
 * integer fen end to end, integer points. docs/decisions/0018-ledger.md explains the rules.
 */

export const ASSETS = ['fen', 'integral', 'energy'] as const;
export type Asset = (typeof ASSETS)[number];
export const ASSET_NAMES: Record<Asset, string> = { fen: '钱包', integral: '工分', energy: '养分' };

/** The fixed 工分 supply (SPEC §1): treasury + every balance + escrow + burned = this, always. */
export const INTEGRAL_SUPPLY = 21_000_000;

export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];
export const PAY_TYPES = Object.values(PAY_TYPE) as PayType[];
export const PAY_TYPE_NAMES: Record<PayType, string> = { 1: '钱包支付', 2: '微信支付', 3: '工分支付' };

/** SPEC §4: pay_status 2 means paid. */
export const PAY_STATUS = { WAITING: 1, PAID: 2, CLOSED: 3 } as const;
export const PAY_STATUS_NAMES: Record<number, string> = { 1: '待支付', 2: '已支付', 3: '已关闭' };

export const ORDER_KINDS = ['reward', 'bounty', 'unlock', 'gift', 'newest_tool', 'product', 'topup'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_KIND_NAMES: Record<OrderKind, string> = {
  reward: '打赏',
  bounty: '悬赏',
  unlock: '付费阅读',
  gift: '赠送工分',
  newest_tool: '最新帖子工具',
  product: '红宝书',
  topup: '钱包充值',
};

/** The rules of money and points; the server reads the configurable ones from its config instead. */
export const MONEY_RULES = {
  /** What one yuan costs in 工分 when a yuan-priced order is paid with 工分. */
  integralPerYuan: 1,
  /** The platform's share of a reward paid in yuan, in basis points (configurable: REWARD_PLATFORM_SHARE_BP). */
  rewardPlatformShareBp: 1000,
  /** The share of 工分 burned when they pass from one member to another (reward, gift, unlock, bounty). */
  transferBurnBp: 1000,
  /** 工分 spent on the platform's own goods (the newest-post tool, red-book products) are all burned. */
  platformGoodsBurnBp: 10_000,
  /** An unpaid order closes after this long (a WeChat order is closed with WeChat too). */
  orderTtlMinutes: 120,
  /** Top-up bounds in fen. */
  topupMinFen: 100,
  topupMaxFen: 5_000_000,
  /** A reward in yuan (fen bounds). */
  rewardMaxFen: 1_000_000,
  /** 工分 a gift may carry. */
  giftMax: 100_000,
  bountyMin: 10,
  bountyMax: 100_000,
  /** Days an asker has to pick the best answer. */
  bountyDays: 7,
  /** With no pick by the deadline, the bounty is split among this many most-liked answers (else refunded). */
  bountySplitTop: 3,
  /** The newest-post tool (configurable: NEWEST_TOOL_PRICE_FEN, NEWEST_TOOL_DAYS). */
  newestToolPriceFen: 20_000,
  newestToolDays: 30,
} as const;

/** 养分 for taking part: points per action and how many actions a day earn them. */
export const ENERGY_RULES = {
  login: { points: 5, dailyCap: 1, name: '每日登录' },
  post: { points: 10, dailyCap: 3, name: '发布帖子' },
  comment: { points: 2, dailyCap: 10, name: '发表评论' },
  liked: { points: 1, dailyCap: 20, name: '帖子被点赞' },
} as const;
export type EnergyKind = keyof typeof ENERGY_RULES;

/** What 养分 unlocks (shown on /mine/power, enforced by the post service). */
export const ENERGY_POWERS = {
  /** 付费阅读 and question bounties need this much 养分. */
  paidPost: 50,
} as const;

export const MONEY_MSG = {
  orderNotFound: '订单不存在',
  notYourOrder: '这不是您的订单',
  alreadyPaid: '订单已支付，请勿重复支付',
  orderClosed: '订单已关闭，请重新下单',
  payTypeInvalid: '支付方式有误',
  payTypeNotAccepted: '该订单不支持此支付方式',
  walletShort: '钱包余额不足',
  integralShort: '工分不足',
  selfReward: '不能打赏自己',
  selfGift: '不能给自己赠送工分',
  selfUnlock: '这是您自己的文章，无需解锁',
  notPaidPost: '该文章无需付费阅读',
  alreadyUnlocked: '您已解锁该文章，无需重复支付',
  notAsk: '只有提问帖可以设置悬赏',
  notAsker: '只有提问者可以设置或采纳悬赏',
  bountyExists: '该提问已设置悬赏',
  bountyClosed: '悬赏已结束',
  bountyNone: '该提问没有悬赏',
  answerInvalid: '只能采纳他人对该提问的回答',
  energyShort: `养分达到${ENERGY_POWERS.paidPost}后才能设置付费阅读和悬赏`,
  topupRange: `充值金额需在${MONEY_RULES.topupMinFen / 100}~${MONEY_RULES.topupMaxFen / 100}元之间`,
  rewardRange: `打赏金额不能超过${MONEY_RULES.rewardMaxFen / 100}元`,
  giftRange: `赠送工分需在1~${MONEY_RULES.giftMax}之间`,
  bountyRange: `悬赏工分需在${MONEY_RULES.bountyMin}~${MONEY_RULES.bountyMax}之间`,
  amountMismatch: '支付金额与订单金额不符',
  payFailed: '支付失败，请稍后重试',
} as const;

/** Yuan as typed ("8", "8.8", "8.88") to fen, exactly: no floating point touches money. */
export function yuanToFen(text: string): number {
  const [int, dec = ''] = text.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}

/** What a yuan-priced order costs in 工分: whole 工分, rounded up so 工分 never buy more than yuan do. */
export const fenToIntegral = (fen: number) => Math.ceil((fen * MONEY_RULES.integralPerYuan) / 100);

/**
 * The platform's basis-point share of a transfer (the burn of 工分, the fee on a yuan reward), rounded up
 * to a whole unit. Rounding up is subadditive, ⌈a⌉ + ⌈b⌉ ≥ ⌈a + b⌉, so no way of splitting a transfer into
 * smaller ones pays less than sending it whole; rounded down, gifts of 9 工分 burned nothing.
 */
export const shareOf = (amount: number, bp: number) => Math.ceil((amount * bp) / 10_000);

export const BOUNTY_STATUS_NAMES: Record<number, string> = {
  1: '悬赏中',
  2: '已采纳',
  3: '已瓜分',
  4: '已退回',
};

/** What a journal entry records; the statement names each. */
export const ENTRY_KIND_NAMES: Record<string, string> = {
  genesis: '创世',
  topup: '钱包充值',
  reward: '打赏',
  gift: '赠送工分',
  unlock: '付费阅读',
  bounty: '悬赏托管',
  bounty_award: '悬赏采纳',
  bounty_split: '悬赏瓜分',
  bounty_refund: '悬赏退回',
  newest_tool: '最新帖子工具',
  product: '红宝书',
  award: '优质内容奖励',
  energy: '养分',
  wechat_pay: '微信支付',
};
