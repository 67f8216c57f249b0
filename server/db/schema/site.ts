import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Named settings editors keep in the console and `/api/v1/config/one {pro_name}` serves (issue 16): the
 * value is JSON checked by the name's zod schema in common/site-config.ts; a missing row serves defaults.
 */
export const siteSettings = pgTable('site_settings', {
  proName: text('pro_name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The system user's username who saved it last ('' for seeded values). */
  updatedBy: text('updated_by').notNull().default(''),
});

/**
 * Editor-made pages (campaigns, help) served at `/mall-api/page/{slug}/origin`. `content_html` is stored
 * already sanitised (server/lib/sanitize.ts sanitizePostHtml).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique('site_pages_slug'),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_pages_slug_format', sql`${t.slug} ~ '^[a-z0-9][a-z0-9_-]*$'`)],
);
