/**
 * The newest-post tool's API bodies, answers and push events (SPEC §3 "newest item", §7, §9; issue 17 §1;
 * docs/api/newest.md). Shared by the server (server/modules/newest) and the page (app/routes/newest.tsx).
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { NEWEST_MAX_PAGE, NEWEST_MSG, NEWEST_PAGE_SIZE } from './newest-vocab';
import { pageNo } from './paging';
import { STORED_POST_TYPES } from './post-vocab';

export * from './newest-vocab';

/** `limit`: unset or 0 gives 15; anything larger is clamped to 15 (clients send 200, 999). */
const newestLimit = z.coerce
  .number({ error: '每页条数有误' })
  .refine((n) => Number.isInteger(n) && n >= 0, '每页条数有误')
  .optional()
  .transform((n) => (n ? Math.min(n, NEWEST_PAGE_SIZE) : NEWEST_PAGE_SIZE));

export const newestBody = z.object({
  start: pageNo(NEWEST_MAX_PAGE),
  limit: newestLimit,
});
export type NewestBody = z.infer<typeof newestBody>;

export const newestListBody = z.object({
  /** The previous answer's `serverTime` (ms since epoch); items made public after it are returned. */
  last_server_time: z.coerce
    .number({ error: NEWEST_MSG.lastServerTimeInvalid })
    .refine((n) => Number.isSafeInteger(n) && n >= 0, NEWEST_MSG.lastServerTimeInvalid),
});
export type NewestListBody = z.infer<typeof newestListBody>;

export const newestItemSchema = z.object({
  article_id: z.string(),
  type: z.enum(STORED_POST_TYPES),
  /** The post's title, or the first ~40 characters of its text when it has none. */
  title: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  create_time: z.string(),
  /** When the post became public (published without review, or approved); 'YYYY-MM-DD HH:mm:ss'. */
  check_time: z.string(),
  /** The site path of the post: `/a/{article_id}`. */
  link: z.string(),
  user: z.object({ user_id: z.number(), nickname: z.string(), avatar: z.string() }),
});
export type NewestItem = z.infer<typeof newestItemSchema>;

/** `/api/v2/article/newest` and `/api/v2/article/newest/list`: newest first (check_time desc). */
export const newestPageSchema = z.object({
  result: z.array(newestItemSchema),
  totalCount: z.number(),
  /** The server's clock (ms since epoch) when the answer was read: the next `/newest/list`'s `last_server_time`. */
  serverTime: z.number(),
});
export type NewestPage = z.infer<typeof newestPageSchema>;

/**
 * One push on `GET /sse/newest`: `id: <event id>\nevent: post\ndata: <NewestItem JSON>\n\n`. The event id is
 * opaque to the page (the browser's EventSource sends it back as Last-Event-ID on reconnect).
 */
export type NewestEvent = { id: string; item: NewestItem };
