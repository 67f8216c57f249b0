/**
 * The reader's sort of a sector's rows on /action/{date}: the same orders /api/v1/action/list offers
 * (sort_price, sort_range, sort_time), applied to the rows the page already holds.
 */
import type { ActionRow } from '@common/action';
import { sortActionRows } from '@common/action-sort';

export type SortKey = 'default' | 'price' | 'range' | 'time';
export interface RowSort {
  key: SortKey;
  /** Descending first: the highest price, the biggest rise, the latest time. */
  desc: boolean;
}

export const SORT_LABELS: { key: SortKey; label: string }[] = [
  { key: 'default', label: '默认' },
  { key: 'price', label: '价格' },
  { key: 'range', label: '涨跌幅' },
  { key: 'time', label: '异动时间' },
];

/** The rows in the chosen order; equal values keep the editor's order. */
export function sortRows(rows: ActionRow[], sort: RowSort): ActionRow[] {
  return sort.key === 'default' ? rows : sortActionRows(rows, sort.key, sort.desc);
}

/** A click on a sort: a new key starts descending, the same key flips direction. */
export const nextSort = (current: RowSort, key: SortKey): RowSort =>
  key === 'default'
    ? { key, desc: true }
    : current.key === key
      ? { key, desc: !current.desc }
      : { key, desc: true };
