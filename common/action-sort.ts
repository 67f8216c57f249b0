/**
 * The orders of a sector's rows (REFERENCE.md's sort_price, sort_range, sort_time): the same function
 * serves /api/v1/action/list and the /action/{date} page, so both always agree.
 */
import type { ActionRow } from './action';

export type ActionSortKey = 'price' | 'range' | 'time';

const sortValue = (r: ActionRow, key: ActionSortKey): number | string => {
  const info = r.article.action_info;
  if (key === 'price') return Number(info.price);
  if (key === 'range') return Number(info.shares_range);
  return info.time;
};

/** The rows in the chosen order (numeric for price and change); equal values keep the editor's order. */
export function sortActionRows(rows: ActionRow[], key: ActionSortKey, desc: boolean): ActionRow[] {
  const dir = desc ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => {
      const x = sortValue(a.row, key);
      const y = sortValue(b.row, key);
      return (x < y ? -1 : x > y ? 1 : 0) * dir || a.i - b.i;
    })
    .map((e) => e.row);
}
