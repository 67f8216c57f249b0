/** /mine/reward: the member's 工分, where the fixed supply stands, the rules and the last lines. */
import type { StatementItem } from '@common/money';
import { Link } from 'react-router';
import { IntegralRules, integralSupplyText } from './money-rules';
import { formatBalance } from './statement';
import { StatementTable } from './statement-list';
import { useBalances } from './use-balances';

export function IntegralPage({
  recent,
  treasury,
  burned,
}: {
  recent: StatementItem[];
  treasury: number;
  burned: number;
}) {
  const balances = useBalances();
  return (
    <section className="panel mine-page money-page">
      <h1>我的工分</h1>
      <p className="money-balance">
        <span>工分余额</span>
        <strong>{formatBalance(balances?.integral ?? 0, 'integral')}</strong>
      </p>
      <p className="money-supply">{integralSupplyText(treasury, burned)}</p>
      <h2>工分规则</h2>
      <IntegralRules />
      <div className="money-section-head">
        <h2>最近记录</h2>
        <Link to="/mine/reward/detail">查看明细</Link>
      </div>
      <StatementTable rows={recent} asset="integral" />
    </section>
  );
}
