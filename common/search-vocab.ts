/** Search scopes and limits without schemas, for pages that need no zod (issue 12); common/search.ts re-exports them. */

/** Post scopes of SPEC §2: 1 all, 2 title and tag, 8 summary, 5 fluctuations (异动 posts). */
export const POST_SEARCH_TYPES = ['1', '2', '8', '5'] as const;
export type PostSearchType = (typeof POST_SEARCH_TYPES)[number];

export const SEARCH_MSG = { emptyKeyword: '请输入搜索关键词', keywordTooLong: '关键词最多50个字' } as const;
export const SEARCH_KEYWORD_MAX = 50;
/**
 * A post search looks at the newest this-many matching posts (ADR 10): it pages by OFFSET (REFERENCE.md)
 * within them, and its totalCount is at most this.
 */
export const SEARCH_WINDOW = 1_000;
