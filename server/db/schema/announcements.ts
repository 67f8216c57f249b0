import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stocks } from './stocks';
import { tsvector } from './tsvector';

/**
 * Company announcements imported from the exchanges' disclosure listings (issue 15;
 * docs/api/announcements.md). `source_key` is the listing's own id, or a hash of code, time and title when
 * the file has none: re-importing a file updates its rows instead of adding them again. `vector` holds the
 * title and the stock's name and code as jieba words (weight A), like the posts' index (ADR 0010).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceKey: text('source_key').notNull().unique('announcements_source_key'),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id),
    /** The stock's code as imported, for exports and the detail page without a stock lookup. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    pdfUrl: text('pdf_url').notNull(),
    vector: tsvector('vector').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('announcements_pdf_https', sql`${t.pdfUrl} like 'https://%'`),
    // Every search is newest first; each filter has an index that yields rows in that order.
    index('announcements_stock_idx').on(
      t.stockId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('announcements_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('announcements_type_idx').on(t.type, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('announcements_vector_idx').using('gin', t.vector).with({ fastupdate: false }),
  ],
);

/**
 * Investor questions and companies' answers from the interaction platforms: 互动易 (SZSE, `szse`) and
 * 上证e互动 (SSE, `sse`). The vector holds the question (A) and the answer (B).
 */
export const interactions = pgTable(
  'interactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceKey: text('source_key').notNull().unique('interactions_source_key'),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id),
    code: text('code').notNull(),
    platform: text('platform').notNull(),
    question: text('question').notNull(),
    /** '' while unanswered. */
    answer: text('answer').notNull().default(''),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    vector: tsvector('vector').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('interactions_platform', sql`${t.platform} in ('szse', 'sse')`),
    index('interactions_stock_idx').on(t.stockId, t.askedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('interactions_asked_idx').on(t.askedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('interactions_vector_idx').using('gin', t.vector).with({ fastupdate: false }),
  ],
);

/**
 * Editors' announcement links for the home sidebar (SPEC §3 "Announcement (sidebar): title, link"):
 * shown before the newest imported announcements, enabled ones only, ascending `sort_order`.
 */
export const sidebarLinks = pgTable(
  'sidebar_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** A site path (`/a/…`) or an https URL (opened through the leaving page). */
    link: text('link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sidebar_links_order_idx').on(t.sortOrder, t.id)],
);
