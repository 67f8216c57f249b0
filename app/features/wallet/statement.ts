/**
 * The statements of /mine/wellat, /mine/reward(/detail) and /mine/energy: their filters and how a line's
 * amount and running balance read. Red for income and green for spending (the Chinese market's colours).
 */
import { formatPrice } from '@common/format';
import type { Asset } from '@common/money-vocab';

export const STATEMENT_PAGE_SIZE = 15;

export type Direction = 'all' | 'in' | 'out';

export const STATEMENT_FILTERS = [
  { direction: 'all', label: '全部' },
  { direction: 'in', label: '收入' },
  { direction: 'out', label: '支出' },
] as const satisfies readonly { direction: Direction; label: string }[];

/** The filter a `direction` query names, else 全部. */
export const directionOf = (raw: string | null): Direction =>
  STATEMENT_FILTERS.find((f) => f.direction === raw)?.direction ?? 'all';

/** A statement page's URL: the filter and page in the query, each left out at its default. */
export function statementHref(path: string, direction: Direction, page = 1): string {
  const query = new URLSearchParams();
  if (direction !== 'all') query.set('direction', direction);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Points with thousands separators; the wallet in yuan with 2 decimals (SPEC §9). */
export const formatBalance = (value: number, asset: Asset): string =>
  asset === 'fen' ? `¥${formatPrice(value)}` : value.toLocaleString('en-US');

/** A line's signed amount: "+¥10.00", "-¥2.50", "+5". */
export function formatAmount(amount: number, asset: Asset): string {
  return `${amount < 0 ? '-' : '+'}${formatBalance(Math.abs(amount), asset)}`;
}

/** The colour class of a line's amount. */
export const amountClass = (amount: number) => (amount < 0 ? 'amount-out' : 'amount-in');
