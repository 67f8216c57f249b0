/** /mine/energy: the member's 养分, today's progress per activity, the rules and the statement. */
import type { StatementItem } from '@common/money';
import { ENERGY_RULES, type EnergyKind } from '@common/money-vocab';
import { Progress } from 'antd';
import { Link } from 'react-router';
import { EnergyRules, energyPowerText } from './money-rules';
import { type Direction, formatBalance } from './statement';
import { Statement } from './statement-list';
import { useBalances } from './use-balances';

export function EnergyPage(props: {
  direction: Direction;
  page: number;
  statement: { rows: StatementItem[]; total: number };
}) {
  const balances = useBalances();
  const energy = balances?.energy ?? 0;
  return (
    <section className="panel mine-page money-page">
      <h1>我的养分</h1>
      <p className="money-balance">
        <span>养分余额</span>
        <strong>{formatBalance(energy, 'energy')}</strong>
      </p>
      <p className="money-supply">
        {energyPowerText(energy)}，<Link to="/mine/power">查看我的权限</Link>
      </p>
      <h2>今日进度</h2>
      <ul className="energy-today">
        {(balances?.energy_today ?? []).map((a) => (
          <li key={a.kind}>
            <span className="energy-today-name">{a.name}</span>
            <Progress percent={(a.count / a.cap) * 100} showInfo={false} size="small" aria-label={a.name} />
            <span className="energy-today-count">
              {a.count}/{a.cap} 次 · 每次 +{ENERGY_RULES[a.kind as EnergyKind].points}
            </span>
          </li>
        ))}
      </ul>
      <h2>养分规则</h2>
      <EnergyRules />
      <h2>养分明细</h2>
      <Statement path="/mine/energy" asset="energy" {...props} />
    </section>
  );
}
