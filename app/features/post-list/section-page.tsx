import { CATEGORIES } from '@common/post-vocab';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { HomeSidebar } from '~/features/sidebar/home-sidebar';
import {
  type ListRoute,
  listPath,
  listQuery,
  SECTION_KEYS,
  SECTION_TITLE,
  SORT_LABEL,
  SORTS,
  type SortSlug,
  sectionHasCategories,
} from './list-route';
import { PostFeed } from './post-feed';
import { communitySource } from './post-list-api';
import type { SectionLoaderData } from './section-loader.server';
import { useListSort, writeSortPreference } from './sort-preference';
import './post-list.css';

function SectionTabs({ route }: { route: ListRoute }) {
  return (
    <nav className="section-tabs" aria-label="栏目">
      {SECTION_KEYS.map((key) => (
        <Link key={key} to={`/${key}`} className={key === route.section ? 'active' : undefined}>
          {SECTION_TITLE[key]}
        </Link>
      ))}
    </nav>
  );
}

function SortTabs({ route, sort }: { route: ListRoute; sort: SortSlug }) {
  return (
    <nav className="sort-tabs" aria-label="排序">
      {SORTS.map((s) => (
        <Link
          key={s}
          to={listPath(route.section, s, route.categoryId)}
          className={s === sort ? 'active' : undefined}
          aria-current={s === sort ? 'page' : undefined}
          onClick={() => writeSortPreference(s)}
        >
          {SORT_LABEL[s]}
        </Link>
      ))}
    </nav>
  );
}

function CategoryChips({ route, sort }: { route: ListRoute; sort: SortSlug }) {
  const chips = [{ id: '', name: '全部' }, ...CATEGORIES];
  return (
    <nav className="category-chips" aria-label="分类">
      {chips.map(({ id, name }) => (
        <Link
          key={id || 'all'}
          to={listPath(route.section, sort, id)}
          className={id === route.categoryId ? 'chip active' : 'chip'}
          aria-current={id === route.categoryId ? 'page' : undefined}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A community list page: section and sort tabs, category chips, the infinite list and the home sidebar.
 * On a bare section path the stored preference picks the sort once hydrated (the server renders hot).
 */
export function SectionPage({ data }: { data: SectionLoaderData }) {
  const { route } = data;
  const sort = useListSort(data.sort, route.sort);

  const query = useMemo(() => listQuery(route, sort), [route, sort]);
  const source = useMemo(() => communitySource(query), [query]);
  // The server's page 1 only fits the sort it rendered; another sort starts from an empty list.
  const initial = sort === data.sort ? data.initial : null;
  const feedKey = `${query.back_garden}:${query.order}:${query.category_id}`;

  return (
    <div className="home">
      <section className="panel home-main section-page">
        <header className="section-head">
          <SectionTabs route={route} />
          <SortTabs route={route} sort={sort} />
        </header>
        {sectionHasCategories(route.section) && <CategoryChips route={route} sort={sort} />}
        <PostFeed key={feedKey} source={source} initial={initial} />
      </section>
      <HomeSidebar origin={data.origin} banners={data.banners} qr={data.qr} />
    </div>
  );
}
