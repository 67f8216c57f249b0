/**
 * /industryChain (SPEC §2): the industry-chain library as cards, pinned first, with keyword search over
 * themes, related stocks and text.
 */
import type { IndustryItem } from '@common/industry';
import { industryPath, industryStockNames, parseIndustryImgs } from '@common/industry-vocab';
import { stockPath } from '@common/stock-vocab';
import { Empty } from 'antd';
import { Link, useNavigate } from 'react-router';
import { QueryPagination } from '~/features/member/query-pagination';
import { PageSearchBox } from '~/features/search/page-search-box';
import type { Page } from '../../../server/modules/post/post.service';
import './industry.css';

function IndustryCard({ item }: { item: IndustryItem }) {
  const cover = parseIndustryImgs(item.imgs)[0];
  // The stocks the API resolved; names from `keyword` when a stock left the list.
  const stocks =
    item.stock_list.length > 0
      ? item.stock_list
      : industryStockNames(item.keyword).map((name) => ({ stock_id: 0, name }));
  return (
    <li className="industry-card">
      <header>
        {item.is_top === 1 && <span className="industry-top">置顶</span>}
        <h2>
          <Link to={industryPath(item.industry_id)}>{item.title}</Link>
        </h2>
      </header>
      {cover && (
        <Link to={industryPath(item.industry_id)} className="industry-cover" tabIndex={-1} aria-hidden="true">
          <img src={cover} alt="" loading="lazy" />
        </Link>
      )}
      <p className="industry-text">{item.content}</p>
      {stocks.length > 0 && (
        <p className="industry-stocks">
          相关股票：
          {stocks.map((s) =>
            s.stock_id ? (
              <Link key={s.stock_id} to={stockPath(s.stock_id)}>
                {s.name}
              </Link>
            ) : (
              <span key={s.name}>{s.name}</span>
            ),
          )}
        </p>
      )}
      <footer>
        <time dateTime={item.date}>{item.date}</time>
        <span>浏览 {item.browse_count}</span>
        <span>转发 {item.forward_count}</span>
      </footer>
    </li>
  );
}

export function IndustryListPage({
  keyword,
  page,
  items,
}: {
  keyword: string;
  page: number;
  items: Page<IndustryItem>;
}) {
  const navigate = useNavigate();
  return (
    <section className="panel industry-page">
      <header className="industry-page-head">
        <h1>产业库</h1>
        <PageSearchBox
          keyword={keyword}
          placeholder="搜索主题、相关股票或内容"
          onSearch={(k) => navigate(`/industryChain?k=${encodeURIComponent(k)}`)}
        />
      </header>
      {keyword && (
        <p className="industry-lede">
          “{keyword}”共 {items.totalCount} 条结果 <Link to="/industryChain">查看全部</Link>
        </p>
      )}
      {items.result.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={keyword ? '没有找到相关产业链' : '暂无产业链'}
        />
      ) : (
        <ul className="industry-cards">
          {items.result.map((item) => (
            <IndustryCard key={item.industry_id} item={item} />
          ))}
        </ul>
      )}
      <QueryPagination
        page={page}
        pageSize={items.pageSize}
        total={Math.min(items.totalCount, 100 * items.pageSize)}
      />
    </section>
  );
}
