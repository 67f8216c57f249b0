import { formatCount } from '@common/format';
import { stockPath } from '@common/stock-vocab';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSearchBox } from '~/features/search/page-search-box';
import { stockSearchUrl } from '~/features/search/search-query';
import type { StockDetail, StockFollowState } from './stock-api';
import { ExchangeTag, FollowStockButton } from './stock-parts';
import './stock.css';

/** A stock's name, code, counts, follow button and a search within its posts. Key it by the stock. */
export function StockHeader({ stock, keyword }: { stock: StockDetail; keyword: string }) {
  const navigate = useNavigate();
  const [follow, setFollow] = useState<StockFollowState>({
    is_follow: stock.is_follow,
    follow_count: stock.follow_count,
  });
  return (
    <header className="stock-head">
      <div className="stock-head-row">
        <h1 className="stock-name">
          <Link to={stockPath(stock.stock_id)}>{stock.name}</Link>
        </h1>
        <span className="stock-code">{stock.code}</span>
        <span className="stock-symbol">{stock.symbol}</span>
        <ExchangeTag exchange={stock.exchange} />
        <FollowStockButton stockId={stock.stock_id} followed={follow.is_follow === 1} onChange={setFollow} />
      </div>
      <div className="stock-head-row">
        <dl className="stock-stats">
          <div>
            <dt>关注</dt>
            <dd>{formatCount(follow.follow_count)}</dd>
          </div>
          <div>
            <dt>帖子</dt>
            <dd>{formatCount(stock.post_count)}</dd>
          </div>
        </dl>
        <PageSearchBox
          keyword={keyword}
          placeholder={`在${stock.name}的帖子中搜索`}
          onSearch={(k) => navigate(stockSearchUrl(stock.stock_id, k))}
        />
      </div>
    </header>
  );
}
