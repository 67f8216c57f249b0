/**
 * Post vocabulary shared by the API and the pages: types, sections, categories, sorts and the publish
 * request schemas with their Chinese messages.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import {
  ATTACHMENTS_MAX,
  CATEGORIES,
  CONTENT_MAX,
  MAX_PAGE,
  ORDERS,
  type OrderValue,
  POST_MSG,
  POST_TYPES,
  READ_INTEGRAL_MAX,
  READ_LIMIT_MAX_DAYS,
  STORED_POST_TYPES,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from './post-vocab';
import { relationSchema } from './relation';
import { sameSitePath } from './safe-path';
import { stockItemSchema } from './stock';

export * from './post-vocab';

const bool = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const int = (max: number) =>
  z.coerce
    .number({ error: POST_MSG.numberInvalid })
    .int(POST_MSG.numberInvalid)
    .min(0, POST_MSG.numberInvalid)
    .max(max, POST_MSG.numberInvalid);

/** Tags arrive as an array (JSON) or a comma-separated string (forms); stored trimmed and unique. */
const tags = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[,，]/)))
  .transform((v) => [...new Set(v.map((t) => t.trim().replace(/^#|#$/g, '')).filter(Boolean))])
  .pipe(z.array(z.string().max(TAG_MAX, POST_MSG.tagTooLong)).max(TAGS_MAX, POST_MSG.tagsTooMany));

/** One message for any malformed attachment: the client built it, not the member. */
const bad = { error: POST_MSG.attachmentInvalid };

/**
 * An attachment's URL as stored and served: our own upload as a same-site path, read the way browsers
 * read it (so `/\t/evil.example/a.pdf`, which they resolve off-site, is no site path), or an https URL;
 * either one normalised. Null for anything else.
 */
function attachmentUrl(raw: string): string | null {
  if (raw.startsWith('/')) return sameSitePath(raw);
  if (!/^https:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

const attachment = z.object(
  {
    name: z.string(bad).trim().min(1, bad).max(200, bad),
    url: z
      .string(bad)
      .trim()
      .max(1024, bad)
      .transform((v, ctx) => {
        const url = attachmentUrl(v);
        if (url === null) ctx.addIssue({ code: 'custom', message: POST_MSG.attachmentInvalid });
        return url ?? z.NEVER;
      }),
    size: z.number(bad).int(bad).min(0, bad).optional(),
  },
  { error: () => POST_MSG.attachmentInvalid },
);

/** Attachments arrive as an array (JSON) or a JSON string (forms). */
const attachments = z
  .union([z.array(z.unknown()), z.string()])
  .transform((v, ctx) => {
    if (Array.isArray(v)) return v;
    try {
      return JSON.parse(v || '[]') as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: POST_MSG.attachmentInvalid });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(attachment, { error: POST_MSG.attachmentInvalid })
      .max(ATTACHMENTS_MAX, POST_MSG.attachmentsTooMany),
  );

/** Every field a post form sends; per-type requirements are checked in checkPostFields. */
export const postFieldsSchema = z.object({
  type: z.enum(POST_TYPES, { error: POST_MSG.typeInvalid }),
  title: z.string().trim().max(TITLE_MAX, POST_MSG.titleTooLong).default(''),
  content: z.string().max(CONTENT_MAX, POST_MSG.contentTooLong).default(''),
  tags: tags.default([]),
  category_id: z
    .string()
    .refine((v) => v === '' || CATEGORIES.some((c) => c.id === v), POST_MSG.categoryInvalid)
    .default(''),
  link_url: z.string().trim().max(2048, POST_MSG.linkInvalid).default(''),
  link_title: z.string().trim().max(200).default(''),
  attachments: attachments.default([]),
  read_limit: int(READ_LIMIT_MAX_DAYS).default(0),
  fans_limit: bool.default(false),
  read_integral: int(READ_INTEGRAL_MAX).default(0),
  copy_limit: bool.default(false),
  to_square: bool.default(false),
  interest_disclosure: z.string().trim().max(200).default(''),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

const articleId = z
  .string({ error: POST_MSG.articleIdRequired })
  .trim()
  .min(1, POST_MSG.articleIdRequired)
  .max(32);

export const postAddBody = postFieldsSchema.extend({ draft_id: z.string().trim().max(32).optional() });
export const postUpdateBody = postFieldsSchema.extend({ article_id: articleId });
export const draftSaveBody = postFieldsSchema.extend({ article_id: z.string().trim().max(32).optional() });
export const articleIdBody = z.object({ article_id: articleId });

/** Per-type requirements, given the plain text of the body. Returns the message or null. */
export function checkPostFields(f: PostFields, bodyText: string): string | null {
  const needsTitle = f.type === 'long' || f.type === 'documents' || f.type === 'ask';
  if (needsTitle && !f.title) return POST_MSG.titleRequired;
  if ((f.type === 'long' || f.type === 'garden' || f.type === 'live') && !bodyText.trim()) {
    return POST_MSG.contentRequired;
  }
  if (f.type === 'link') {
    if (!f.link_url) return POST_MSG.linkRequired;
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(f.link_url)) return POST_MSG.linkInvalid;
  }
  if (f.type === 'documents' && f.attachments.length === 0) return POST_MSG.attachmentsRequired;
  return null;
}

const page = pageNo(MAX_PAGE, `最多翻到第${MAX_PAGE}页，请继续下拉加载`);

const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * One end of a list's time range (REFERENCE.md `start_time`/`end_time`): `YYYY-MM-DD` or
 * `YYYY-MM-DD HH:mm:ss` in China time (UTC+8), as an instant. An end is exclusive and covers its whole
 * last second, or its whole day when it is a date alone. '' or a missing value: no bound.
 */
const timeBound = (label: string, side: 'start' | 'end') => {
  const message = `${label}格式有误，请按 2024-01-31 或 2024-01-31 09:30:00 填写`;
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const m = CHINA_TIME.exec(v);
      const [y, mo, d, h, mi, s] = (m?.slice(1) ?? []).map((part) => Number(part ?? 0));
      const utc = Date.UTC(y, mo - 1, d, h, mi, s);
      const back = new Date(utc);
      // Date.UTC rolls 02-30 over into March (and years below 100 into the 1900s); a real date reads
      // back unchanged.
      const real = back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
      if (!m || !real || h > 23 || mi > 59 || s > 59) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const span = side === 'start' ? 0 : m[4] === undefined ? 86_400_000 : 1000;
      return new Date(utc - CHINA_OFFSET_MS + span);
    });
};

export const listBody = z.object({
  back_garden: z.coerce.number().int().min(0).max(2).default(0),
  order: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(ORDERS).includes(v as OrderValue))
    .default(0),
  category_id: z.string().default(''),
  start: page,
  limit: pageSize(15),
  cursor: z.string().max(200).optional(),
  start_time: timeBound('开始时间', 'start'),
  end_time: timeBound('结束时间', 'end'),
});

/** SPEC's list call: `type` is the section, `is_newest` 1 forces the newest order. */
export const legacyListBody = z.object({
  type: z.coerce.number().int().min(0).max(2).default(0),
  order: z.coerce.number().int().default(0),
  is_newest: z.coerce.number().int().default(0),
  start: page,
  limit: pageSize(15),
});

export const pageBody = z.object({
  start: page,
  limit: pageSize(15),
});

export const postItemSchema = z.object({
  article_id: z.string(),
  type: z.enum(STORED_POST_TYPES),
  back_garden: z.number(),
  category_id: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  cover: z.string(),
  image: z.array(z.string()),
  tags: z.array(z.string()),
  stock_list: z.array(stockItemSchema),
  link_url: z.string(),
  link_title: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().optional() })),
  /** The author's id (REFERENCE.md has it beside the `user` object too). */
  user_id: z.number(),
  /** The author, with the viewer's relation to them (0/0 for visitors and on one's own posts). */
  user: relationSchema.extend({
    user_id: z.number(),
    nickname: z.string(),
    avatar: z.string(),
    style_str: z.string(),
    medal_count: z.number(),
  }),
  like_count: z.number(),
  step_count: z.number(),
  collect_count: z.number(),
  forward_count: z.number(),
  comment_count: z.number(),
  view_count: z.number(),
  is_like: z.number(),
  is_collect: z.number(),
  read_limit: z.number(),
  fans_limit: z.number(),
  copy_limit: z.number(),
  read_integral: z.number(),
  interest_disclosure: z.string(),
  status: z.number(),
  is_top: z.number(),
  create_time: z.string(),
  check_time: z.string().nullable(),
  new_interaction_time: z.string().nullable(),
  gate: z
    .object({ reason: z.enum(['login', 'fans_only', 'read_limit', 'paid']), message: z.string() })
    .nullable(),
  is_author: z.number(),
  /** An ask post's 工分 bounty (悬赏; statuses in BOUNTY_STATUS_NAMES); null when the post has none. */
  bounty: z
    .object({
      integral: z.number(),
      status: z.number(),
      deadline: z.string(),
      winner_comment_id: z.number().nullable(),
    })
    .nullable(),
});

/** The paged list shape of REFERENCE.md. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    pageNo: z.number(),
    pageSize: z.number(),
    totalCount: z.number(),
    totalPages: z.number(),
    hasNext: z.boolean(),
    nextPage: z.number(),
    hasPre: z.boolean(),
    prePage: z.number(),
    result: z.array(item),
    next_cursor: z.string().optional(),
  });
