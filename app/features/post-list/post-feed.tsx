import { Button, Spin } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { splitNamed } from '~/components/deferred';
import { PostCard } from './post-card';
import type { FeedSource } from './post-list-api';
import { type InitialPage, usePostFeed } from './use-post-feed';
// The empty feed's look in the server HTML: its code is a chunk of its own.
import '~/styles/antd/empty.css';

const PostFeedEmpty = splitNamed(() => import('./post-feed-empty'), 'PostFeedEmpty');

/** How early, before the end of the list comes into view, the next page starts loading. */
const PRELOAD_MARGIN = '400px 0px';

/** An infinitely scrolling post list. Key it by its source: it keeps its pages for one list only. */
export function PostFeed({ source, initial }: { source: FeedSource; initial: InitialPage | null }) {
  const { feed, status, loadMore, retry } = usePostFeed(source, initial);
  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = feed.hasMore && status === 'idle';

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canAutoLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canAutoLoad, loadMore]);

  if (feed.items.length === 0) {
    if (status === 'loading' || (status === 'idle' && feed.hasMore)) {
      return (
        <div className="post-feed-status" ref={sentinel}>
          <Spin />
        </div>
      );
    }
    return (
      <Suspense fallback={null}>
        <PostFeedEmpty failed={status === 'error'} retry={retry} />
      </Suspense>
    );
  }

  return (
    <div className="post-feed">
      <ul className="post-feed-items">
        {feed.items.map((post) => (
          <li key={post.article_id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div className="post-feed-status" ref={sentinel}>
        {status === 'loading' && <Spin size="small" />}
        {status === 'error' && (
          <Button type="link" onClick={retry}>
            加载失败，点击重试
          </Button>
        )}
        {status === 'idle' && !feed.hasMore && <span className="post-feed-end">没有更多了</span>}
      </div>
    </div>
  );
}
