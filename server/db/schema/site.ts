import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sensitive-word list (issue 15): a post whose title, text or tags contain one waits for review.
 * Stored normalised (lower case, no spaces; see server/modules/post/sensitive-words.ts), so the key
 * itself refuses duplicates that differ only in case or spacing.
 */
export const sensitiveWords = pgTable('sensitive_words', {
  word: text('word').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The system user's username who added it ('' for the list the migration shipped). */
  createdBy: text('created_by').notNull().default(''),
});

export const BANNER_TONES = ['red', 'blue'] as const;

/** A slide of the home sidebar's banner (SPEC §4), managed by editors in the console. */
export const banners = pgTable(
  'banners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** A site path (`/product`) or an https URL (which leaves through /url/middleware). */
    link: text('link').notNull(),
    /** The slide's colour scheme: one of BANNER_TONES. */
    tone: text('tone').notNull().default('red'),
    /** Ascending: the order the slides rotate in. */
    sortNo: integer('sort_no').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('banners_tone', sql`${t.tone} in ('red', 'blue')`),
    index('banners_order_idx').on(t.sortNo, t.id),
  ],
);
