/** The hot ranking's tabs (SPEC §3 "Hot ranking", §4 "Rank tab"). */

/** In the order of SPEC §4's hour rule: 0 search keywords, 1 monthly hot posts, 2 work-points board. */
export const RANK_TABS = [
  { key: 'search', label: '热搜' },
  { key: 'month', label: '月榜' },
  { key: 'points', label: '工分' },
] as const;

export type RankTabKey = (typeof RANK_TABS)[number]['key'];

/** The tab a reader starts on: the hour modulo 3 picks it. */
export const initialRankTab = (hour: number): RankTabKey => RANK_TABS[hour % RANK_TABS.length].key;
