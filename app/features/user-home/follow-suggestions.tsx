/**
 * Authors and stocks to follow, on /focus while the member's following feed is empty (docs/api/social.md,
 * /api/v1/user/fans/suggest). Each follows in place: the button flips to 已关注, and the feed has their
 * posts on the next visit.
 */
import { formatCount } from '@common/format';
import type { FollowSuggestions } from '@common/social';
import { stockPath } from '@common/stock-vocab';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { AuthorLink } from '~/features/post-list/author-link';
import type { StockFollowState } from '~/features/stock/stock-api';
import { FollowStockButton } from '~/features/stock/stock-parts';
import { useFollowState } from './use-follow';
import { UserFollowButtons } from './user-follow-buttons';

const weekPosts = (n: number) => `本周 ${n} 篇`;

function AuthorRow({ user }: { user: FollowSuggestions['users'][number] }) {
  const [state, setState] = useFollowState(user);
  return (
    <li className="follow-suggestion">
      <AuthorLink user={user} size={40} />
      <span className="follow-suggestion-stats">
        粉丝 {formatCount(state.fans_count)} · {weekPosts(user.week_posts)}
      </span>
      <UserFollowButtons userId={user.user_id} state={state} onChange={setState} followOnly />
    </li>
  );
}

function StockRow({ stock }: { stock: FollowSuggestions['stocks'][number] }) {
  const [state, setState] = useState<StockFollowState>({ is_follow: 0, follow_count: stock.follow_count });
  return (
    <li className="follow-suggestion">
      <Link to={stockPath(stock.stock_id)} className="follow-suggestion-stock">
        <span className="follow-suggestion-name">{stock.name}</span>
        <span className="follow-suggestion-code">{stock.code}</span>
      </Link>
      <span className="follow-suggestion-stats">
        关注 {formatCount(state.follow_count)} · {weekPosts(stock.week_posts)}
      </span>
      <FollowStockButton stockId={stock.stock_id} followed={state.is_follow === 1} onChange={setState} />
    </li>
  );
}

/** A titled list of suggestions, named by its heading. */
function SuggestionGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <h2 id={id}>{title}</h2>
      <ul className="follow-suggestion-list" aria-labelledby={id}>
        {children}
      </ul>
    </>
  );
}

export function FollowSuggestionsPanel({ suggestions }: { suggestions: FollowSuggestions }) {
  const { users, stocks } = suggestions;
  return (
    <section className="follow-suggestions" aria-label="推荐关注">
      <p className="follow-suggestions-lead">
        还没有关注的动态。关注感兴趣的作者和股票，他们的新帖会出现在这里。
      </p>
      {users.length > 0 && (
        <SuggestionGroup title="推荐作者">
          {users.map((u) => (
            <AuthorRow key={u.user_id} user={u} />
          ))}
        </SuggestionGroup>
      )}
      {stocks.length > 0 && (
        <SuggestionGroup title="推荐股票">
          {stocks.map((s) => (
            <StockRow key={s.stock_id} stock={s} />
          ))}
        </SuggestionGroup>
      )}
    </section>
  );
}
