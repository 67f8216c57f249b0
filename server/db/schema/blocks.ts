import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's blacklist (/mine/black): `blockedId` may not message, comment on or follow `userId`. */
export const blocks = pgTable(
  'blocks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    index('blocks_user_created_idx').on(t.userId, t.createdAt),
  ],
);
