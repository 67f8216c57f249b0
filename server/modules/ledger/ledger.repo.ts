import { and, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Asset } from '../../../common/money';
import { type DbOrTx, rowsOf } from '../../db/client';
import { energyDaily, ledgerAccounts, ledgerEntries, ledgerLines, users } from '../../db/schema';

/**
 * All SQL of the ledger. A movement is one call of `ledger_post` (migration 0015): its entry (the
 * idempotency key's unique constraint decides a replay), then per account the balance change and the line
 * with the balance after it. Callers pass the lines in account-id order, so two movements lock shared rows
 * in the same order and never deadlock; the no-negative CHECK refuses an overdraft inside the call.
 */

export interface PlatformAccount {
  id: number;
  code: string;
  asset: Asset;
  shard: number;
}

export async function platformAccounts(db: DbOrTx): Promise<PlatformAccount[]> {
  return (await db
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      asset: ledgerAccounts.asset,
      shard: ledgerAccounts.shard,
    })
    .from(ledgerAccounts)
    .where(isNotNull(ledgerAccounts.code))) as PlatformAccount[];
}

/** The member's account ids per asset, creating the missing ones (committed on their own, never rolled back). */
export async function ensureUserAccounts(
  db: DbOrTx,
  userId: number,
  assets: readonly Asset[],
): Promise<Map<Asset, number>> {
  await db
    .insert(ledgerAccounts)
    .values(assets.map((asset) => ({ userId, asset })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: ledgerAccounts.id, asset: ledgerAccounts.asset })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.asset, [...assets])));
  return new Map(rows.map((r) => [r.asset as Asset, r.id]));
}

/**
 * Writes one movement (migration 0015's `ledger_post`: the entry, then every line in the order given) in
 * one round trip; answers the entry id, or null when its idempotency key was already used (a replay).
 */
export async function postMovement(
  db: DbOrTx,
  e: { kind: string; idemKey?: string; payOrderId?: number; actorId?: number | null; memo: string },
  lines: { accountId: number; amount: number }[],
): Promise<number | null> {
  const [row] = rowsOf<{ id: string | null }>(
    await db.execute(sql`select ledger_post(
      ${e.kind}, ${e.idemKey ?? null}, ${e.payOrderId ?? null}, ${e.actorId ?? null}, ${e.memo},
      ${sql.param(lines.map((l) => l.accountId))}::bigint[], ${sql.param(lines.map((l) => l.amount))}::bigint[]
    ) as id`),
  );
  return row.id === null ? null : Number(row.id);
}

export async function balancesOf(db: DbOrTx, userId: number): Promise<Map<Asset, number>> {
  const rows = await db
    .select({ asset: ledgerAccounts.asset, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return new Map(rows.map((r) => [r.asset as Asset, r.balance]));
}

export async function platformBalance(db: DbOrTx, code: string, asset: Asset): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.code, code), eq(ledgerAccounts.asset, asset)));
  return Number(row.n);
}

export interface StatementRow {
  id: number;
  kind: string;
  memo: string;
  amount: number;
  balanceAfter: number;
  payOrderId: number | null;
  createdAt: Date;
}

/** A member's lines on one asset, newest first, keyset by line id. */
export async function statement(
  db: DbOrTx,
  accountId: number,
  opts: { direction: 'all' | 'in' | 'out'; kind?: string; beforeId?: number; offset: number; limit: number },
): Promise<{ rows: StatementRow[]; total: number }> {
  const where = and(
    eq(ledgerLines.accountId, accountId),
    opts.direction === 'in'
      ? gt(ledgerLines.amount, 0)
      : opts.direction === 'out'
        ? lt(ledgerLines.amount, 0)
        : undefined,
    opts.kind ? eq(ledgerEntries.kind, opts.kind) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: ledgerLines.id,
        kind: ledgerEntries.kind,
        memo: ledgerEntries.memo,
        amount: ledgerLines.amount,
        balanceAfter: ledgerLines.balanceAfter,
        payOrderId: ledgerEntries.payOrderId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(where)
      .orderBy(desc(ledgerLines.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(where),
  ]);
  return { rows, total: n };
}

/**
 * Counts one more earning of `kind` today, unless the cap is reached: true when it counted. The
 * conditional upsert is atomic, so concurrent requests cannot pass the cap together.
 */
export async function countEnergy(db: DbOrTx, userId: number, day: string, kind: string, cap: number) {
  const rows = await db
    .insert(energyDaily)
    .values({ userId, day, kind, count: 1 })
    .onConflictDoUpdate({
      target: [energyDaily.userId, energyDaily.day, energyDaily.kind],
      set: { count: sql`${energyDaily.count} + 1` },
      setWhere: sql`${energyDaily.count} < ${cap}`,
    })
    .returning({ count: energyDaily.count });
  return rows.length > 0;
}

export async function energyToday(db: DbOrTx, userId: number, day: string) {
  return db
    .select({ kind: energyDaily.kind, count: energyDaily.count })
    .from(energyDaily)
    .where(and(eq(energyDaily.userId, userId), eq(energyDaily.day, day)));
}

export interface LedgerDifference {
  what: string;
  expected: number;
  actual: number;
}

/**
 * Re-sums the journal against the balances: every account's balance equals the sum of its lines and its
 * last line's balance_after; every entry's lines sum to zero per asset; the 工分 supply is whole. Answers
 * each difference found (none when the books balance).
 */
export async function auditBooks(db: DbOrTx, supply: number): Promise<LedgerDifference[]> {
  const diffs: LedgerDifference[] = [];
  const accounts = rowsOf<{ id: string; balance: string; summed: string; last: string | null }>(
    await db.execute(sql`
      select a.id, a.balance, coalesce(s.summed, 0) as summed, s.last
      from ${ledgerAccounts} a
      left join (
        select account_id, sum(amount) as summed,
          (array_agg(balance_after order by id desc))[1] as last
        from ${ledgerLines} group by account_id
      ) s on s.account_id = a.id
      where a.balance <> coalesce(s.summed, 0) or (s.last is not null and s.last <> a.balance)`),
  );
  for (const a of accounts) {
    diffs.push({ what: `account ${a.id} balance`, expected: Number(a.summed), actual: Number(a.balance) });
  }
  const entries = rowsOf<{ entry_id: string; asset: string; total: string }>(
    await db.execute(sql`
      select l.entry_id, a.asset, sum(l.amount) as total
      from ${ledgerLines} l join ${ledgerAccounts} a on a.id = l.account_id
      group by l.entry_id, a.asset having sum(l.amount) <> 0`),
  );
  for (const e of entries) {
    diffs.push({ what: `entry ${e.entry_id} ${e.asset} lines`, expected: 0, actual: Number(e.total) });
  }
  const [integral] = rowsOf<{ held: string; genesis: string }>(
    await db.execute(sql`
      select coalesce(sum(balance) filter (where code is distinct from 'genesis'), 0) as held,
        coalesce(sum(balance) filter (where code = 'genesis'), 0) as genesis
      from ${ledgerAccounts} where asset = 'integral'`),
  );
  if (Number(integral.held) !== supply) {
    diffs.push({
      what: '工分 supply (treasury + balances + escrow + burned)',
      expected: supply,
      actual: Number(integral.held),
    });
  }
  if (Number(integral.genesis) !== -supply) {
    diffs.push({ what: 'genesis account', expected: -supply, actual: Number(integral.genesis) });
  }
  const [negative] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from ${ledgerAccounts} where balance < 0 and not overdraft`),
  );
  if (Number(negative.n) > 0)
    diffs.push({ what: 'negative balances', expected: 0, actual: Number(negative.n) });
  return diffs;
}

/**
 * The ten-day 工分 board: what members earned (every 工分 credited to them: rewards, gifts, unlocks,
 * bounties, editors' awards) over the last `days` days, most first.
 */
export async function topEarners(db: DbOrTx, days: number, limit: number) {
  return db
    .select({
      userId: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      sum: sql<string>`sum(${ledgerLines.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .innerJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(
      and(
        gt(ledgerEntries.createdAt, sql`now() - make_interval(days => ${days})`),
        eq(ledgerAccounts.asset, 'integral'),
        gt(ledgerLines.amount, 0),
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(sql`sum(${ledgerLines.amount})`), users.id)
    .limit(limit);
}

export interface BooksSummary {
  accounts: number;
  entries: number;
  lines: number;
  /** 工分 by holder: the treasury, the escrow, the burned shards, and all members together. */
  integral: { treasury: number; escrow: number; burned: number; members: number };
}

/** The sizes of the books and where the 工分 supply sits (what `npm run ledger:check` reports). */
export async function booksSummary(db: DbOrTx): Promise<BooksSummary> {
  const [row] = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select
        (select count(*) from ${ledgerAccounts}) as accounts,
        (select count(*) from ${ledgerEntries}) as entries,
        (select count(*) from ${ledgerLines}) as lines,
        coalesce(sum(balance) filter (where code = 'treasury'), 0) as treasury,
        coalesce(sum(balance) filter (where code = 'escrow'), 0) as escrow,
        coalesce(sum(balance) filter (where code = 'burn'), 0) as burned,
        coalesce(sum(balance) filter (where user_id is not null), 0) as members
      from ${ledgerAccounts} where asset = 'integral'`),
  );
  return {
    accounts: Number(row.accounts),
    entries: Number(row.entries),
    lines: Number(row.lines),
    integral: {
      treasury: Number(row.treasury),
      escrow: Number(row.escrow),
      burned: Number(row.burned),
      members: Number(row.members),
    },
  };
}
