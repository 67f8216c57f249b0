/** Search request schemas and scopes shared by the API and the search page (docs/api/search.md). */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { POST_SEARCH_TYPES, SEARCH_KEYWORD_MAX, SEARCH_MSG, SEARCH_WINDOW } from './search-vocab';

export * from './search-vocab';

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
