import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AiMessageStatus, AiSource } from '../../../common/ai';
import { users } from './users';

/**
 * A conversation with the AI research assistant (issue 17 §2; docs/api/ai.md). Its owner is a member
 * (`user_id`) or a visitor (`visitor_id`, the AI_VISITOR cookie's random id), never both: a visitor's
 * sessions move to the member at log-in. `session_id` is the public, unguessable id.
 */
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull().unique('ai_sessions_session_id'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_sessions_one_owner', sql`(${t.userId} is null) <> (${t.visitorId} is null)`),
    // Each owner's list is newest first.
    index('ai_sessions_user_idx')
      .on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.userId} is not null`),
    index('ai_sessions_visitor_idx')
      .on(t.visitorId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visitorId} is not null`),
  ],
);

/**
 * A question or an answer. An answer is written while it streams (status 'streaming') and ends 'done',
 * 'stopped' (its partial content kept) or 'failed'. At most one answer of a session streams at a time.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    /** Markdown. */
    content: text('content').notNull().default(''),
    status: text('status').$type<AiMessageStatus>().notNull().default('done'),
    /** The passages an answer was grounded in (site paths only). */
    sources: jsonb('sources').$type<AiSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_messages_role', sql`${t.role} in ('user', 'assistant')`),
    check('ai_messages_status', sql`${t.status} in ('streaming', 'done', 'stopped', 'failed')`),
    index('ai_messages_session_idx').on(t.sessionId, t.id),
    uniqueIndex('ai_messages_one_streaming').on(t.sessionId).where(sql`${t.status} = 'streaming'`),
  ],
);
