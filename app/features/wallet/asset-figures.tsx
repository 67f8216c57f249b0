/** The account sidebar's 工分 / 养分 / 钱包 figures, each linking to its page. */
import { formatCount, formatPrice } from '@common/format';
import type { Balances } from '@common/money';
import { Link } from 'react-router';

export function AssetFigures({ balances }: { balances: Balances }) {
  const figures = [
    { label: '工分', value: formatCount(balances.integral), to: '/mine/reward' },
    { label: '养分', value: formatCount(balances.energy), to: '/mine/energy' },
    { label: '钱包', value: `¥${formatPrice(balances.money)}`, to: '/mine/wellat' },
  ];
  return (
    <dl className="asset-figures" aria-label="我的资产">
      {figures.map((f) => (
        <div key={f.label}>
          <dd>
            <Link to={f.to}>{f.value}</Link>
          </dd>
          <dt>{f.label}</dt>
        </div>
      ))}
    </dl>
  );
}
