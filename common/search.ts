/** Search request schemas and scopes shared by the API and the search page (docs/api/search.md). */
import { z } from 'zod';
import { pageNo, pageSize } from './paging';

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

const keyword = z
  .string({ error: SEARCH_MSG.emptyKeyword })
  .trim()
  .max(SEARCH_KEYWORD_MAX, SEARCH_MSG.keywordTooLong);
const limit = pageSize(15);

export const postSearchBody = z.object({
  keyword: keyword.min(1, SEARCH_MSG.emptyKeyword),
  type: z.enum(POST_SEARCH_TYPES, { error: '搜索范围有误' }).default('1'),
  order: z.coerce.number().int().min(0).max(2).default(0),
  start: z.coerce.number().int().min(0).max(SEARCH_WINDOW, `最多显示前${SEARCH_WINDOW}条结果`).default(0),
  limit,
  stock_id: z.coerce.number().int().positive().optional(),
});

export const userSearchBody = z.object({
  keyword: keyword.min(1, SEARCH_MSG.emptyKeyword),
  start: pageNo(200),
  limit,
});
