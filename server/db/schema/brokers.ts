import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A partner broker of the open-account promotion (SPEC §1, §2 /open-account), kept by editors. */
export const brokers = pgTable(
  'brokers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique('brokers_name'),
    /** An https image URL or a site path ('' shows the name's first character). */
    logoUrl: text('logo_url').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** Ascending: the order /open-account lists the brokers in. */
    sortNo: integer('sort_no').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brokers_order_idx').on(t.sortNo, t.id)],
);

/**
 * An account-opening offer of a broker (`account_item_id`). Served publicly only while it and its broker
 * are enabled and today (China) lies within [valid_from, valid_to]; `clicks` counts 去开户 presses.
 */
export const brokerOffers = pgTable(
  'broker_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brokerId: bigint('broker_id', { mode: 'number' })
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
    /** The broker's opening page: https only, opened through /url/middleware. */
    link: text('link').notNull(),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    sortNo: integer('sort_no').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('broker_offers_link_https', sql`${t.link} like 'https://%'`),
    check(
      'broker_offers_valid_range',
      sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
    index('broker_offers_broker_idx').on(t.brokerId, t.sortNo, t.id),
  ],
);
