import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const stocks = pgTable(
  'stocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** SH | SZ | BJ */
    exchange: text('exchange').notNull(),
    pinyin: text('pinyin').notNull(),
    initials: text('initials').notNull(),
    /** Members following the stock; changed in the same statement as stock_follows (exact). */
    followCount: integer('follow_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stocks_name_idx').on(t.name), index('stocks_initials_idx').on(t.initials)],
);
