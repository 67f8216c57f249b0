import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { stocks } from './stocks';

/**
 * Weekdays the Shanghai and Shenzhen exchanges are closed (issue 15). Weekends are closed by rule and are
 * never stored; migration 0017 ships 2024–2027 and editors amend the list in the console.
 */
export const marketHolidays = pgTable('market_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One trading day's 异动 analysis. Readers see it only while `published`; `version` grows with every
 * publish so the day's overview image (and any cached copy of it) is rebuilt.
 */
export const actionDays = pgTable(
  'action_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    published: boolean('published').notNull().default(false),
    fieldCount: integer('field_count').notNull().default(0),
    stockCount: integer('stock_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_days_published_idx').on(t.day.desc()).where(sql`published`)],
);

/** A sector (板块) of a day, in the editor's order. */
export const actionFields = pgTable(
  'action_fields',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => actionDays.day, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reason: text('reason').notNull().default(''),
    sortNo: integer('sort_no').notNull(),
    stockCount: integer('stock_count').notNull().default(0),
  },
  (t) => [index('action_fields_day_idx').on(t.day, t.sortNo)],
);

/**
 * A stock's row in a sector. A stock appears once a day; its 异动解析 post (type 'action', by the house
 * account) is kept across re-publishing, so links to it stay valid. `price` is in fen and `sharesRange` in
 * basis points (1001 = 10.01%), so sorting is numeric; `time` is 'HH:mm:ss' and sorts as text.
 */
export const actionStocks = pgTable(
  'action_stocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fieldId: bigint('field_id', { mode: 'number' })
      .notNull()
      .references(() => actionFields.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id, { onDelete: 'set null' }),
    time: text('time').notNull().default(''),
    num: text('num').notNull().default(''),
    price: integer('price').notNull(),
    sharesRange: integer('shares_range').notNull(),
    reason: text('reason').notNull().default(''),
    expound: text('expound').notNull().default(''),
    sortNo: integer('sort_no').notNull(),
  },
  (t) => [
    unique('action_stocks_day_stock').on(t.day, t.stockId),
    index('action_stocks_field_idx').on(t.fieldId, t.sortNo),
    index('action_stocks_post_idx').on(t.postId),
    check('action_stocks_price', sql`${t.price} >= 0`),
  ],
);
