/** A plan's card parts as /plan shows them: prices in 2 decimals, red up and green down. */
import { formatMoney } from '@common/format';
import { PLAN_DIRECTIONS, type PlanItem, planRate } from '@common/plan';
import { Tag } from 'antd';
import { rateClass } from './plan-trend';

/** The card's stock: the direction tag, the name and the code. */
export function PlanStock({ plan }: { plan: PlanItem }) {
  return (
    <>
      <Tag color={plan.stock_direction === 'buy' ? 'red' : 'green'}>
        {PLAN_DIRECTIONS[plan.stock_direction]}
      </Tag>
      <strong className="plan-title">
        {plan.stock_name}
        <span className="plan-muted">({plan.stock_code})</span>
      </strong>
    </>
  );
}

export function PlanFigures({ plan }: { plan: PlanItem }) {
  return (
    <dl className="plan-figures">
      <div>
        <dt>计划价</dt>
        <dd>{formatMoney(plan.entry_price)}</dd>
      </div>
      <div>
        <dt>目标价</dt>
        <dd className="plan-up">{formatMoney(plan.target_price)}</dd>
      </div>
      <div>
        <dt>止损价</dt>
        <dd className="plan-down">{formatMoney(plan.stop_price)}</dd>
      </div>
      <div>
        <dt>数量(股)</dt>
        <dd>{plan.size}</dd>
      </div>
      <div>
        <dt>交易日</dt>
        <dd>{plan.trade_date}</dd>
      </div>
      {plan.outcome !== null && (
        <div>
          <dt>结果</dt>
          <dd>
            {plan.outcome_name}
            {plan.exec_price !== null && ` @ ${formatMoney(plan.exec_price)}`}{' '}
            <span className={rateClass(plan.return_rate)}>{planRate(plan.return_rate)}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
