/** /search/{stockId}?type=1&k=…: the stock's header over a post search within its posts. */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseSearchQuery } from '~/features/search/search-query';
import { SearchResults } from '~/features/search/search-results';
import { isPostScope } from '~/features/search/search-scopes';
import { HomeSidebar } from '~/features/sidebar/home-sidebar';
import { StockHeader } from './stock-header';
import type { StockSearchLoaderData } from './stock-loader.server';
import './stock.css';

export function StockSearchPage({ data }: { data: StockSearchLoaderData }) {
  const { search } = useLocation();
  // The URL, not the loader, names the order and page: those change without a loader run.
  const query = useMemo(() => parseSearchQuery(new URLSearchParams(search), isPostScope), [search]);
  return (
    <div className="home">
      <section className="panel home-main stock-page">
        <StockHeader key={data.stock.stock_id} stock={data.stock} keyword={query.keyword} />
        <SearchResults query={query} initial={data.initial} stockId={data.stock.stock_id} />
      </section>
      <HomeSidebar origin={data.origin} />
    </div>
  );
}
