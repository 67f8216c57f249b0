/** The hot ranking's tabs (SPEC §3 "Hot ranking", §4 "Rank tab"). */

/** In the order of SPEC §4's hour rule: 0 search keywords, 1 monthly hot posts, 2 work-points board. */
export const RANK_TABS = [
  { key: 'search', label: '热搜' },
  { key: 'month', label: '月榜' },
  { key: 'points', label: '工分' },
] as const;

export type RankTabKey = (typeof RANK_TABS)[number]['key'];

/** The 工分 board waits for the wallet's ledger, so its tab is not shown yet. */
export const SHOWN_RANK_TABS: readonly RankTabKey[] = ['search', 'month'];

/** The tab a reader starts on: the hour modulo 3 picks it, and a hidden pick falls back to 热搜. */
export function initialRankTab(hour: number, shown: readonly RankTabKey[] = SHOWN_RANK_TABS): RankTabKey {
  const pick = RANK_TABS[hour % RANK_TABS.length].key;
  return shown.includes(pick) ? pick : 'search';
}
