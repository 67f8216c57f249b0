import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comments } from './comments';
import { posts } from './posts';
import { users } from './users';

/**
 * A member's notices (SPEC §3 types: 1 fans, 2 likes, 3 comments, 4 mentions, 5 income, 6/10/21 system,
 * 20 other). Likes of one post collapse into one unread row (`group_key`) whose actor count grows, so
 * "A 等 12 人赞了你的文章" is one row however many likes arrive.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id, { onDelete: 'cascade' }),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => comments.id, {
      onDelete: 'cascade',
    }),
    /** The notice is about a comment (a reply, or a mention in a comment) rather than the post itself. */
    onComment: boolean('on_comment').notNull().default(false),
    groupKey: text('group_key'),
    actorCount: integer('actor_count').notNull().default(1),
    content: text('content').notNull().default(''),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_type_idx').on(t.userId, t.type, t.updatedAt),
    index('notifications_unread_idx').on(t.userId, t.type).where(sql`not read`),
    uniqueIndex('notifications_group_uq')
      .on(t.userId, t.groupKey)
      .where(sql`not read and group_key is not null`),
  ],
);

/**
 * A member's push settings: the notice types they chose not to receive. No row means every type is on;
 * producers skip muted types in the same statement that writes the notice.
 */
export const noticePreferences = pgTable('notice_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedTypes: smallint('muted_types').array().notNull().default(sql`'{}'::smallint[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Likes waiting to become notices (DESIGN §1 background work, ADR 12). A like only appends a row here, so
 * its transaction never waits on the recipient's collapsed notice row; NoticeService drains the queue in
 * batches, collapsing a batch's likes per recipient and post into one upsert, and deletes what it wrote
 * in the same transaction. No foreign keys on purpose: a key check would share-lock the post and author
 * rows every like also updates (PostgreSQL then builds multixacts, measured at +30 ms per like at p50);
 * the drain drops rows whose post or members are gone instead.
 */
export const noticeQueue = pgTable('notice_queue', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  type: smallint('type').notNull(),
  actorId: bigint('actor_id', { mode: 'number' }).notNull(),
  postId: bigint('post_id', { mode: 'number' }).notNull(),
  groupKey: text('group_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
