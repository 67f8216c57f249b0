/**
 * /focus and /aa: posts of followed members, followed stocks, original posts and special follows; while
 * the followed members' feed is empty, authors and stocks to follow in its place.
 */
import type { FollowSuggestions } from '@common/social';
import { useState } from 'react';
import { LoginNeeded } from '~/features/editor/login-needed';
import { PostFeed } from '~/features/post-list/post-feed';
import type { InitialPage } from '~/features/post-list/use-post-feed';
import { HomeSidebar } from '~/features/sidebar/home-sidebar';
import { FollowSuggestionsPanel } from './follow-suggestions';
import { FOCUS_TABS, type FocusTab } from './user-home-api';
import '~/features/post-list/post-list.css';
import './user-home.css';

export function FocusPage({
  loggedIn,
  initial,
  suggestions,
  origin,
}: {
  loggedIn: boolean;
  initial: InitialPage | null;
  /** Given when the followed members' feed was empty. */
  suggestions: FollowSuggestions | null;
  origin: string;
}) {
  const [tab, setTab] = useState<FocusTab>('users');
  if (!loggedIn) return <LoginNeeded title="登录后查看关注" />;
  const current = FOCUS_TABS.find((t) => t.key === tab) ?? FOCUS_TABS[0];
  const suggesting = !!suggestions && (suggestions.users.length > 0 || suggestions.stocks.length > 0);
  return (
    <div className="home">
      <section className="panel home-main">
        <nav className="section-tabs focus-tabs" aria-label="关注">
          {FOCUS_TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              className={t.key === tab ? 'active' : undefined}
              aria-pressed={t.key === tab}
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </nav>
        {/* Hidden rather than gone on the other tabs, so what was followed here stays 已关注. */}
        {suggesting && (
          <div hidden={tab !== 'users'}>
            <FollowSuggestionsPanel suggestions={suggestions} />
          </div>
        )}
        {/* The server rendered the first tab only; the others start empty and load on show. */}
        {!(suggesting && tab === 'users') && (
          <PostFeed key={tab} source={current.source} initial={tab === 'users' ? initial : null} />
        )}
      </section>
      <HomeSidebar origin={origin} />
    </div>
  );
}
