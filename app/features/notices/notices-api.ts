/** The browser's notice calls (docs/api/social.md "Notices"). */
import { api } from '~/lib/api';
import type { NoticeCounts } from '../../../server/modules/notice/notice.service';

export type { NoticeCounts };

export const noticeCounts = () => api<NoticeCounts>('/api/v1/user/notice/count', {});

export const emptyNotices = (type: number) => api<null>('/api/v1/user/notice/empty', { type });
