import { bigint, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { stocks } from './stocks';
import { users } from './users';

/** How a post came to be about a stock. */
export const STOCK_LINK_SOURCE = { tag: 1, detected: 2 } as const;

/** The stocks each post is about: tagged `$name(code)$` or named in its text (search/stock-mentions.ts). */
export const postStocks = pgTable(
  'post_stocks',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    source: smallint('source').notNull(),
    /** Order of first appearance, so stock_list shows the tags first, as written. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.stockId] }),
    index('post_stocks_stock_idx').on(t.stockId, t.postId),
  ],
);

/** Stocks a member follows (自选). */
export const stockFollows = pgTable(
  'stock_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stockId] }), index('stock_follows_stock_idx').on(t.stockId)],
);
