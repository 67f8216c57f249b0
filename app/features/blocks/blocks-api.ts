/** The browser's blacklist calls (docs/api/social.md "Blacklist"). */
import { api } from '~/lib/api';

export const blockUser = (userId: number) => api<null>('/api/v1/user/black/add', { user_id: userId });
export const unblockUser = (userId: number) => api<null>('/api/v1/user/black/del', { user_id: userId });
