import { randomInt } from 'node:crypto';
import { formatServerTime } from '../../../common/format';
import {
  type Asset,
  type Balances,
  ENERGY_RULES,
  ENTRY_KIND_NAMES,
  type EnergyKind,
  INTEGRAL_SUPPLY,
  MONEY_MSG,
  type StatementItem,
} from '../../../common/money';
import type { Db, Tx } from '../../db/client';
import { badRequest, checkViolation } from '../../lib/errors';
import { chinaDate } from '../../lib/time';
import * as repo from './ledger.repo';

/** A member's account, or one of the platform's (docs/decisions/0018-ledger.md lists them). */
export type AccountRef =
  | { user: number; asset: Asset }
  | { platform: 'treasury' | 'burn' | 'escrow' | 'wechat' | 'revenue' | 'mint'; asset: Asset };

export interface Leg {
  account: AccountRef;
  amount: number;
}

export interface Movement {
  kind: string;
  /** The cause's own key (an order, a notify, a request): the same key never moves anything twice. */
  idemKey?: string;
  payOrderId?: number;
  actorId?: number | null;
  memo: string;
  legs: Leg[];
}

/**
 * Which asset ran short when a movement overdrew: the debited member asset (a movement debits at most
 * one member account; platform sources may not go short).
 */
const shortAsset = (lines: { amount: number; asset: Asset }[]): Asset =>
  lines.find((l) => l.amount < 0 && l.asset !== 'energy')?.asset ?? 'integral';

/** Posts a movement inside the caller's transaction: false when its idempotency key was already used. */
export type PostMovement = (m: Movement) => Promise<boolean>;

const SHORT_OF: Record<Asset, string> = {
  fen: MONEY_MSG.walletShort,
  integral: MONEY_MSG.integralShort,
  energy: MONEY_MSG.integralShort,
};

const USER_ACCOUNT_CACHE_MAX = 50_000;

/**
 * The double-entry ledger: every movement of money, 工分 and 养分 is one journal entry whose lines sum to
 * zero per asset, written in the caller's transaction together with the balance changes and whatever
 * else the movement means (an order paid, a post unlocked). Balances never go negative: the accounts
 * table's CHECK refuses it and the movement's transaction rolls back with "余额不足".
 */
export class LedgerService {
  private platform: repo.PlatformAccount[] | null = null;
  /** `${userId}:${asset}` → account id. Ids never change once created, and creation commits on its own. */
  private readonly userAccounts = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction with a `post` that writes movements among `refs` (resolved, and member
   * accounts created, before the transaction opens, so a rollback cannot leave a cached id behind).
   */
  async transact<T>(refs: AccountRef[], work: (tx: Tx, post: PostMovement) => Promise<T>): Promise<T> {
    const ids = await this.resolve(refs);
    return this.db.transaction((tx) => work(tx, (m) => this.post(tx, m, ids)));
  }

  /** Account ids for these refs; a platform ref picks one of its shards at random. */
  private async resolve(refs: AccountRef[]): Promise<Map<AccountRef, number>> {
    const out = new Map<AccountRef, number>();
    const platform = await this.platformAccounts();
    const missing = new Map<number, Set<Asset>>();
    for (const ref of refs) {
      if ('platform' in ref) {
        const shards = platform.filter((a) => a.code === ref.platform && a.asset === ref.asset);
        if (shards.length === 0) throw new Error(`no platform account ${ref.platform}/${ref.asset}`);
        out.set(ref, shards[randomInt(shards.length)].id);
        continue;
      }
      const id = this.userAccounts.get(`${ref.user}:${ref.asset}`);
      if (id !== undefined) out.set(ref, id);
      else missing.set(ref.user, (missing.get(ref.user) ?? new Set()).add(ref.asset));
    }
    for (const [userId, assets] of missing) {
      const ids = await repo.ensureUserAccounts(this.db, userId, [...assets]);
      for (const [asset, id] of ids) this.remember(userId, asset, id);
    }
    for (const ref of refs) {
      if ('user' in ref && !out.has(ref)) out.set(ref, this.userAccounts.get(`${ref.user}:${ref.asset}`)!);
    }
    return out;
  }

  private remember(userId: number, asset: Asset, id: number) {
    if (this.userAccounts.size >= USER_ACCOUNT_CACHE_MAX) {
      this.userAccounts.delete(this.userAccounts.keys().next().value!);
    }
    this.userAccounts.set(`${userId}:${asset}`, id);
  }

  private async platformAccounts() {
    this.platform ??= await repo.platformAccounts(this.db);
    return this.platform;
  }

  private async post(tx: Tx, m: Movement, ids: Map<AccountRef, number>): Promise<boolean> {
    const byAccount = new Map<number, { amount: number; asset: Asset }>();
    const sums = new Map<Asset, number>();
    for (const leg of m.legs) {
      if (!Number.isSafeInteger(leg.amount))
        throw new Error(`ledger: amount ${leg.amount} is not an integer`);
      if (leg.amount === 0) continue;
      const id = ids.get(leg.account);
      if (id === undefined)
        throw new Error('ledger: a leg names an account not resolved for this transaction');
      const line = byAccount.get(id) ?? { amount: 0, asset: leg.account.asset };
      line.amount += leg.amount;
      byAccount.set(id, line);
      sums.set(leg.account.asset, (sums.get(leg.account.asset) ?? 0) + leg.amount);
    }
    for (const [asset, sum] of sums) {
      if (sum !== 0) throw new Error(`ledger: ${m.kind} lines of ${asset} sum to ${sum}, not 0`);
    }
    // Account-id order: two movements lock the rows they share in the same order.
    const lines = [...byAccount]
      .filter(([, line]) => line.amount !== 0)
      .sort((a, b) => a[0] - b[0])
      .map(([accountId, line]) => ({ accountId, amount: line.amount, asset: line.asset }));
    try {
      if ((await repo.postMovement(tx, m, lines)) === null) return false;
    } catch (err) {
      if (checkViolation(err) === 'ledger_accounts_no_negative') {
        throw badRequest(SHORT_OF[shortAsset(lines)]);
      }
      throw err;
    }
    return true;
  }

  async balances(userId: number): Promise<Balances> {
    const day = chinaDate();
    const [held, today] = await Promise.all([
      repo.balancesOf(this.db, userId),
      repo.energyToday(this.db, userId, day),
    ]);
    const counts = new Map(today.map((r) => [r.kind, r.count]));
    return {
      money: held.get('fen') ?? 0,
      integral: held.get('integral') ?? 0,
      energy: held.get('energy') ?? 0,
      energy_today: (Object.keys(ENERGY_RULES) as EnergyKind[]).map((kind) => ({
        kind,
        name: ENERGY_RULES[kind].name,
        count: counts.get(kind) ?? 0,
        cap: ENERGY_RULES[kind].dailyCap,
      })),
    };
  }

  async balance(userId: number, asset: Asset): Promise<number> {
    return (await repo.balancesOf(this.db, userId)).get(asset) ?? 0;
  }

  platformBalance(code: string, asset: Asset): Promise<number> {
    return repo.platformBalance(this.db, code, asset);
  }

  /** The member's statement on one asset, newest first, each line with the balance after it. */
  async statement(
    userId: number,
    asset: Asset,
    q: { direction: 'all' | 'in' | 'out'; kind?: string; start: number; limit: number },
  ): Promise<{ rows: StatementItem[]; total: number }> {
    const [accountId] = (await this.resolve([{ user: userId, asset }])).values();
    const { rows, total } = await repo.statement(this.db, accountId, {
      direction: q.direction,
      kind: q.kind,
      offset: (q.start - 1) * q.limit,
      limit: q.limit,
    });
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        kind_name: ENTRY_KIND_NAMES[r.kind] ?? r.kind,
        memo: r.memo,
        amount: r.amount,
        balance: r.balanceAfter,
        pay_order_id: r.payOrderId,
        create_time: formatServerTime(r.createdAt),
      })),
    };
  }

  /**
   * 养分 for taking part (common/money.ts ENERGY_RULES): granted from the mint unless today's cap for the
   * activity is reached; the cap's counter and the grant commit together. Answers the points granted.
   */
  async grantEnergy(userId: number, kind: EnergyKind): Promise<number> {
    const rule = ENERGY_RULES[kind];
    const to = { user: userId, asset: 'energy' } as const;
    const from = { platform: 'mint', asset: 'energy' } as const;
    return this.transact([to, from], async (tx, post) => {
      if (!(await repo.countEnergy(tx, userId, chinaDate(), kind, rule.dailyCap))) return 0;
      await post({
        kind: 'energy',
        actorId: userId,
        memo: rule.name,
        legs: [
          { account: to, amount: rule.points },
          { account: from, amount: -rule.points },
        ],
      });
      return rule.points;
    });
  }

  /**
   * 工分 from the treasury to a member for quality content (editors: `npm run reward:award`, later the
   * console). `key` makes a re-run of the same award apply once.
   */
  async award(n: { userId: number; integral: number; memo: string; key: string; actorId?: number | null }) {
    if (!Number.isSafeInteger(n.integral) || n.integral <= 0) throw badRequest(MONEY_MSG.giftRange);
    const to = { user: n.userId, asset: 'integral' } as const;
    const from = { platform: 'treasury', asset: 'integral' } as const;
    return this.transact([to, from], (_tx, post) =>
      post({
        kind: 'award',
        idemKey: `award:${n.key}`,
        actorId: n.actorId ?? null,
        memo: n.memo,
        legs: [
          { account: to, amount: n.integral },
          { account: from, amount: -n.integral },
        ],
      }),
    );
  }

  /** Re-sums the journal against the balances; an empty list means the books are exact. */
  check(): Promise<repo.LedgerDifference[]> {
    return repo.auditBooks(this.db, INTEGRAL_SUPPLY);
  }
}
