/** Notices (SPEC §3): types, their labels, and request schemas shared by the API and the pages. */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';

export const NOTICE_TYPES = {
  fans: 1,
  likes: 2,
  comments: 3,
  mentions: 4,
  income: 5,
  system: 6,
  systemAlt: 10,
  systemNotice: 21,
  other: 20,
} as const;

export const NOTICE_TYPE_VALUES = [1, 2, 3, 4, 5, 6, 10, 20, 21] as const;

/** The types editors send (system and other notices). */
export const SYSTEM_NOTICE_TYPES = [6, 10, 20, 21] as const;
export type SystemNoticeType = (typeof SYSTEM_NOTICE_TYPES)[number];

export const NOTICE_TYPE_LABEL: Record<number, string> = {
  1: '粉丝',
  2: '赞',
  3: '评论',
  4: '@我',
  5: '收益',
  6: '系统',
  10: '系统',
  20: '其他',
  21: '系统',
};

const noticeType = z.coerce
  .number()
  .int()
  .refine((v) => (NOTICE_TYPE_VALUES as readonly number[]).includes(v), '通知类型有误');

export const noticeListBody = z.object({
  type: noticeType,
  start: pageNo(200),
  limit: pageSize(15),
});

export const noticeEmptyBody = z.object({ type: noticeType.optional() });

/** `@nickname` in text: a run of letters, digits, `_` or `-`; punctuation and spaces end it. */
export const MENTION_PATTERN = /@([\p{L}\p{N}_-]{1,20})/gu;
/** Mentions notified per post or comment, so a wall of @s cannot flood members. */
export const MENTIONS_MAX = 10;

/**
 * Types a member may switch off in 推送设置: fans, likes, comments and mentions. Income and system
 * notices (5, 6, 10, 21) always arrive: they concern money and the rules of the site.
 */
export const MUTABLE_NOTICE_TYPES = [1, 2, 3, 4] as const;
export type MutableNoticeType = (typeof MUTABLE_NOTICE_TYPES)[number];

export const NOTICE_SETTING_MSG = {
  invalid: '通知类型有误',
  notMutable: '系统和收益通知不能关闭',
  saved: '设置已保存',
} as const;

/**
 * `muted_types` as JSON (`[2, 3]`, or one number) or form-encoded: repeated (`muted_types=2&muted_types=3`)
 * or one comma-separated value (`muted_types=2,3`; an empty value mutes nothing, which a form cannot say
 * as a list).
 */
export const noticeSettingBody = z.object({
  muted_types: z.preprocess(
    (v) =>
      typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : typeof v === 'number' ? [v] : v,
    z
      .array(z.coerce.number({ error: NOTICE_SETTING_MSG.invalid }).int(NOTICE_SETTING_MSG.invalid), {
        error: NOTICE_SETTING_MSG.invalid,
      })
      .max(NOTICE_TYPE_VALUES.length, NOTICE_SETTING_MSG.invalid)
      .superRefine((types, ctx) => {
        for (const t of types) {
          if (!(NOTICE_TYPE_VALUES as readonly number[]).includes(t)) {
            ctx.addIssue({ code: 'custom', message: NOTICE_SETTING_MSG.invalid });
            return;
          }
          if (!(MUTABLE_NOTICE_TYPES as readonly number[]).includes(t)) {
            ctx.addIssue({ code: 'custom', message: NOTICE_SETTING_MSG.notMutable });
            return;
          }
        }
      })
      .transform((types) => [...new Set(types)].sort((a, b) => a - b) as MutableNoticeType[]),
  ),
});

/** The push settings as the API answers them: the muted types, ascending (empty: everything on). */
export const noticeSettingSchema = z.object({ muted_types: z.array(z.number()) });
export type NoticeSetting = z.infer<typeof noticeSettingSchema>;
