/** A pull-to-refresh, infinitely scrolling list of a paged API (usePagedList), with its empty state. */
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { type InitialList, type ListSource, usePagedList } from './use-paged-list';
import './posts.css';

export function InfiniteList<T>({
  source,
  initial,
  keyOf,
  renderItem,
  emptyText,
  label,
}: {
  source: ListSource;
  initial: InitialList<T>;
  keyOf: (item: T) => string;
  /** `remove` drops the item once the member deleted or removed it. */
  renderItem: (item: T, remove: () => void) => ReactNode;
  emptyText: string;
  /** The list's accessible name. */
  label: string;
}) {
  const list = usePagedList(source, initial, keyOf);
  return (
    <PullToRefresh onRefresh={list.refresh}>
      {list.items.length === 0 && !list.hasMore ? (
        <p className="h5-list-empty">{emptyText}</p>
      ) : (
        <ul className="h5-list" aria-label={label}>
          {list.items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item, () => list.remove(keyOf(item)))}</li>
          ))}
        </ul>
      )}
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
    </PullToRefresh>
  );
}
