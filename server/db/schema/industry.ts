import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An item of the industry-chain library (SPEC §2 /industryChain, REFERENCE.md `industry/list`): a theme on
 * a day, its related stocks, an editor's write-up and images. Listed pinned first, then by `sort_no`, then
 * newest.
 */
export const industryItems = pgTable(
  'industry_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    theme: text('theme').notNull(),
    /** The China-time day of the write-up: the title is the theme plus this day as YYMMDD. */
    itemDate: date('item_date', { mode: 'string' }).notNull(),
    /** Related stocks, in the editor's order. */
    stockIds: bigint('stock_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The related stocks' names, tab-separated (REFERENCE `keyword`), kept with stock_ids for search. */
    keyword: text('keyword').notNull().default(''),
    /** Sanitised with sanitizePostHtml before it is stored. */
    contentHtml: text('content_html').notNull().default(''),
    /** Plain text of content_html: what keyword search reads. */
    contentText: text('content_text').notNull().default(''),
    imgs: jsonb('imgs').$type<string[]>().notNull().default([]),
    isTop: boolean('is_top').notNull().default(false),
    /** Ascending within pinned and unpinned items; editors reorder by rewriting it. */
    sortNo: integer('sort_no').notNull().default(0),
    browseCount: integer('browse_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('industry_items_order_idx').on(t.isTop.desc(), t.sortNo, t.createdAt.desc(), t.id.desc())],
);
