import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** HIDDEN: hidden by a moderator (the console), who may restore it; DELETED by its author. */
export const COMMENT_STATUS = { VISIBLE: 0, DELETED: 1, HIDDEN: 2 } as const;

/** A complaint's state: open until a moderator hides its target or dismisses it (the console). */
export const COMPLAINT_STATUS = { OPEN: 0, HIDDEN: 1, DISMISSED: 2 } as const;

export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply belongs to; replies are one level deep. */
    parentId: bigint('parent_id', { mode: 'number' }),
    replyToUserId: bigint('reply_to_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    contentHtml: text('content_html').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    status: smallint('status').notNull().default(COMMENT_STATUS.VISIBLE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_post_idx').on(t.postId, t.parentId, t.id),
    index('comments_post_likes_idx').on(t.postId, t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comments_user_idx').on(t.userId, t.id),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const complaints = pgTable(
  'complaints',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** article | comment | user */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: smallint('status').notNull().default(COMPLAINT_STATUS.OPEN),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The system user's username who resolved it. */
    resolvedBy: text('resolved_by').notNull().default(''),
  },
  (t) => [
    index('complaints_target_idx').on(t.targetType, t.targetId),
    index('complaints_status_idx').on(t.status, t.id),
  ],
);
