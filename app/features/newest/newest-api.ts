/** The newest-post tool's calls (docs/api/newest.md; login and the tool required: errCode "1" / "403"). */
import type { NewestToolOffer } from '@common/money';
import type { NewestPage } from '@common/newest';
import { NEWEST_PAGE_SIZE } from '@common/newest-vocab';
import { api } from '~/lib/api';

/** One page of the list, newest first; `start` is the 1-based page number (SPEC §4 infinite scroll). */
export const newestPage = (start: number) =>
  api<NewestPage>('/api/v2/article/newest', { start, limit: NEWEST_PAGE_SIZE }, { quiet: start === 1 });

/** What became public after `lastServerTime` (the previous answer's serverTime), newest first. Quiet: polled. */
export const newestSince = (lastServerTime: number) =>
  api<NewestPage>('/api/v2/article/newest/list', { last_server_time: lastServerTime }, { quiet: true });

export const newestToolOffer = (quiet = false) =>
  api<NewestToolOffer>('/api/v1/user/newest-article-tool', {}, { quiet });
