import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stocks } from './stocks';
import { users } from './users';

/**
 * A member's trade plan (SPEC §2 /plan, issue 16 item 1; docs/api/plans.md): one stock, a direction,
 * entry/target/stop prices in fen, a size in shares, a reason and the day it is due. Private until the
 * author publishes it; the author records the outcome afterwards (the return is computed here, never sent).
 */
export const tradePlans = pgTable(
  'trade_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public id, like posts' (11 lowercase base-36 characters). */
    articleId: text('article_id').notNull().unique('trade_plans_article_id_unique'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    /** 'buy' | 'sell'. */
    direction: text('direction').notNull(),
    entryFen: bigint('entry_fen', { mode: 'number' }).notNull(),
    targetFen: bigint('target_fen', { mode: 'number' }).notNull(),
    stopFen: bigint('stop_fen', { mode: 'number' }).notNull(),
    size: integer('size').notNull(),
    reason: text('reason').notNull().default(''),
    /** The day the member chose. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The last trading day on or before valid_until (trading calendar): when the plan is due. */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    /** The member's own order of their list (drag); smaller first. */
    sortNo: integer('sort_no').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** 1 止盈, 2 止损, 3 未执行, 4 手动平仓 (common/plan.ts); null until recorded. */
    outcome: smallint('outcome'),
    execFen: bigint('exec_fen', { mode: 'number' }),
    /** Return in basis points (5.23 % is 523), from entry and executed price and the direction. */
    returnBp: integer('return_bp'),
    resultAt: timestamp('result_at', { withTimezone: true }),
    followCount: integer('follow_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_plans_user_order_idx').on(t.userId, t.sortNo, t.id),
    index('trade_plans_public_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.isPublic}`),
    index('trade_plans_stock_idx').on(t.stockId),
    check('trade_plans_direction', sql`${t.direction} in ('buy', 'sell')`),
    check('trade_plans_prices', sql`${t.entryFen} > 0 and ${t.targetFen} > 0 and ${t.stopFen} > 0`),
    check('trade_plans_size', sql`${t.size} > 0`),
    check('trade_plans_outcome', sql`${t.outcome} between 1 and 4`),
    check('trade_plans_follow_count', sql`${t.followCount} >= 0`),
  ],
);

/** Members following a published plan (the author is told nothing; followers hear of its result). */
export const tradePlanFollows = pgTable(
  'trade_plan_follows',
  {
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => tradePlans.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] }), index('trade_plan_follows_user_idx').on(t.userId)],
);
