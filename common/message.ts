/** Private messages (/notices/private): limits, messages and request schemas shared by API and pages. */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { SESSIONS_PAGE_SIZE } from './constants';
import { pageNo, pageSize } from './paging';

export const MESSAGE_MAX = 500;
export const MESSAGE_HISTORY_PAGE = 30;

export const MESSAGE_MSG = {
  empty: '请输入私信内容',
  tooLong: `私信最多${MESSAGE_MAX}个字`,
  self: '不能给自己发私信',
  userNotFound: '用户不存在',
  sent: '发送成功',
} as const;

const userId = z.coerce.number({ error: MESSAGE_MSG.userNotFound }).int().positive(MESSAGE_MSG.userNotFound);

export const messageSendBody = z.object({
  user_id: userId,
  content: z
    .string({ error: MESSAGE_MSG.empty })
    .trim()
    .min(1, MESSAGE_MSG.empty)
    .max(MESSAGE_MAX, MESSAGE_MSG.tooLong),
});

/** A conversation's history, newest first; `before_id` continues after the oldest message shown. */
export const messageListBody = z.object({
  user_id: userId,
  limit: pageSize(MESSAGE_HISTORY_PAGE),
  before_id: z.coerce.number().int().positive().optional(),
});

/** SPEC §7 `/api/v1/user/session {limit 30, start, user_id}`: `user_id` narrows to one peer. */
export const sessionListBody = z.object({
  start: pageNo(200),
  limit: pageSize(SESSIONS_PAGE_SIZE),
  user_id: userId.optional(),
});
