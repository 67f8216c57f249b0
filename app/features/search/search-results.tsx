/** A search's results under the page's tabs: order switch, list, pagination and the empty states. */
import { Button, Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AnnouncementHits } from '~/features/announcement/announcement-hits';
import { ProductHits } from '~/features/product/product-hits';
import '~/features/post-list/post-list.css';
import type { SearchResult } from './search-api';
import { PostHit, StockHits, UserHits } from './search-hits';
import { RESULT_PAGE_SIZE, resultKind, type SearchQuery, searchParamsOf } from './search-query';
import { SEARCH_ORDERS } from './search-scopes';
import { type InitialResult, useSearchResults } from './use-search-results';
import './search.css';

/** The link to the same page with part of the query changed (a new tab or order starts at page 1). */
export const searchHref = (q: SearchQuery, change: Partial<SearchQuery>) =>
  `?${searchParamsOf({ ...q, page: 1, ...change })}`;

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="search-empty">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} />
    </div>
  );
}

function OrderTabs({ query }: { query: SearchQuery }) {
  return (
    <nav className="sort-tabs search-orders" aria-label="排序">
      {SEARCH_ORDERS.map(({ value, label }) => (
        <Link
          key={value}
          to={searchHref(query, { order: value })}
          className={value === query.order ? 'active' : undefined}
          aria-current={value === query.order ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function ResultList({ result, query }: { result: SearchResult; query: SearchQuery }) {
  switch (result.kind) {
    case 'posts':
      return (
        <ul className="post-feed-items">
          {result.page.result.map((post) => (
            <li key={post.article_id}>
              <PostHit post={post} words={result.page.words} />
            </li>
          ))}
        </ul>
      );
    case 'stocks':
      return <StockHits stocks={result.page.result} query={query} />;
    case 'users':
      return <UserHits users={result.page.result} keyword={query.keyword} />;
    case 'products':
      return <ProductHits hits={result.page.result} keyword={query.keyword} />;
    case 'announcements':
      return <AnnouncementHits hits={result.page.result} keyword={query.keyword} />;
  }
}

/**
 * The results of `query`: the loader's `initial` when it answers this query, otherwise fetched.
 * `stockId` limits a post search to one stock (/search/{stockId}).
 */
export function SearchResults({
  query,
  initial,
  stockId = null,
}: {
  query: SearchQuery;
  initial: InitialResult;
  stockId?: number | null;
}) {
  const navigate = useNavigate();
  const { result, loading, failed, retry } = useSearchResults(query, stockId, initial);
  const kind = resultKind(query.scope);

  if (!query.keyword) return <Notice>请输入关键词搜索</Notice>;

  const page = result?.page;
  let body: ReactNode;
  if (page && page.result.length > 0) body = <ResultList result={result} query={query} />;
  else if (loading) body = <div className="search-loading" />;
  else if (failed)
    body = (
      <div className="search-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />
        <Button onClick={retry}>重新加载</Button>
      </div>
    );
  else body = <Notice>没有找到相关内容</Notice>;

  return (
    <div className="search-results">
      <div className="search-results-bar">
        <span className="search-total">{page && !loading && `共找到 ${page.totalCount} 条结果`}</span>
        {kind === 'posts' && <OrderTabs query={query} />}
      </div>
      <Spin spinning={loading}>{body}</Spin>
      {page && page.totalCount > RESULT_PAGE_SIZE[kind] && (
        <Pagination
          className="search-pagination"
          current={query.page}
          pageSize={RESULT_PAGE_SIZE[kind]}
          total={page.totalCount}
          showSizeChanger={false}
          onChange={(next) => navigate(searchHref(query, { page: next }))}
        />
      )}
    </div>
  );
}
