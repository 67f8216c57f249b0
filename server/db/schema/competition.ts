import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { stocks } from './stocks';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A trading competition (SPEC §2 /match/{id?}; issue 16 item 3). Its status (未开始 / 进行中 / 已结束) is
 * derived from the dates, so nothing has to flip it; the dates are trading days (checked by the service).
 */
export const competitions = pgTable(
  'competitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    applyStart: date('apply_start', { mode: 'string' }).notNull(),
    applyEnd: date('apply_end', { mode: 'string' }).notNull(),
    /** Sanitised HTML. */
    rulesHtml: text('rules_html').notNull().default(''),
    prizesHtml: text('prizes_html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('competitions_start_idx').on(t.startDate.desc(), t.id.desc()),
    check(
      'competitions_period',
      sql`${t.startDate} <= ${t.endDate} and ${t.applyStart} <= ${t.applyEnd} and ${t.applyEnd} <= ${t.endDate}`,
    ),
  ],
);

/**
 * A holdings screenshot a member uploaded for OCR. Kept in the database, not the public upload store:
 * it shows a member's account and is served only to its owner and to editors.
 */
export const competitionScreenshots = pgTable(
  'competition_screenshots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable; what the member's calls name it by. */
    key: text('key').notNull().unique('competition_screenshots_key'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competition_screenshots_user_idx').on(t.userId, t.createdAt)],
);

/** One member's entry to one competition (unique), reviewed by an editor. */
export const competitionApplications = pgTable(
  'competition_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screenshotId: bigint('screenshot_id', { mode: 'number' })
      .notNull()
      .references(() => competitionScreenshots.id, { onDelete: 'restrict' }),
    /** 0 待审核, 1 已通过, 2 已驳回 (common/competition.ts). */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** The system user who reviewed it. */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('competition_applications_member').on(t.competitionId, t.userId),
    index('competition_applications_review_idx').on(t.competitionId, t.status, t.id),
    index('competition_applications_user_idx').on(t.userId),
    check('competition_applications_status', sql`${t.status} between 0 and 2`),
  ],
);

/** The holdings an application declares (as the member corrected them after OCR). */
export const competitionHoldings = pgTable(
  'competition_holdings',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => competitionApplications.id, { onDelete: 'cascade' }),
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Cost per share in yuan. */
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.stockId] }),
    check('competition_holdings_positive', sql`${t.quantity} > 0 and ${t.cost} > 0`),
  ],
);

/** Closing prices editors import as CSV (the site has no market-data feed); the ranking values at them. */
export const stockCloses = pgTable(
  'stock_closes',
  {
    stockId: bigint('stock_id', { mode: 'number' })
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    close: numeric('close', { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stockId, t.day] }),
    index('stock_closes_day_idx').on(t.day),
    check('stock_closes_positive', sql`${t.close} > 0`),
  ],
);
