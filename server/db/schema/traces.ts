import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Analytics events (`/api/v1/user/trace`), counted per China day, action and source rather than stored
 * one row per event, so the table stays small however busy the site is.
 */
export const traceCounts = pgTable(
  'trace_counts',
  {
    day: date('day').notNull(),
    action: text('action').notNull(),
    source: text('source').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.action, t.source] })],
);
