/** The browser's follow calls (docs/api/social.md). */
import type { FollowState } from '@common/social';
import { FEED_TABS, FOLLOW_ACTIONS } from '@common/social-vocab';
import type { FeedSource } from '~/features/post-list/post-list-api';
import { api } from '~/lib/api';

export const followUser = (userId: number, type: (typeof FOLLOW_ACTIONS)[keyof typeof FOLLOW_ACTIONS]) =>
  api<FollowState>('/api/v1/user/fans/follow', { user_id: userId, type });

export { FOLLOW_ACTIONS };

/** The following page's tabs: three feeds of followed members and the followed stocks' posts. */
export const FOCUS_TABS = [
  {
    key: 'users',
    label: '关注的人',
    source: { path: '/api/v2/user/article/follow', query: { type: FEED_TABS.users } },
  },
  { key: 'stocks', label: '关注的股票', source: { path: '/api/v2/user/article/stock', query: {} } },
  {
    key: 'original',
    label: '原创',
    source: { path: '/api/v2/user/article/follow', query: { type: FEED_TABS.original } },
  },
  {
    key: 'special',
    label: '特别关注',
    source: { path: '/api/v2/user/article/follow', query: { type: FEED_TABS.special } },
  },
] as const satisfies readonly { key: string; label: string; source: FeedSource }[];

export type FocusTab = (typeof FOCUS_TABS)[number]['key'];
