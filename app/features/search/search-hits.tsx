/** One result of each kind, with the searched words marked. */
import { formatCount } from '@common/format';
import type { StockItem } from '@common/stock';
import { stockPath } from '@common/stock-vocab';
import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { userHomePath } from '~/features/post-list/author-link';
import { PostCard } from '~/features/post-list/post-card';
import { searchStocksForMember } from '~/features/stock/stock-api';
import { ExchangeTag, FollowStockButton } from '~/features/stock/stock-parts';
import { Highlighted } from './highlighted';
import type { SearchPost, UserHit } from './search-api';
import { pagedSearchFields, type SearchQuery } from './search-query';

/** A post found: the lists' card, with the searched words marked in its title and excerpt. */
export function PostHit({ post, words }: { post: SearchPost; words: string[] }) {
  // The body's match says more than the summary; there is none when the title matched or the body is gated.
  const excerpt = post.snippet || post.summary;
  return (
    <PostCard
      post={post}
      title={<Highlighted text={post.title} words={words} />}
      summary={excerpt && <Highlighted text={excerpt} words={words} emoji />}
    />
  );
}

/**
 * The stock search answers without the viewer's follows; for a member the same search through
 * `/api/v1/stock/user/page` marks them. Until it answers (or if it fails) the buttons say 关注, which is
 * safe: following is idempotent.
 */
function useFollowedStocks(query: SearchQuery) {
  const userId = useAuth().user?.user_id;
  const [followed, setFollowed] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    searchStocksForMember(pagedSearchFields(query, 'stocks'), {
      quiet: true,
      signal: controller.signal,
    }).then(
      (page) => setFollowed(new Set(page.result.filter((s) => s.is_add === 1).map((s) => s.stock_id))),
      () => {},
    );
    return () => controller.abort();
  }, [userId, query]);
  return followed;
}

export function StockHits({ stocks, query }: { stocks: StockItem[]; query: SearchQuery }) {
  const marked = useFollowedStocks(query);
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const words = [query.keyword];
  return (
    <ul className="search-hit-list stock-hits">
      {stocks.map((stock) => (
        <li key={stock.stock_id} className="stock-hit">
          <Link to={stockPath(stock.stock_id)} className="stock-hit-name">
            <Highlighted text={stock.name} words={words} />
          </Link>
          <span className="stock-hit-code">
            <Highlighted text={stock.code} words={words} />
          </span>
          <ExchangeTag exchange={stock.exchange} />
          <FollowStockButton
            stockId={stock.stock_id}
            followed={changed[stock.stock_id] ?? marked.has(stock.stock_id)}
            onChange={(state) => setChanged((c) => ({ ...c, [stock.stock_id]: state.is_follow === 1 }))}
          />
        </li>
      ))}
    </ul>
  );
}

export function UserHits({ users, keyword }: { users: UserHit[]; keyword: string }) {
  const words = [keyword];
  return (
    <ul className="search-hit-list user-hits">
      {users.map((u) => (
        <li key={u.user_id} className="user-hit">
          <Link to={userHomePath(u.user_id)} className="user-hit-link">
            <Avatar size={48} src={u.avatar || undefined} alt="">
              {u.nickname.slice(0, 1)}
            </Avatar>
            <span className="user-hit-body">
              <span className="user-hit-name">
                <Highlighted text={u.nickname || '用户'} words={words} />
                {u.style_str && <span className="user-hit-style">{u.style_str}</span>}
              </span>
              {u.profile && <span className="user-hit-profile">{u.profile}</span>}
              <span className="user-hit-stats">
                粉丝 {formatCount(u.fans_count)} · 文章 {formatCount(u.posts)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
