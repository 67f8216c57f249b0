import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const USER_STATUS = { ACTIVE: 0, BANNED: 1 } as const;

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    countryCode: text('country_code').notNull().default('+86'),
    phone: text('phone').notNull(),
    nickname: text('nickname').notNull(),
    /** argon2id hash; null for accounts created without a password (WeChat, SMS). has_pwd derives from it. */
    passwordHash: text('password_hash'),
    avatar: text('avatar').notNull().default(''),
    profile: text('profile').notNull().default(''),
    styleStr: text('style_str').notNull().default(''),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    medalCount: integer('medal_count').notNull().default(0),
    followCount: integer('follow_count').notNull().default(0),
    fansCount: integer('fans_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    posts: integer('posts').notNull().default(0),
    /** Last nickname change; members may rename once per NICKNAME_CHANGE_DAYS (mentions follow names). */
    nicknameChangedAt: timestamp('nickname_changed_at', { withTimezone: true }),
    status: smallint('status').notNull().default(USER_STATUS.ACTIVE),
    /** A ban (status BANNED) ends at this time; null bans until a moderator lifts it (issue 15). */
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    banReason: text('ban_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.countryCode, t.phone),
    // Nicknames are unique regardless of letter case, so "Alice" cannot impersonate "alice".
    uniqueIndex('users_nickname_uq').on(sql`lower(${t.nickname})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
