/** /focus and /aa: posts of followed members, followed stocks, original posts and special follows. */
import { useState } from 'react';
import { LoginNeeded } from '~/features/editor/login-needed';
import { PostFeed } from '~/features/post-list/post-feed';
import type { InitialPage } from '~/features/post-list/use-post-feed';
import { HomeSidebar } from '~/features/sidebar/home-sidebar';
import { FOCUS_TABS, type FocusTab } from './user-home-api';
import '~/features/post-list/post-list.css';
import './user-home.css';

export function FocusPage({
  loggedIn,
  initial,
  origin,
}: {
  loggedIn: boolean;
  initial: InitialPage | null;
  origin: string;
}) {
  const [tab, setTab] = useState<FocusTab>('users');
  if (!loggedIn) return <LoginNeeded title="登录后查看关注" />;
  const current = FOCUS_TABS.find((t) => t.key === tab) ?? FOCUS_TABS[0];
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
        {/* The server rendered the first tab only; the others start empty and load on show. */}
        <PostFeed key={tab} source={current.source} initial={tab === 'users' ? initial : null} />
      </section>
      <HomeSidebar origin={origin} />
    </div>
  );
}
