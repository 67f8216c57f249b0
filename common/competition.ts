/**
 * The trading competition (SPEC §2 /match/{id?}, §7 "Competition"; issue 16 item 3;
 * docs/api/competition.md): bodies and answers of the member calls and the console's calls.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { isCalendarDay } from './action-vocab';
import { pageNo, pageSize } from './paging';
import { checkPositiveDecimal, checkPositiveInteger } from './validation';

export const COMPETITION_MSG = {
  notFound: '比赛不存在',
  applicationNotFound: '报名记录不存在',
  notApplying: '当前不在报名时间内',
  alreadyApplied: '您已报名该比赛，每人限报名一次',
  screenshotRequired: '请上传持仓截图',
  screenshotInvalid: '持仓截图无效，请重新上传',
  holdingsRequired: '请至少填写一只持仓股票',
  holdingsTooMany: '持仓股票最多50只',
  stockUnknown: (code: string) => `股票代码${code}不存在`,
  stockDuplicated: (code: string) => `股票${code}重复填写`,
  codeInvalid: '股票代码为6位数字',
  nameRequired: '请填写比赛名称',
  nameTooLong: '比赛名称最多40个字',
  dateInvalid: '日期格式有误，请按 2026-01-05 填写',
  notTradingDay: (date: string) => `${date}不是交易日`,
  periodOrder: '结束日期不能早于开始日期',
  applyOrder: '报名截止日期不能早于报名开始日期',
  applyAfterEnd: '报名截止日期不能晚于比赛结束日期',
  textTooLong: '内容过长',
  reasonRequired: '请填写驳回理由',
  alreadyReviewed: '该报名已审核',
  hasApplications: '已有会员报名的比赛不能删除',
  imageRequired: '请上传图片',
  imageType: '只能上传 PNG、JPEG 或 WebP 图片',
  imageTooLarge: '图片不能超过5MB',
  imageTooBig: '图片尺寸过大，请截取持仓部分后上传（最长边不超过4000像素）',
  ocrBusy: '识别排队人数较多，请稍后再试',
  ocrPending: '您已有图片在识别，请等识别完成后再上传',
  ocrTimeout: '图片识别超时，请截取持仓部分后重新上传',
  ocrFailed: '图片识别失败，请手动填写持仓',
  created: '比赛已创建',
  updated: '比赛已更新',
  deleted: '比赛已删除',
  approved: '已通过',
  rejected: '已驳回',
  applied: '报名成功，等待审核',
  imported: (n: number) => `已导入${n}条收盘价`,
  importFailed: (n: number) => `导入失败：${n}处错误，未写入任何数据`,
  fileUnreadable: '文件无法读取，请上传 UTF-8 或 GBK 编码的 CSV 文件',
  fileTooLarge: '文件不能超过2MB',
  headerMissing: '缺少表头：date,code,close（日期,代码,收盘价）',
  closeDuplicated: (code: string, date: string) => `${code}在${date}的收盘价重复`,
} as const;

export const COMPETITION_LIMITS = {
  nameMax: 40,
  textMax: 20_000,
  holdingsMax: 50,
  reasonMax: 200,
  /** An upload for OCR: what a phone screenshot needs, far below what would tie up the worker. */
  imageBytes: 5 * 1024 * 1024,
  /** Longest side in pixels; a taller capture should be cut to the holdings. */
  imageSide: 4000,
  /** Pixels in all (a long 4000×4000 capture is already 16 MP). */
  imagePixels: 16_000_000,
  /**
   * Pixels OCR reads: a larger image is scaled down to this before recognition (a phone screenshot, such
   * as an iPhone's 1290×2796, fits as it is).
   */
  ocrPixels: 4_000_000,
  closeFileBytes: 2 * 1024 * 1024,
  closeRows: 20_000,
} as const;

/** Derived from the dates (China time): 0 未开始, 1 进行中, 2 已结束. */
export const COMPETITION_STATUS = { UPCOMING: 0, RUNNING: 1, ENDED: 2 } as const;
export const COMPETITION_STATUS_TEXT = ['未开始', '进行中', '已结束'] as const;

/** An application's review state. */
export const APPLICATION_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const APPLICATION_STATUS_TEXT = ['待审核', '已通过', '已驳回'] as const;

/** The status a competition has on `today` ('YYYY-MM-DD', China time). */
export function competitionStatus(c: { start_date: string; end_date: string }, today: string): number {
  if (today < c.start_date) return COMPETITION_STATUS.UPCOMING;
  return today > c.end_date ? COMPETITION_STATUS.ENDED : COMPETITION_STATUS.RUNNING;
}

const day = z
  .string({ error: COMPETITION_MSG.dateInvalid })
  .trim()
  .refine(isCalendarDay, COMPETITION_MSG.dateInvalid);
const idOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
export const competitionIdSchema = idOf(COMPETITION_MSG.notFound);

// ---- Member calls ----

export const competitionListBody = z.object({ start: pageNo(100), limit: pageSize(20) });
/** `detail`: a competition by id; none means the current one (running, else the next, else the latest). */
export const competitionDetailBody = z.object({
  id: z
    .union([z.literal(''), competitionIdSchema])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  limit: pageSize(20),
});
export const competitionRankBody = z.object({
  id: competitionIdSchema,
  start: pageNo(500),
  limit: pageSize(20),
});

/** A holdings row as the member submits it: strings checked with SPEC §5's number rules. */
export const holdingInputSchema = z.object({
  code: z
    .string({ error: COMPETITION_MSG.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, COMPETITION_MSG.codeInvalid),
  name: z.string().trim().max(20).optional(),
  quantity: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const text = String(v).trim();
    const problem = checkPositiveInteger(text);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return Number(text);
  }),
  cost: z.union([z.string(), z.number()]).transform((v, ctx) => {
    const text = String(v).trim();
    const problem = checkPositiveDecimal(text);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return text;
  }),
});
export type HoldingInput = z.infer<typeof holdingInputSchema>;

export const applyAddBody = z.object({
  competition_id: competitionIdSchema,
  /** The key `ocr/stock-list` answered for the uploaded screenshot. */
  screenshot: z
    .string({ error: COMPETITION_MSG.screenshotRequired })
    .trim()
    .min(1, COMPETITION_MSG.screenshotRequired)
    .max(200, COMPETITION_MSG.screenshotInvalid),
  holdings: z
    .array(holdingInputSchema, { error: COMPETITION_MSG.holdingsRequired })
    .min(1, COMPETITION_MSG.holdingsRequired)
    .max(COMPETITION_LIMITS.holdingsMax, COMPETITION_MSG.holdingsTooMany),
});
export type ApplyAddBody = z.infer<typeof applyAddBody>;

/** `apply/detail`: the member's application by its id, or theirs for a competition. */
export const applyDetailBody = z
  .object({
    id: idOf(COMPETITION_MSG.applicationNotFound).optional(),
    competition_id: competitionIdSchema.optional(),
  })
  .refine((b) => b.id !== undefined || b.competition_id !== undefined, COMPETITION_MSG.applicationNotFound);

/** One row read from a screenshot. */
export const ocrRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** As read (strings: the member corrects them before submitting). */
  quantity: z.string(),
  cost: z.string(),
  /** The code and the name agree with one listed stock (after any correction below). */
  matched: z.boolean(),
  /** What the reader corrected or doubts, for the member ('' when nothing). */
  note: z.string(),
});
export type OcrRow = z.infer<typeof ocrRowSchema>;

export const ocrResultSchema = z.object({
  /** The stored screenshot: pass it to `apply/add`. */
  screenshot: z.string(),
  /** Where the owner (and editors) can view it. */
  screenshot_url: z.string(),
  rows: z.array(ocrRowSchema),
  /** Milliseconds the recognition took. */
  elapsed: z.number(),
});
export type OcrResult = z.infer<typeof ocrResultSchema>;

export const competitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  apply_start: z.string(),
  apply_end: z.string(),
  status: z.number(),
  status_text: z.string(),
  /** Applications are open today. */
  applying: z.boolean(),
  /** Sanitised HTML. */
  rules: z.string(),
  prizes: z.string(),
  entrant_count: z.number(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const rankRowSchema = z.object({
  rank: z.number(),
  user_id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  /** Return in percent, 2 decimals ("12.34", "-3.10"). */
  return_rate: z.string(),
  cost_value: z.string(),
  market_value: z.string(),
  stock_count: z.number(),
});
export type RankRow = z.infer<typeof rankRowSchema>;

export const rankPageSchema = z.object({
  /** The closing day the returns are valued at ('' when no closes were imported for the period yet). */
  close_date: z.string(),
  result: z.array(rankRowSchema),
  totalCount: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
});
export type RankPage = z.infer<typeof rankPageSchema>;

export const holdingSchema = z.object({
  stock_id: z.number(),
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  cost: z.string(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const applicationSchema = z.object({
  application_id: z.number(),
  competition_id: z.number(),
  status: z.number(),
  status_text: z.string(),
  reason: z.string(),
  screenshot_url: z.string(),
  holdings: z.array(holdingSchema),
  create_time: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const competitionDetailSchema = z.object({
  competition: competitionSchema,
  ranking: rankPageSchema,
  /** The viewer's application (null for visitors and members who have not applied). */
  mine: applicationSchema.nullable(),
});
export type CompetitionDetail = z.infer<typeof competitionDetailSchema>;

export const competitionListSchema = z.object({
  result: z.array(competitionSchema),
  totalCount: z.number(),
});

// ---- Console (config.console 'competition.manage') ----

const richText = z.string().max(COMPETITION_LIMITS.textMax, COMPETITION_MSG.textTooLong).default('');
export const consoleCompetitionFields = z.object({
  name: z
    .string({ error: COMPETITION_MSG.nameRequired })
    .trim()
    .min(1, COMPETITION_MSG.nameRequired)
    .max(COMPETITION_LIMITS.nameMax, COMPETITION_MSG.nameTooLong),
  start_date: day,
  end_date: day,
  apply_start: day,
  apply_end: day,
  rules: richText,
  prizes: richText,
});
export type CompetitionFields = z.infer<typeof consoleCompetitionFields>;
export const consoleCompetitionEditBody = consoleCompetitionFields.extend({ id: competitionIdSchema });
export const consoleCompetitionIdBody = z.object({ id: competitionIdSchema });
export const consoleCompetitionListBody = z.object({ start: pageNo(100), limit: pageSize(20) });

export const consoleApplicationListBody = z.object({
  competition_id: competitionIdSchema,
  /** -1 every state. */
  status: z.coerce.number().int().min(-1).max(2).default(-1),
  start: pageNo(200),
  limit: pageSize(20),
});
export const consoleReviewBody = z.object({
  id: idOf(COMPETITION_MSG.applicationNotFound),
  approve: z.boolean(),
  reason: z.string().trim().max(COMPETITION_LIMITS.reasonMax, COMPETITION_MSG.textTooLong).default(''),
});
export const consoleCloseImportBody = z.object({
  filename: z.string().trim().min(1).max(200),
  /** The CSV, base64-encoded (console calls are signed JSON; the size is checked after decoding). */
  content: z
    .string()
    .max(Math.ceil((COMPETITION_LIMITS.closeFileBytes * 4) / 3) + 8, COMPETITION_MSG.fileTooLarge),
});
export const consoleCloseListBody = z.object({ start: pageNo(200), limit: pageSize(20) });

export const consoleApplicationSchema = applicationSchema.extend({
  user_id: z.number(),
  nickname: z.string(),
  reviewed_by: z.string(),
  review_time: z.string(),
});
export type ConsoleApplication = z.infer<typeof consoleApplicationSchema>;

export const closeDaySchema = z.object({ date: z.string(), count: z.number() });
export type CloseDay = z.infer<typeof closeDaySchema>;

/** Percent with 2 decimals and a sign only when negative ("12.34", "-3.10"). */
export const rateText = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
