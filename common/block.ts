/** The blacklist (/mine/black): messages and request schemas. */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';

export const BLOCK_MSG = {
  self: '不能拉黑自己',
  userNotFound: '用户不存在',
  added: '已加入黑名单',
  removed: '已移出黑名单',
  /** What a blocked member is told; it does not say who blocked them beyond the action refused. */
  blockedByPeer: '由于对方的设置，你无法进行此操作',
} as const;

export const blockUserBody = z.object({
  user_id: z.coerce.number({ error: BLOCK_MSG.userNotFound }).int().positive(BLOCK_MSG.userNotFound),
});

export const blockListBody = z.object({
  start: pageNo(200),
  limit: pageSize(20),
});
