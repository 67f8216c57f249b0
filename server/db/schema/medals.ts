import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The medal catalogue shown on user home pages (`/api/v2/user/medal/list`). */
export const medals = pgTable('medals', {
  id: smallint('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key for seeds and editors' tools, e.g. `original_author`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  description: text('description').notNull().default(''),
  sortNo: integer('sort_no').notNull().default(0),
});

/** Medals a member holds; users.medal_count mirrors the row count, kept in the granting transaction. */
export const userMedals = pgTable(
  'user_medals',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medalId: smallint('medal_id')
      .notNull()
      .references(() => medals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.medalId] }), index('user_medals_medal_idx').on(t.medalId)],
);
