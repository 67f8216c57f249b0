import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The editors' console's own accounts (issue 15, docs/decisions/0019-editors-console.md): not members, so a
 * member's session or password never opens the console, and a system user never posts as themself.
 */
export const sysUsers = pgTable(
  'sys_users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** common/console-vocab.ts SYS_ROLES. */
    role: text('role').notNull(),
    nickname: text('nickname').notNull().default(''),
    /** 'active' or 'disabled': a disabled user's sessions stop working at once (the lookup joins it). */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive, so "Admin" and "admin" cannot be two accounts an operator confuses.
    uniqueIndex('sys_users_username_uq').on(sql`lower(${t.username})`),
    check('sys_users_role', sql`${t.role} in ('admin', 'editor', 'moderator')`),
    check('sys_users_status', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** A console session: the SYS_SESSION cookie's token, stored as its SHA-256 only. */
export const sysSessions = pgTable(
  'sys_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('sys_sessions_token_hash_unique'),
    sysUserId: bigint('sys_user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_sessions_user_idx').on(t.sysUserId)],
);

/**
 * Every console write, recorded in the transaction of the write itself. `actor_name` keeps the username
 * so the log still reads after the system user is deleted (sys_user_id then becomes NULL).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sysUserId: bigint('sys_user_id', { mode: 'number' }).references(() => sysUsers.id, {
      onDelete: 'set null',
    }),
    actorName: text('actor_name').notNull(),
    /** `<domain>.<verb>`, e.g. sysuser.add, action.publish. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first is the primary key read backwards; the filters of the log page (by actor, by action)
  // each get an index ending in id, so a filtered page is an index range read backwards too. By name,
  // not id: a deleted actor's entries keep their name and lose their id.
  (t) => [
    index('audit_log_actor_idx').on(t.actorName, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
