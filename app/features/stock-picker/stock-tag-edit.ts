/** Where a picked stock's tag goes in the text being written, as pure functions. */
import type { StockItem } from '@common/stock';
import { stockTagText } from '@common/stock-vocab';
import { type Inserted, insertAtSelection } from '../emoji/insert-text';

/**
 * Typing one of these opens the picker. A Chinese input method turns Shift+4 into `￥`, so that counts
 * as the `$` a tag starts with.
 */
const TRIGGERS: ReadonlySet<string> = new Set(['$', '￥']);

export const isStockTrigger = (char: string) => TRIGGERS.has(char);

/** What the editor inserts for a pick: the tag, and a space so the next word does not touch its `$`. */
export const stockTagInsert = (stock: Pick<StockItem, 'name' | 'code'>) => `${stockTagText(stock)} `;

/** Whether `next` is `previous` with one trigger character typed into it. */
export function typedStockTrigger(previous: string, next: string): boolean {
  if (next.length !== previous.length + 1) return false;
  let i = 0;
  while (i < previous.length && previous[i] === next[i]) i++;
  return isStockTrigger(next[i]) && next.slice(i + 1) === previous.slice(i);
}

/**
 * The textarea after a pick: the tag replaces the selection, and also the trigger right before it when
 * a typed trigger opened the picker (the tag brings its own `$`).
 */
export function insertStockTag(
  value: string,
  start: number,
  end: number,
  text: string,
  afterTrigger: boolean,
): Inserted {
  const from = Math.min(start, end);
  const replacesTrigger = afterTrigger && from > 0 && isStockTrigger(value[from - 1]);
  return insertAtSelection(value, replacesTrigger ? from - 1 : from, Math.max(start, end), text);
}
