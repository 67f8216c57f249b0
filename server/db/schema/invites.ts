import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's invitation of a phone number (`/api/v1/user/invite`). A phone belongs to its first inviter;
 * `invitee_id` is filled when that phone registers.
 */
export const invites = pgTable(
  'invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull().default('+86'),
    phone: text('phone').notNull(),
    /** The campaign the invitation came from (`type` of `/api/v1/user/invite/info`). */
    type: smallint('type').notNull().default(1),
    inviteeId: bigint('invitee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invites_phone_uq').on(t.countryCode, t.phone),
    index('invites_inviter_idx').on(t.inviterId, t.createdAt),
    index('invites_registered_idx').on(t.inviterId).where(sql`invitee_id is not null`),
  ],
);
