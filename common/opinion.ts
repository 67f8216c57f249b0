/**
 * The daily opinion vote (issue 16 item 2; SPEC §7 "Market opinion"; docs/api/opinion.md): its bodies,
 * answers, messages and the percentage rule the result bars use.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { pageSchema } from './post';
import { daySchema } from './timeline';

/** What editors start from; they may replace them with 2–6 options of their own. */
export const OPINION_DEFAULT_OPTIONS = ['看多', '看空', '震荡'] as const;
export const OPINION_DEFAULT_TITLE = '今日收盘A股怎么走？';

export const OPINION_LIMITS = {
  titleMax: 60,
  optionMax: 10,
  optionsMin: 2,
  optionsMax: 6,
  /** The sidebar's history dialog pages by this many. */
  pageSize: 10,
} as const;

/** Voting on a day's question closes at the exchanges' close, 15:00 China time. */
export const OPINION_CLOSE_TIME = '15:00:00';

/** A question's state: 0 not yet open (editors only), 1 voting, 2 closed. */
export const OPINION_STATUS = { UPCOMING: 0, OPEN: 1, CLOSED: 2 } as const;

export const OPINION_MSG = {
  questionRequired: '请选择问题',
  questionNotFound: '问题不存在',
  optionInvalid: '请选择有效的选项',
  closed: '投票已截止',
  titleRequired: '请输入问题',
  titleTooLong: `问题最多${OPINION_LIMITS.titleMax}个字`,
  optionsCount: `选项需为${OPINION_LIMITS.optionsMin}~${OPINION_LIMITS.optionsMax}个`,
  optionRequired: '选项不能为空',
  optionTooLong: `每个选项最多${OPINION_LIMITS.optionMax}个字`,
  optionsDuplicate: '选项不能重复',
  dateInvalid: '日期格式有误',
  notTradingDay: '所选日期不是交易日',
  dayTaken: '该交易日已有问题',
  dayPassed: '只能为当前或之后的交易日设置问题',
  hasVotes: '已有会员投票，不能再修改日期和选项',
  favoriteInvalid: '收藏参数有误',
  voted: '投票成功',
  favorited: '已收藏',
  unfavorited: '已取消收藏',
  added: '已添加',
  updated: '已保存',
  deleted: '已删除',
} as const;

/** The moment voting on a day's question closes. */
export const opinionCloseAt = (day: string) => new Date(`${day}T${OPINION_CLOSE_TIME}+08:00`);

/**
 * Each count's share in percent with two decimals, summing to exactly 100 when anyone voted (largest
 * remainder in hundredths), so the bars and their labels never add up to 99.99 or 100.01.
 */
export function percentsOf(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 10_000) / total);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - floors[i] })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((f) => f / 100);
}

const questionId = z.coerce
  .number({ error: OPINION_MSG.questionRequired })
  .int(OPINION_MSG.questionRequired)
  .positive(OPINION_MSG.questionRequired)
  .max(Number.MAX_SAFE_INTEGER, OPINION_MSG.questionNotFound);

export const opinionQuestionBody = z.object({ question_id: questionId });

export const opinionVoteBody = z.object({
  question_id: questionId,
  /** The answer's 1-based position in `options`. */
  option: z.coerce
    .number({ error: OPINION_MSG.optionInvalid })
    .int(OPINION_MSG.optionInvalid)
    .min(1, OPINION_MSG.optionInvalid)
    .max(OPINION_LIMITS.optionsMax, OPINION_MSG.optionInvalid),
});
export type OpinionVoteBody = z.infer<typeof opinionVoteBody>;

const flag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
  error: OPINION_MSG.favoriteInvalid,
});

export const opinionFavoriteBody = z.object({
  question_id: questionId,
  /** 1 marks, 0 unmarks; absent toggles. */
  favorite: flag.optional().transform((v) => (v === undefined ? undefined : Number(v) === 1)),
});

export const opinionListBody = z.object({
  start: pageNo(200),
  limit: pageSize(OPINION_LIMITS.pageSize, 20),
  /** 1: only the member's favourites (我的收藏). */
  favorite: flag.optional().transform((v) => Number(v ?? 0) === 1),
});
export type OpinionListBody = z.infer<typeof opinionListBody>;

/** Options arrive as an array (JSON) or one per line / comma-separated (forms); blank ones are dropped. */
const optionList = z
  .union([z.array(z.string({ error: OPINION_MSG.optionRequired })), z.string()], {
    error: OPINION_MSG.optionsCount,
  })
  .transform((v) => (Array.isArray(v) ? v : v.split(/[\n,，]+/)))
  .transform((v) => v.map((o) => o.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().max(OPINION_LIMITS.optionMax, OPINION_MSG.optionTooLong))
      .min(OPINION_LIMITS.optionsMin, OPINION_MSG.optionsCount)
      .max(OPINION_LIMITS.optionsMax, OPINION_MSG.optionsCount)
      .refine((v) => new Set(v).size === v.length, OPINION_MSG.optionsDuplicate),
  );

export const opinionQuestionFields = z.object({
  date: daySchema(OPINION_MSG.dateInvalid),
  title: z
    .string({ error: OPINION_MSG.titleRequired })
    .trim()
    .min(1, OPINION_MSG.titleRequired)
    .max(OPINION_LIMITS.titleMax, OPINION_MSG.titleTooLong),
  options: optionList.default([...OPINION_DEFAULT_OPTIONS]),
});
export type OpinionQuestionFields = z.infer<typeof opinionQuestionFields>;

export const opinionEditBody = opinionQuestionFields.extend({ question_id: questionId });

export const opinionConsoleListBody = z.object({ start: pageNo(200), limit: pageSize(20) });

export const opinionOptionSchema = z.object({
  /** 1-based position: what `vote-question` takes. */
  option: z.number(),
  name: z.string(),
  count: z.number(),
  /** Share of the votes in percent, two decimals (the shares sum to 100). */
  percent: z.number(),
});
export type OpinionOption = z.infer<typeof opinionOptionSchema>;

export const opinionQuestionSchema = z.object({
  question_id: z.number(),
  /** The trading day the question is about ('YYYY-MM-DD'). */
  date: z.string(),
  title: z.string(),
  /** When voting closes ('YYYY-MM-DD 15:00:00', China time). */
  close_time: z.string(),
  /** OPINION_STATUS. */
  status: z.number(),
  total: z.number(),
  options: z.array(opinionOptionSchema),
  /** The member's answer (its `option`), 0 when they have not voted or for a visitor. */
  my_option: z.number(),
  is_favorite: z.number(),
});
export type OpinionQuestion = z.infer<typeof opinionQuestionSchema>;

/** `list`: REFERENCE's paged shape. */
export const opinionPageSchema = pageSchema(opinionQuestionSchema);
export type OpinionPage = z.infer<typeof opinionPageSchema>;

export const opinionFavoriteSchema = z.object({ question_id: z.number(), is_favorite: z.number() });
export type OpinionFavorite = z.infer<typeof opinionFavoriteSchema>;

/** A console row: the question with its results and when it was written. */
export const opinionConsoleItemSchema = opinionQuestionSchema
  .omit({ my_option: true, is_favorite: true })
  .extend({ create_time: z.string(), update_time: z.string() });
export type OpinionConsoleItem = z.infer<typeof opinionConsoleItemSchema>;
