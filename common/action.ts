/**
 * 异动 (unusual movement) calls' bodies and answers (issue 15; docs/api/actions.md; shapes of
 * REFERENCE.md: code, name and every action_info field are strings). Vocabulary lives in action-vocab.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { ACTION_COLUMNS, ACTION_LIMITS, ACTION_MSG, type ActionColumn, isCalendarDay } from './action-vocab';
import { pageNo, pageSize } from './paging';

export * from './action-vocab';

export const dateSchema = z.string().trim().refine(isCalendarDay, ACTION_MSG.dateInvalid);
/** An optional date: missing or empty means "the latest". */
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isCalendarDay(v), ACTION_MSG.dateInvalid);
const sortFlag = z.coerce.number().int().min(0).max(2).default(0).catch(0);

export const actionCountBody = z.object({ date: optionalDate });
export const actionFieldBody = z.object({ date: optionalDate, pc: z.coerce.number().optional() });
export const actionListBody = z.object({
  action_field_id: z.coerce
    .number({ error: ACTION_MSG.fieldNotFound })
    .int(ACTION_MSG.fieldNotFound)
    .positive(ACTION_MSG.fieldNotFound),
  pc: z.coerce.number().optional(),
  start: pageNo(100),
  limit: pageSize(ACTION_LIMITS.rows, ACTION_LIMITS.rows),
  sort_price: sortFlag,
  sort_range: sortFlag,
  sort_time: sortFlag,
});
export const actionDiagramBody = z.object({ date: optionalDate });
export const actionDaysBody = z.object({ start: pageNo(100), limit: pageSize(20) });

export const actionInfoSchema = z.object({
  time: z.string(),
  num: z.string(),
  price: z.string(),
  shares_range: z.string(),
  reason: z.string(),
  expound: z.string(),
});

export const actionRowSchema = z.object({
  action_id: z.number(),
  action_field_id: z.number(),
  stock_id: z.number(),
  code: z.string(),
  name: z.string(),
  article: z.object({
    /** The row's 异动解析 post (/a/{article_id}); null once the post was deleted. */
    article_id: z.string().nullable(),
    title: z.string(),
    action_info: actionInfoSchema,
  }),
});
export type ActionRow = z.infer<typeof actionRowSchema>;

export const actionFieldSchema = z.object({
  action_field_id: z.number(),
  date: z.string(),
  name: z.string(),
  reason: z.string(),
  count: z.number(),
  list: z.array(actionRowSchema),
});
export type ActionField = z.infer<typeof actionFieldSchema>;

export const actionCountSchema = z.object({
  /** The trading day the request resolved to (the previous session on a non-trading day). */
  date: z.string(),
  /** Whether the requested date (today when none) is itself a trading day. */
  is_trading_day: z.boolean(),
  published: z.boolean(),
  field_count: z.number(),
  stock_count: z.number(),
  /** Rows whose change is up, down. */
  up_count: z.number(),
  down_count: z.number(),
});
export type ActionCount = z.infer<typeof actionCountSchema>;

export const actionDaySchema = z.object({
  date: z.string(),
  field_count: z.number(),
  stock_count: z.number(),
  published_at: z.string(),
});
export type ActionDay = z.infer<typeof actionDaySchema>;

// ---- Console (config.console 'action.manage') ----

const cell = (max: number) => z.string().trim().max(max).default('');
export const actionDraftRowSchema = z.object(
  Object.fromEntries(
    ACTION_COLUMNS.map((c) => [c.key, cell(c.key === 'expound' ? ACTION_LIMITS.expound * 2 : 500)]),
  ) as Record<ActionColumn, ReturnType<typeof cell>>,
);

export const consoleActionDayBody = z.object({ date: dateSchema });
export const consoleActionPublishBody = z.object({
  date: dateSchema,
  rows: z.array(actionDraftRowSchema).max(ACTION_LIMITS.rows, ACTION_MSG.tooManyRows),
});
export const consoleActionImportBody = z.object({
  date: dateSchema,
  filename: z.string().trim().min(1).max(200),
  /** The file, base64-encoded (console calls are signed JSON; the size is checked after decoding). */
  content: z.string().max(Math.ceil((ACTION_LIMITS.fileBytes * 4) / 3) + 8, ACTION_MSG.fileTooLarge),
  /** Publish at once when every row is valid; otherwise only parse for preview. */
  publish: z.boolean().default(false),
});
export const consoleCalendarListBody = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const consoleCalendarAddBody = z.object({
  date: dateSchema,
  name: z.string().trim().max(40).default(''),
});
export const consoleCalendarRemoveBody = z.object({ date: dateSchema });

export const actionRowErrorSchema = z.object({ line: z.number(), message: z.string() });
export type ActionRowError = z.infer<typeof actionRowErrorSchema>;

export const consoleActionDaySchema = z.object({
  date: z.string(),
  is_trading_day: z.boolean(),
  published: z.boolean(),
  version: z.number(),
  rows: z.array(actionDraftRowSchema),
});
export type ConsoleActionDay = z.infer<typeof consoleActionDaySchema>;

export const holidaySchema = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
