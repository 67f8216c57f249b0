import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * The double-entry ledger (docs/decisions/0018-ledger.md). An account holds one asset for one member
 * (`user_id`) or for the platform (`code`); its balance may never go below zero unless it is one of the
 * platform's source accounts (`overdraft`), and that is the database's rule, not the code's.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    code: text('code'),
    /** 'fen' (wallet money), 'integral' (工分) or 'energy' (养分). */
    asset: text('asset').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    overdraft: boolean('overdraft').notNull().default(false),
    /**
     * Credit-only platform accounts (burn, revenue, the WeChat clearing and 养分 mint sources) are split
     * into shards that a movement picks at random, so concurrent transfers do not queue on one row lock.
     */
    shard: smallint('shard').notNull().default(0),
  },
  (t) => [
    check('ledger_accounts_no_negative', sql`${t.balance} >= 0 or ${t.overdraft}`),
    check('ledger_accounts_owner', sql`(${t.userId} is null) <> (${t.code} is null)`),
    check('ledger_accounts_asset', sql`${t.asset} in ('fen', 'integral', 'energy')`),
    uniqueIndex('ledger_accounts_user_asset').on(t.userId, t.asset).where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_code_asset').on(t.code, t.asset, t.shard).where(sql`${t.code} is not null`),
  ],
);

/** One movement: its lines sum to zero per asset. `idem_key` makes a retried cause apply once. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    idemKey: text('idem_key').unique('ledger_entries_idem_key'),
    payOrderId: bigint('pay_order_id', { mode: 'number' }),
    /** Who caused it (a member, or null for the platform: a notify, a schedule, an editor's script). */
    actorId: bigint('actor_id', { mode: 'number' }),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.payOrderId).where(sql`${t.payOrderId} is not null`),
    // The ten-day 工分 board reads the last days' entries.
    index('ledger_entries_created_idx').on(t.createdAt),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance after this line: statements show a running balance without re-summing. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_lines_account_idx').on(t.accountId, t.id),
    index('ledger_lines_entry_idx').on(t.entryId),
  ],
);

/**
 * A pay order (SPEC §3: pay_order_id, money, pay_type, pay_status, code_url). `money` is the price in
 * fen for what is priced in yuan; `integral` is the price in 工分 (for yuan-priced kinds, what paying
 * with 工分 costs). pay_status: 1 waiting, 2 paid (SPEC §4), 3 closed.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    orderNo: text('order_no').notNull().unique('pay_orders_order_no'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** Who receives it (reward, gift, unlock): credited on payment. */
    payeeId: bigint('payee_id', { mode: 'number' }).references(() => users.id),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id),
    commentId: bigint('comment_id', { mode: 'number' }),
    /** Another subject (a product id…). */
    targetId: bigint('target_id', { mode: 'number' }),
    subject: text('subject').notNull(),
    money: bigint('money', { mode: 'number' }).notNull(),
    integral: bigint('integral', { mode: 'number' }).notNull(),
    /** The pay types this order accepts (SPEC §9: 1 wallet, 2 WeChat, 3 工分). */
    payTypes: smallint('pay_types').array().notNull(),
    payType: smallint('pay_type'),
    payStatus: smallint('pay_status').notNull().default(1),
    codeUrl: text('code_url'),
    /** WeChat's transaction id, once its notify (or a query) says paid. */
    wechatTxnId: text('wechat_txn_id').unique('pay_orders_wechat_txn'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pay_orders_amounts', sql`${t.money} >= 0 and ${t.integral} >= 0`),
    index('pay_orders_user_idx').on(t.userId, t.id),
    index('pay_orders_open_idx').on(t.expiresAt).where(sql`${t.payStatus} = 1`),
    index('pay_orders_post_idx').on(t.postId, t.kind, t.id).where(sql`${t.payStatus} = 2`),
  ],
);

/** Posts a member has paid to read: the read gate opens them for good. */
export const postUnlocks = pgTable(
  'post_unlocks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id),
    payOrderId: bigint('pay_order_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** Time-limited access a member bought (the newest-post tool): extended by each renewal. */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** How many times today a member earned 养分 for one kind of activity: the daily cap's counter. */
export const energyDaily = pgTable(
  'energy_daily',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.kind] })],
);

/**
 * A 工分 bounty on an ask post, held in escrow until the asker picks an answer or the deadline's rule
 * settles it. status: 1 open, 2 awarded, 3 split among liked answers, 4 refunded.
 */
export const bounties = pgTable(
  'bounties',
  {
    postId: bigint('post_id', { mode: 'number' })
      .primaryKey()
      .references(() => posts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    integral: bigint('integral', { mode: 'number' }).notNull(),
    payOrderId: bigint('pay_order_id', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(1),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    winnerCommentId: bigint('winner_comment_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bounties_open_idx').on(t.deadline).where(sql`${t.status} = 1`)],
);
