import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { payOrders } from './ledger';
import { users } from './users';

/** A red-book research product (SPEC §2 /product): a subscription of `period_days` for `price` fen. */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique('products_name'),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    periodDays: integer('period_days').notNull(),
    /** Ascending: the order /product lists them in. */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('products_price_period', sql`${t.price} > 0 and ${t.periodDays} > 0`)],
);

/** An article of a product: everyone reads `summary` (the preview), subscribers in effect `content_html`. */
export const productArticles = pgTable(
  'product_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised with sanitizePostHtml before it is stored. */
    contentHtml: text('content_html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_articles_product_idx').on(t.productId, t.createdAt, t.id)],
);

/**
 * A member's subscription, one per pay order. status: 1 待支付, 2 待签约, 3 审核中, 4 生效中. 已过期 is
 * status 4 past `expires_at`, and 已关闭 is status 1 whose pay order closed: both are read, never written,
 * so a subscription expires on schedule without a job.
 */
export const productSubscriptions = pgTable(
  'product_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    payOrderId: bigint('pay_order_id', { mode: 'number' })
      .notNull()
      .unique('product_subscriptions_pay_order')
      .references(() => payOrders.id),
    status: smallint('status').notNull().default(1),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_subscriptions_status', sql`${t.status} between 1 and 4`),
    index('product_subscriptions_user_idx').on(t.userId, t.id),
    index('product_subscriptions_user_status_idx').on(t.userId, t.status, t.id),
    index('product_subscriptions_access_idx')
      .on(t.userId, t.productId, t.expiresAt)
      .where(sql`${t.status} = 4`),
    index('product_subscriptions_review_idx').on(t.id).where(sql`${t.status} = 3`),
  ],
);
