/** A plan's figures as /plan shows them: prices in 2 decimals, red up and green down. */
import { PLAN_DIRECTIONS, type PlanItem, planPrice, planRate } from '@common/plan';
import { Tag } from 'antd';

/** Red up, green down (the market colours of the 异动 pages). */
export const rateClass = (rate: number | null) =>
  rate == null || rate === 0 ? '' : rate > 0 ? 'plan-up' : 'plan-down';

export function PlanFigures({ plan }: { plan: PlanItem }) {
  return (
    <dl className="plan-figures">
      <div>
        <dt>计划价</dt>
        <dd>{planPrice(plan.entry_price)}</dd>
      </div>
      <div>
        <dt>目标价</dt>
        <dd className="plan-up">{planPrice(plan.target_price)}</dd>
      </div>
      <div>
        <dt>止损价</dt>
        <dd className="plan-down">{planPrice(plan.stop_price)}</dd>
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
            {plan.exec_price !== null && ` @ ${planPrice(plan.exec_price)}`}{' '}
            <span className={rateClass(plan.return_rate)}>{planRate(plan.return_rate)}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function DirectionTag({ plan }: { plan: PlanItem }) {
  return (
    <Tag color={plan.stock_direction === 'buy' ? 'red' : 'green'}>
      {PLAN_DIRECTIONS[plan.stock_direction]}
    </Tag>
  );
}
