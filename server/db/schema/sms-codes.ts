import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** register | reset_pwd | sms_login */
    purpose: text('purpose').notNull(),
    /** HMAC-SHA256 of the code keyed with the app secret: six digits are too few to hash unkeyed. */
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.countryCode, t.phone, t.purpose, t.createdAt),
    index('sms_codes_phone_day_idx').on(t.countryCode, t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);
