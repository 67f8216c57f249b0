/** /mine/wellat: the wallet's balance, 充值 by WeChat, and the statement with its running balance. */
import type { StatementItem } from '@common/money';
import { useRevalidator } from 'react-router';
import { type Direction, formatBalance } from './statement';
import { Statement } from './statement-list';
import { TopupForm } from './topup-form';
import { useBalances } from './use-balances';

export function WalletPage(props: {
  direction: Direction;
  page: number;
  statement: { rows: StatementItem[]; total: number };
}) {
  const balances = useBalances();
  const revalidator = useRevalidator();
  return (
    <section className="panel mine-page money-page">
      <h1>我的钱包</h1>
      <p className="money-balance">
        <span>钱包余额</span>
        <strong>{formatBalance(balances?.money ?? 0, 'fen')}</strong>
      </p>
      <h2>充值</h2>
      {/* The balance, the sidebar and the statement all come from loaders: reload them once paid. */}
      <TopupForm onPaid={() => revalidator.revalidate()} />
      <h2>收支明细</h2>
      <Statement path="/mine/wellat" asset="fen" {...props} />
    </section>
  );
}
