/**
 * The newest-post tool's constants and messages, zod-free so the /newest page chunk can import them
 * (common/newest.ts holds the schemas and re-exports these).
 */

/** SPEC §9: the newest list's page size (also the largest `limit` served). */
export const NEWEST_PAGE_SIZE = 15;
/** The most items one `/newest/list` answer or one SSE replay carries. */
export const NEWEST_CATCH_UP_MAX = 50;
/** Infinite scroll reads OFFSET pages; deeper than this is refused (15 × 200 = 3,000 posts back). */
export const NEWEST_MAX_PAGE = 200;
/** How long a title taken from a short post's text runs (characters). */
export const NEWEST_TITLE_FALLBACK_LEN = 40;
/** The push stream's path (outside /api: EventSource cannot sign; the session cookie authenticates). */
export const NEWEST_SSE_PATH = '/sse/newest';
/** The push stream's event name for a post that became public. */
export const NEWEST_SSE_EVENT = 'post';

export const NEWEST_MSG = {
  notOpened: '请先开通最新帖子工具',
  lastServerTimeInvalid: '时间参数有误',
  pageInvalid: '页码有误',
} as const;
