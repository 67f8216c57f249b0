import { LedgerService } from '../../modules/ledger/ledger.service';
import type { Db } from '../client';

/**
 * Demo balances, so the wallet, 工分 and 养分 pages and the paid features work at once on `npm start`:
 * each demo member gets an editors' award of 工分 from the treasury, 养分 enough to price posts, and a
 * wallet top-up, all as ledger movements with fixed idempotency keys (a re-seed changes nothing).
 */
export async function seedMoney(db: Db, members: { id: number; phone: string }[]): Promise<void> {
  const ledger = new LedgerService(db);
  for (const [i, m] of members.entries()) {
    await ledger.award({
      userId: m.id,
      integral: 500 + 100 * (i % 5),
      memo: '新手任务奖励',
      key: `seed:${m.phone}`,
    });
    const energy = { user: m.id, asset: 'energy' } as const;
    const wallet = { user: m.id, asset: 'fen' } as const;
    const mint = { platform: 'mint', asset: 'energy' } as const;
    const wechat = { platform: 'wechat', asset: 'fen' } as const;
    await ledger.transact([energy, mint, wallet, wechat], async (_tx, post) => {
      await post({
        kind: 'energy',
        idemKey: `seed-energy:${m.phone}`,
        memo: '活跃奖励',
        legs: [
          { account: energy, amount: 120 },
          { account: mint, amount: -120 },
        ],
      });
      await post({
        kind: 'topup',
        idemKey: `seed-topup:${m.phone}`,
        memo: '钱包充值（演示）',
        legs: [
          { account: wallet, amount: 20_000 },
          { account: wechat, amount: -20_000 },
        ],
      });
    });
  }
}
