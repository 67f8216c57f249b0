import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * A timeline event (SPEC §2 /timeline, REFERENCE.md `timeline/list`): a post (its title, body, author,
 * /a/{id} page and search entry) plus the event's day, grade, source and themes. The post's status decides
 * whether the event shows: a deleted or held post takes its event off the timeline with it.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .unique('timeline_events_post')
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The China-time day the event belongs to (not when it was written: editors back-fill). */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** 1 一般, 2 重要, 3 重大 (common/timeline-vocab.ts). */
    grade: smallint('grade').notNull().default(1),
    source: text('source').notNull().default(''),
    themes: text('themes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timeline_events_date_idx').on(t.eventDate.desc(), t.id.desc()),
    check('timeline_events_grade', sql`${t.grade} between 1 and 3`),
  ],
);

/** Members an editor granted timeline publishing to (/timeline/edit). */
export const timelinePublishers = pgTable('timeline_publishers', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The system user who granted it (the audit log has the whole story). */
  grantedBy: bigint('granted_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
