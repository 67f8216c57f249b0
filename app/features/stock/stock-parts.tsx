import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { Exchange } from '@common/stock';
import { Button, Tag } from 'antd';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { useSubmit } from '~/lib/use-submit';
import { followStock, type StockFollowState, unfollowStock } from './stock-api';
import './stock.css';

const EXCHANGE_LABEL: Record<Exchange, string> = { SH: '上交所', SZ: '深交所', BJ: '北交所' };

export function ExchangeTag({ exchange }: { exchange: Exchange }) {
  return (
    <Tag className="exchange-tag" variant="outlined">
      {EXCHANGE_LABEL[exchange]}
    </Tag>
  );
}

/** Follows or unfollows a stock; visitors get the login dialog. */
export function FollowStockButton({
  stockId,
  followed,
  onChange,
}: {
  stockId: number;
  followed: boolean;
  onChange: (state: StockFollowState) => void;
}) {
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<void>(async () => {
    onChange(await (followed ? unfollowStock(stockId) : followStock(stockId)));
  });
  return (
    <Button
      className="follow-stock"
      type={followed ? 'default' : 'primary'}
      icon={followed ? <CheckOutlined /> : <PlusOutlined />}
      loading={pending}
      aria-pressed={followed}
      onClick={requireLogin(() => void submit())}
    >
      {followed ? '已关注' : '关注'}
    </Button>
  );
}
