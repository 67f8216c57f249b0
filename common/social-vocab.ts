/** Follow actions and home and feed tabs without schemas, for pages that need no zod (issue 12); common/social.ts re-exports them. */

/** `type` of /api/v1/user/fans/follow. */
export const FOLLOW_ACTIONS = { unfollow: 0, follow: 1, special: 2, unspecial: 3 } as const;

/** Tabs of /api/v2/user/article/homepage. */
export const HOME_TABS = { all: 0, original: 1, forward: 2, life: 3 } as const;

/** Tabs of /api/v2/user/article/follow (2, followed stocks, is /api/v2/user/article/stock). */
export const FEED_TABS = { users: 0, original: 1, special: 3 } as const;

/** Post types the home and feed "原创" tabs show; the 生活 tab shows the short and life ones. */
export const ORIGINAL_TYPES = ['long', 'documents', 'link', 'ask'] as const;
export const LIFE_TYPES = ['garden', 'live'] as const;
