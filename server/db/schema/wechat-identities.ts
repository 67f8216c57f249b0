import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const wechatIdentities = pgTable('wechat_identities', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  openId: text('open_id').notNull().unique(),
  unionId: text('union_id'),
  /** Null until the WeChat account is bound to a member (register/wx-pc). */
  userId: bigint('user_id', { mode: 'number' })
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
