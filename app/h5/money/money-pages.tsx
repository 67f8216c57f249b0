/**
 * The member centre's money pages on a phone (/h5/mine/wellat, /reward, /energy): the faces of the desktop
 * /mine/wellat, /mine/reward(/detail) and /mine/energy with the same loaders, rules and calls. Each
 * statement filters by 全部 / 收入 / 支出 (?direction=) and scrolls on through /api/v1/user/wallet/statement.
 */
import type { Balances, StatementItem } from '@common/money';
import { type Asset, ENERGY_RULES, type EnergyKind } from '@common/money-vocab';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Selector from 'antd-mobile/es/components/selector';
import { Link, useRevalidator } from 'react-router';
import {
  EnergyRules,
  energyPowerText,
  IntegralRules,
  integralSupplyText,
} from '~/features/wallet/money-rules';
import {
  amountClass,
  type Direction,
  formatAmount,
  formatBalance,
  STATEMENT_FILTERS,
  STATEMENT_PAGE_SIZE,
  statementHref,
} from '~/features/wallet/statement';
import { TOPUP_CHOICES, TOPUP_OTHER, useTopup } from '~/features/wallet/use-topup';
import { type CentrePageName, centrePath } from '~/h5/mine/centre-pages';
import { PageTabs } from '~/h5/mine/page-tabs';
import { InfiniteList } from '~/h5/posts/infinite-list';
import type { ListPage } from '~/h5/posts/use-paged-list';
import './money.css';

interface MoneyData {
  direction: Direction;
  balances: Balances;
  statement: ListPage<StatementItem>;
  pageTime: number;
}

const keyOfLine = (item: StatementItem) => String(item.id);

function Balance({ label, value }: { label: string; value: string }) {
  return (
    <p className="h5-money-balance">
      <span>{label}</span>
      <strong>{value}</strong>
    </p>
  );
}

function StatementLine({ item, asset }: { item: StatementItem; asset: Asset }) {
  return (
    <div className="h5-statement-line">
      <div className="h5-statement-what">
        <span className="h5-statement-kind">{item.kind_name}</span>
        {item.memo && <span className="h5-statement-memo">{item.memo}</span>}
        <time className="h5-statement-time">{item.create_time.slice(0, 16)}</time>
      </div>
      <div className="h5-statement-figures">
        <span className={`h5-statement-amount ${amountClass(item.amount)}`}>
          {formatAmount(item.amount, asset)}
        </span>
        <span className="h5-statement-after">余额 {formatBalance(item.balance, asset)}</span>
      </div>
    </div>
  );
}

/** 全部 / 收入 / 支出 and the lines; keyed by the page's load, so a payment's new lines replace the list. */
function H5Statement({ name, asset, data }: { name: CentrePageName; asset: Asset; data: MoneyData }) {
  return (
    <section className="h5-statement" aria-label="收支明细">
      <PageTabs
        tabs={STATEMENT_FILTERS.map((f) => ({ key: f.direction, label: f.label }))}
        active={data.direction}
        hrefOf={(direction) => statementHref(centrePath(name), direction)}
      />
      <InfiniteList
        key={`${data.direction}:${data.pageTime}`}
        source={{
          path: '/api/v1/user/wallet/statement',
          query: { asset, direction: data.direction },
          limit: STATEMENT_PAGE_SIZE,
        }}
        initial={{ page: data.statement, pageTime: data.pageTime }}
        keyOf={keyOfLine}
        label="收支明细"
        emptyText="暂无记录"
        renderItem={(item) => <StatementLine item={item} asset={asset} />}
      />
    </section>
  );
}

/** 充值: a preset or 其他, then the pay sheet's WeChat QR code (use-topup.ts). */
function Topup({ onPaid }: { onPaid: () => unknown }) {
  const topup = useTopup(onPaid);
  return (
    <section className="h5-topup" aria-label="充值">
      <Selector
        aria-label="充值金额"
        columns={3}
        value={[topup.choice]}
        onChange={(values: string[]) => values[0] && topup.setChoice(values[0])}
        options={TOPUP_CHOICES}
      />
      {topup.choice === TOPUP_OTHER && (
        <div className="h5-reward-other">
          <Input
            aria-label="其他金额"
            placeholder="请输入充值金额"
            inputMode="decimal"
            value={topup.other}
            onChange={topup.setOther}
            onEnterPress={topup.submit}
          />
          <span>元</span>
        </div>
      )}
      {topup.error && (
        <p className="h5-money-error" role="alert">
          {topup.error}
        </p>
      )}
      <Button block color="primary" loading={topup.busy} onClick={topup.submit}>
        充值
      </Button>
    </section>
  );
}

export function H5WalletPage({ data }: { data: MoneyData }) {
  const revalidator = useRevalidator();
  return (
    <div className="h5-money">
      <Balance label="钱包余额" value={formatBalance(data.balances.money, 'fen')} />
      {/* The balance and the statement come from the loader: load them again once paid. */}
      <Topup onPaid={() => revalidator.revalidate()} />
      <H5Statement name="wellat" asset="fen" data={data} />
    </div>
  );
}

export function H5IntegralPage({ data }: { data: MoneyData & { treasury: number; burned: number } }) {
  return (
    <div className="h5-money">
      <Balance label="工分余额" value={formatBalance(data.balances.integral, 'integral')} />
      <p className="h5-money-note">{integralSupplyText(data.treasury, data.burned)}</p>
      <details className="h5-money-rules">
        <summary>工分规则</summary>
        <IntegralRules />
      </details>
      <H5Statement name="reward" asset="integral" data={data} />
    </div>
  );
}

export function H5EnergyPage({ data }: { data: MoneyData }) {
  const { energy, energy_today: today } = data.balances;
  return (
    <div className="h5-money">
      <Balance label="养分余额" value={formatBalance(energy, 'energy')} />
      <p className="h5-money-note">
        {energyPowerText(energy)}，<Link to={centrePath('power')}>查看我的权限</Link>
      </p>
      <ul className="h5-energy-today" aria-label="今日进度">
        {today.map((a) => (
          <li key={a.kind}>
            <span className="h5-energy-name">{a.name}</span>
            <ProgressBar percent={(a.count / a.cap) * 100} />
            <span className="h5-energy-count">
              {a.count}/{a.cap} 次 · 每次 +{ENERGY_RULES[a.kind as EnergyKind].points}
            </span>
          </li>
        ))}
      </ul>
      <details className="h5-money-rules">
        <summary>养分规则</summary>
        <EnergyRules />
      </details>
      <H5Statement name="energy" asset="energy" data={data} />
    </div>
  );
}
