/** /mine/reward/detail: the whole 工分 statement. */
import type { StatementItem } from '@common/money';
import { Link } from 'react-router';
import type { Direction } from './statement';
import { Statement } from './statement-list';

export function IntegralDetailPage(props: {
  direction: Direction;
  page: number;
  statement: { rows: StatementItem[]; total: number };
}) {
  return (
    <section className="panel mine-page money-page">
      <div className="money-section-head">
        <h1>工分明细</h1>
        <Link to="/mine/reward">返回我的工分</Link>
      </div>
      <Statement path="/mine/reward/detail" asset="integral" {...props} />
    </section>
  );
}
