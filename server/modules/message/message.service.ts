import { formatServerTime } from '../../../common/format';
import { MESSAGE_MSG } from '../../../common/message';
import type { Db } from '../../db/client';
import { badRequest, notFound, orMissing } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import type { BlockService } from '../block/block.service';
import type { NoticeService } from '../notice/notice.service';
import { type Page, toPage } from '../post/post.service';
import { findUserById } from '../user/user.repo';
import * as repo from './message.repo';

export interface MessageItem {
  message_id: number;
  from_user_id: number;
  to_user_id: number;
  content: string;
  create_time: string;
}

export interface SessionItem {
  user_id: number;
  name: string;
  avatar: string;
  unread_count: number;
  latest_message: MessageItem;
  update_time: string;
}

const toMessageItem = (m: repo.MessageRow): MessageItem => ({
  message_id: m.id,
  from_user_id: m.senderId,
  to_user_id: m.recipientId,
  content: m.content,
  create_time: formatServerTime(m.createdAt),
});

/**
 * Private messages. Every read is scoped to the viewer's own conversations, so nobody can read one they
 * are not in; content is plain text (pages render it as text, never as HTML).
 */
export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly sendLimiter: Limiter,
    private readonly blocks: BlockService,
    private readonly notices: NoticeService,
  ) {}

  async send(senderId: number, recipientId: number, content: string): Promise<MessageItem> {
    if (senderId === recipientId) throw badRequest(MESSAGE_MSG.self);
    if (!(await findUserById(this.db, recipientId))) throw notFound(MESSAGE_MSG.userNotFound);
    await this.blocks.assertNotBlocked(this.db, recipientId, senderId);
    await this.sendLimiter.consume(String(senderId));
    const row = await orMissing(
      this.db.transaction(async (tx) => {
        const m = await repo.insertMessage(tx, senderId, recipientId, content);
        await repo.touchConversations(tx, m);
        return m;
      }),
      notFound(MESSAGE_MSG.userNotFound),
    );
    // The recipient's open pages refresh their unread counts.
    this.notices.changed([recipientId]);
    return toMessageItem(row);
  }

  async sessions(
    userId: number,
    q: { start: number; limit: number; peerId?: number },
  ): Promise<Page<SessionItem>> {
    const { rows, total } = await repo.listConversations(this.db, userId, {
      limit: q.limit,
      offset: (q.start - 1) * q.limit,
      peerId: q.peerId,
    });
    const items = rows.map((r) => ({
      user_id: r.peerId,
      name: r.nickname,
      avatar: r.avatar,
      unread_count: r.unreadCount,
      latest_message: toMessageItem(r.last),
      update_time: formatServerTime(r.updatedAt),
    }));
    return toPage(items, q.start, q.limit, total);
  }

  /**
   * The list call (docs/api/social.md): a page of the conversation, and reading the newest page clears its
   * unread count. Only signed POSTs call it: a page's GET must change nothing.
   */
  async historyMarkingRead(
    userId: number,
    peerId: number,
    q: { limit: number; beforeId?: number },
  ): Promise<{ result: MessageItem[]; has_more: boolean }> {
    const page = await this.history(userId, peerId, q);
    // The member's open pages refresh their unread counts.
    if (!q.beforeId && (await repo.markConversationRead(this.db, userId, peerId)))
      this.notices.changed([userId]);
    return page;
  }

  /** A page of the conversation with `peerId`, newest first, changing nothing. */
  async history(
    userId: number,
    peerId: number,
    q: { limit: number; beforeId?: number },
  ): Promise<{ result: MessageItem[]; has_more: boolean }> {
    const rows = await repo.conversationHistory(this.db, userId, peerId, q.limit + 1, q.beforeId);
    return { result: rows.slice(0, q.limit).map(toMessageItem), has_more: rows.length > q.limit };
  }

  /** Who a conversation is with, for opening one that has no messages yet (?u=). */
  async peer(peerId: number): Promise<{ user_id: number; nickname: string; avatar: string }> {
    const user = await findUserById(this.db, peerId);
    if (!user) throw notFound(MESSAGE_MSG.userNotFound);
    return { user_id: user.id, nickname: user.nickname, avatar: user.avatar };
  }

  unread(userId: number): Promise<number> {
    return repo.unreadMessages(this.db, userId);
  }
}
