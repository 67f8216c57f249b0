/** /stock/s/{id}: a stock's header and its posts in the section lists' four sorts. */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { SORT_LABEL, SORT_ORDER, SORTS } from '~/features/post-list/list-route';
import { PostFeed } from '~/features/post-list/post-feed';
import { useListSort, writeSortPreference } from '~/features/post-list/sort-preference';
import { HomeSidebar } from '~/features/sidebar/home-sidebar';
import { stockPostsSource } from './stock-api';
import { StockHeader } from './stock-header';
import type { StockLoaderData } from './stock-loader.server';
import { sortHref } from './stock-sort';
import '~/features/post-list/post-list.css';
import './stock.css';

/** Key it by the stock and the requested sort: its sort state starts from the loader's. */
export function StockPage({ data }: { data: StockLoaderData }) {
  const { stock } = data;
  const sort = useListSort(data.sort, data.requestedSort);

  const source = useMemo(() => stockPostsSource(stock.stock_id, SORT_ORDER[sort]), [stock.stock_id, sort]);
  // The server's page 1 only fits the sort it rendered; another sort starts from an empty list.
  const initial = sort === data.sort ? data.initial : null;

  return (
    <div className="home">
      <section className="panel home-main stock-page">
        <StockHeader stock={stock} keyword="" />
        <nav className="sort-tabs stock-sorts" aria-label="排序">
          {SORTS.map((s) => (
            <Link
              key={s}
              to={sortHref(s)}
              className={s === sort ? 'active' : undefined}
              aria-current={s === sort ? 'page' : undefined}
              onClick={() => writeSortPreference(s)}
            >
              {SORT_LABEL[s]}
            </Link>
          ))}
        </nav>
        <PostFeed key={sort} source={source} initial={initial} />
      </section>
      <HomeSidebar origin={data.origin} />
    </div>
  );
}
