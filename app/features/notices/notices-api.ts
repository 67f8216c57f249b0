/** The browser's notice calls (docs/api/social.md "Notices"). */
import { api } from '~/lib/api';
import type { NoticeCounts } from '../../../server/modules/notice/notice.service';

export type { NoticeCounts };

export const noticeCounts = () => api<NoticeCounts>('/api/v1/user/notice/count', {});

/** Reading page 1 through the list call is what marks a type read (docs/api/social.md); quiet: it retries on the next visit. */
export const markNoticesRead = (type: number) =>
  api<unknown>('/api/v1/user/notice', { type, start: 1, limit: 1 }, { quiet: true });

export const emptyNotices = (type: number) => api<null>('/api/v1/user/notice/empty', { type });
