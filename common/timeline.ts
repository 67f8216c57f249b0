/**
 * The timeline's API bodies and answers (SPEC §7 "Timeline", REFERENCE.md `timeline/list`;
 * docs/api/timeline.md). Vocabulary in timeline-vocab.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { CONTENT_MAX, POST_MSG, TITLE_MAX } from './post-vocab';
import {
  TIMELINE_MSG,
  TIMELINE_NEWS_LIMIT,
  TIMELINE_SOURCE_MAX,
  TIMELINE_THEME_MAX,
  TIMELINE_THEMES_MAX,
} from './timeline-vocab';

export * from './timeline-vocab';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day `YYYY-MM-DD` (02-30 is refused, not rolled over into March). */
export function isRealDay(v: string): boolean {
  const m = DAY.exec(v);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number);
  const back = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
}

export const daySchema = (message: string) => z.string({ error: message }).trim().refine(isRealDay, message);

const month = z
  .string({ error: TIMELINE_MSG.monthInvalid })
  .trim()
  .refine(
    (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && Number(v.slice(0, 4)) >= 2000,
    TIMELINE_MSG.monthInvalid,
  );

/** `grade`: "0" (or nothing) for every grade, else one grade. */
const gradeFilter = z.coerce
  .number({ error: TIMELINE_MSG.gradeInvalid })
  .int(TIMELINE_MSG.gradeInvalid)
  .min(0, TIMELINE_MSG.gradeInvalid)
  .max(3, TIMELINE_MSG.gradeInvalid)
  .default(0);

export const timelineListBody = z.object({
  /** A month (`YYYY-MM`): that month's events, every one; otherwise pages of events, newest first. */
  date: z
    .union([month, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  grade: gradeFilter,
  start: pageNo(200),
  limit: pageSize(20),
});
export type TimelineListBody = z.infer<typeof timelineListBody>;

export const timelineNewsBody = z.object({ limit: pageSize(TIMELINE_NEWS_LIMIT, 20) });

/** Themes arrive as an array (JSON) or a comma-separated string (forms); kept trimmed and unique. */
const themeList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[,，、\s]+/)))
  .transform((v) => [...new Set(v.map((t) => t.trim().replace(/^#|#$/g, '')).filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(TIMELINE_THEME_MAX, TIMELINE_MSG.themeTooLong))
      .max(TIMELINE_THEMES_MAX, TIMELINE_MSG.themesTooMany),
  );

/** What an event is made of: its post's title and body, and the event's day, grade, source and themes. */
export const timelineEventFields = z.object({
  title: z
    .string({ error: TIMELINE_MSG.titleRequired })
    .trim()
    .min(1, TIMELINE_MSG.titleRequired)
    .max(TITLE_MAX, POST_MSG.titleTooLong),
  /** HTML, sanitised on the server like every post body. */
  content: z.string().max(CONTENT_MAX, POST_MSG.contentTooLong).default(''),
  date: daySchema(TIMELINE_MSG.dateInvalid),
  grade: z.coerce
    .number({ error: TIMELINE_MSG.gradeInvalid })
    .int(TIMELINE_MSG.gradeInvalid)
    .min(1, TIMELINE_MSG.gradeInvalid)
    .max(3, TIMELINE_MSG.gradeInvalid)
    .default(1),
  source: z.string().trim().max(TIMELINE_SOURCE_MAX, TIMELINE_MSG.sourceTooLong).default(''),
  theme_list: themeList.default([]),
});
export type TimelineEventFields = z.infer<typeof timelineEventFields>;

const articleId = z
  .string({ error: POST_MSG.articleIdRequired })
  .trim()
  .min(1, POST_MSG.articleIdRequired)
  .max(32);
const userId = z.coerce
  .number({ error: TIMELINE_MSG.memberNotFound })
  .int(TIMELINE_MSG.memberNotFound)
  .positive(TIMELINE_MSG.memberNotFound);

export const timelineEditBody = timelineEventFields.extend({ article_id: articleId });
export const timelineArticleBody = z.object({ article_id: articleId });
export const timelineConsoleListBody = z.object({
  keyword: z.string().trim().max(50).default(''),
  start: pageNo(200),
  limit: pageSize(20),
});
export const timelineGrantBody = z.object({ user_id: userId });
export const timelineGrantsBody = z.object({ start: pageNo(200), limit: pageSize(20) });

export const timelineInfoSchema = z.object({
  grade: z.number(),
  source: z.string(),
  theme_list: z.array(z.string()),
});

export const timelineItemSchema = z.object({
  article_id: z.string(),
  title: z.string(),
  /** The event's plain text (at most TIMELINE_CONTENT_MAX characters). */
  content: z.string(),
  create_time: z.string(),
  timeline: timelineInfoSchema,
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineDaySchema = z.object({ date: z.string(), list: z.array(timelineItemSchema) });
export type TimelineDay = z.infer<typeof timelineDaySchema>;

export const timelineNewsDaySchema = z.object({
  date: z.string(),
  list: z.array(z.object({ article_id: z.string(), title: z.string(), grade: z.number() })),
});
export type TimelineNewsDay = z.infer<typeof timelineNewsDaySchema>;

export const timelinePermissionSchema = z.object({ can_publish: z.boolean() });
export const timelinePublishedSchema = z.object({ article_id: z.string(), status: z.number() });

/** A console row: the event with its author and date. */
export const timelineConsoleItemSchema = timelineItemSchema.extend({
  date: z.string(),
  status: z.number(),
  /** The body's HTML, for the edit form. */
  content_html: z.string(),
  user: z.object({ user_id: z.number(), nickname: z.string() }),
});
export type TimelineConsoleItem = z.infer<typeof timelineConsoleItemSchema>;

export const timelineGrantSchema = z.object({
  user_id: z.number(),
  nickname: z.string(),
  phone: z.string(),
  create_time: z.string(),
});
export type TimelineGrant = z.infer<typeof timelineGrantSchema>;
