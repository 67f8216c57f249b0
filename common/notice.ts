/** Notices (SPEC §3): types, their labels, and request schemas shared by the API and the pages. */
import { z } from 'zod';

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
  start: z.coerce.number().int().min(1).max(200).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(15),
});

export const noticeEmptyBody = z.object({ type: noticeType.optional() });

/** `@nickname` in text: a run of letters, digits, `_` or `-`; punctuation and spaces end it. */
export const MENTION_PATTERN = /@([\p{L}\p{N}_-]{1,20})/gu;
/** Mentions notified per post or comment, so a wall of @s cannot flood members. */
export const MENTIONS_MAX = 10;
