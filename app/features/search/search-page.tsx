/** /search/new?k=&type=: the scope tabs of SPEC §2 over one keyword's results. */
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HomeSidebar } from '~/features/sidebar/home-sidebar';
import { trace } from '~/lib/trace';
import { PageSearchBox } from './page-search-box';
import type { SearchLoaderData } from './search-loader.server';
import { parseSearchQuery } from './search-query';
import { SearchResults, searchHref } from './search-results';
import { SEARCH_SCOPES } from './search-scopes';
import './search.css';

export function SearchPage({ data }: { data: SearchLoaderData }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The URL, not the loader, names the tab, order and page: those change without a loader run.
  const query = useMemo(() => parseSearchQuery(new URLSearchParams(search)), [search]);
  return (
    <div className="home">
      <section className="panel home-main search-page">
        <header className="search-head">
          <PageSearchBox
            keyword={query.keyword}
            placeholder="搜索股票、文章、用户"
            onSearch={(keyword) => navigate(searchHref(query, { keyword }))}
          />
          <nav className="section-tabs search-scopes" aria-label="搜索范围">
            {SEARCH_SCOPES.map(({ value, label }) => (
              <Link
                key={value}
                to={searchHref(query, { scope: value, order: 0 })}
                className={value === query.scope ? 'active' : undefined}
                aria-current={value === query.scope ? 'page' : undefined}
                onClick={() => trace(`search_scope:${value}`)}
              >
                {label}
              </Link>
            ))}
          </nav>
        </header>
        <SearchResults query={query} initial={data.initial} />
      </section>
      <HomeSidebar origin={data.origin} />
    </div>
  );
}
