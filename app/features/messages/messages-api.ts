/** The browser's private-message calls (docs/api/social.md "Private messages"). */
import { api } from '~/lib/api';
import type { MessageItem, SessionItem } from '../../../server/modules/message/message.service';
import type { Page } from '../../../server/modules/post/post.service';

export type { MessageItem, SessionItem };

export const listSessions = (start = 1) => api<Page<SessionItem>>('/api/v1/user/session', { start });

export const listMessages = (userId: number, beforeId?: number) =>
  api<{ result: MessageItem[]; has_more: boolean }>('/api/v1/user/message/list', {
    user_id: userId,
    ...(beforeId ? { before_id: beforeId } : {}),
  });

/** Reading the newest page through the list call clears a conversation's unread count (docs/api/social.md). */
export const markConversationRead = (userId: number) =>
  api<unknown>('/api/v1/user/message/list', { user_id: userId, limit: 1 }, { quiet: true });

export const sendMessage = (userId: number, content: string) =>
  api<MessageItem>('/api/v1/user/message/send', { user_id: userId, content });
