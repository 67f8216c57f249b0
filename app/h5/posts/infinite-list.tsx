/** A pull-to-refresh, infinitely scrolling list of a usePagedList, with its empty state. */
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import type { usePagedList } from './use-paged-list';
import './posts.css';

export function InfiniteList<T>({
  list,
  keyOf,
  renderItem,
  emptyText,
  label,
}: {
  list: Pick<ReturnType<typeof usePagedList<T>>, 'items' | 'hasMore' | 'loadMore' | 'refresh'>;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  /** The list's accessible name. */
  label: string;
}) {
  return (
    <PullToRefresh onRefresh={list.refresh}>
      {list.items.length === 0 && !list.hasMore ? (
        <p className="h5-list-empty">{emptyText}</p>
      ) : (
        <ul className="h5-list" aria-label={label}>
          {list.items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
    </PullToRefresh>
  );
}
