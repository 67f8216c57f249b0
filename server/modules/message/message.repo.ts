import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { type DbOrTx, pageOf } from '../../db/client';
import { conversations, messages, users } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(
  tx: DbOrTx,
  senderId: number,
  recipientId: number,
  content: string,
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values({ senderId, recipientId, content }).returning();
  return row;
}

/**
 * Points both sides' session at the new message; the recipient's unread count grows by one in the same
 * statement, so concurrent messages are all counted.
 */
export async function touchConversations(tx: DbOrTx, m: MessageRow): Promise<void> {
  await tx
    .insert(conversations)
    .values([
      {
        userId: m.senderId,
        peerId: m.recipientId,
        lastMessageId: m.id,
        unreadCount: 0,
        updatedAt: m.createdAt,
      },
      {
        userId: m.recipientId,
        peerId: m.senderId,
        lastMessageId: m.id,
        unreadCount: 1,
        updatedAt: m.createdAt,
      },
    ])
    .onConflictDoUpdate({
      target: [conversations.userId, conversations.peerId],
      set: {
        lastMessageId: sql`greatest(${conversations.lastMessageId}, excluded.last_message_id)`,
        unreadCount: sql`${conversations.unreadCount} + excluded.unread_count`,
        updatedAt: sql`greatest(${conversations.updatedAt}, excluded.updated_at)`,
      },
    });
}

/** A member's sessions, most recent first, with the peer and the latest message. */
export async function listConversations(
  db: DbOrTx,
  userId: number,
  opts: { limit: number; offset: number; peerId?: number },
) {
  const where = and(
    eq(conversations.userId, userId),
    opts.peerId ? eq(conversations.peerId, opts.peerId) : undefined,
  );
  return pageOf(
    db
      .select({
        peerId: conversations.peerId,
        unreadCount: conversations.unreadCount,
        updatedAt: conversations.updatedAt,
        nickname: users.nickname,
        avatar: users.avatar,
        last: messages,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.peerId))
      .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.peerId))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(conversations).where(where),
  );
}

/** Messages between two members, newest first, before a message id when paging back. */
export function conversationHistory(db: DbOrTx, a: number, b: number, limit: number, beforeId?: number) {
  const between = or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );
  return db
    .select()
    .from(messages)
    .where(and(between, beforeId ? lt(messages.id, beforeId) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** Clears the unread count of the member's conversation with `peerId`; true when it had one. */
export async function markConversationRead(db: DbOrTx, userId: number, peerId: number): Promise<boolean> {
  const marked = await db
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(
      and(
        eq(conversations.userId, userId),
        eq(conversations.peerId, peerId),
        sql`${conversations.unreadCount} > 0`,
      ),
    )
    .returning({ peerId: conversations.peerId });
  return marked.length > 0;
}

export async function unreadMessages(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int` })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row.n;
}
