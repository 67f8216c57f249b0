/** The hot ranking (SPEC §3 "Hot ranking", §4 rank tab) and the hot list, as the API sends them. */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageSize } from './paging';
import { pageBody } from './post';

/** Entries per board list. */
export const RANK_BOARD_SIZE = 10;
export const HOT_PAGE_SIZE = 10;

export const hotBody = pageBody.extend({
  limit: pageSize(HOT_PAGE_SIZE),
});

export const rankBoardSchema = z.object({
  /** `count`: searches of the last 24 hours (docs/api/search.md says how they are counted). */
  hot_search_list: z.array(z.object({ keyword: z.string(), count: z.number() })),
  hot_article_list: z.array(z.object({ article_id: z.string(), title: z.string(), score: z.number() })),
  /** The 工分 board: what members earned in the last ten days (docs/decisions/0018-ledger.md). */
  hot_user_list: z.array(
    z.object({ user_id: z.number(), avatar: z.string(), nickname: z.string(), sum_integral: z.number() }),
  ),
});

export type RankBoard = z.infer<typeof rankBoardSchema>;
