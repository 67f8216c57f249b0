/** The newest-post tool's calls (docs/api/newest.md; login and the tool required: errCode "1" / "403"). */
import type { PayOrder } from '@common/money';
import type { NewestPage } from '@common/newest';
import { NEWEST_PAGE_SIZE } from '@common/newest-vocab';
import { api } from '~/lib/api';

/** One page of the list, newest first; `start` is the 1-based page number (SPEC §4 infinite scroll). */
export const newestPage = (start: number) =>
  api<NewestPage>('/api/v2/article/newest', { start, limit: NEWEST_PAGE_SIZE }, { quiet: start === 1 });

/** What became public after `lastServerTime` (the previous answer's serverTime), newest first. Quiet: polled. */
export const newestSince = (lastServerTime: number) =>
  api<NewestPage>('/api/v2/article/newest/list', { last_server_time: lastServerTime }, { quiet: true });

/** /api/v1/user/newest-article-tool (common/money.ts newestToolSchema): the price, access and an open order. */
export interface NewestToolOffer {
  pay_order_id: number | null;
  /** Fen. */
  money: number;
  days: number;
  expire_time: string;
  available: boolean;
  order: PayOrder | null;
}

export const newestToolOffer = (quiet = false) =>
  api<NewestToolOffer>('/api/v1/user/newest-article-tool', {}, { quiet });
