import type { FastifyBaseLogger } from 'fastify';
import { ENERGY_RULES, type EnergyKind } from '../../../common/money';
import { chinaDate } from '../../lib/time';
import type { LedgerService } from './ledger.service';

const CAPPED_MEMO_MAX = 100_000;

/**
 * 养分 for taking part (common/money.ts ENERGY_RULES): a visit a day, publishing, commenting, being liked.
 * Earning never fails the action that earned it (a failure is logged), and once a member's cap for the
 * day is reached this instance stops asking the database until the day changes.
 */
export class Energy {
  private readonly capped = new Set<string>();
  private day = chinaDate();

  constructor(
    private readonly ledger: LedgerService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async earn(userId: number, kind: EnergyKind): Promise<void> {
    const today = chinaDate();
    if (today !== this.day) {
      this.capped.clear();
      this.day = today;
    }
    const key = `${userId}:${kind}`;
    if (this.capped.has(key)) return;
    try {
      if ((await this.ledger.grantEnergy(userId, kind)) === 0 || ENERGY_RULES[kind].dailyCap === 1) {
        if (this.capped.size < CAPPED_MEMO_MAX) this.capped.add(key);
      }
    } catch (err) {
      this.log.error({ err, userId, kind }, 'energy: grant failed');
    }
  }
}
