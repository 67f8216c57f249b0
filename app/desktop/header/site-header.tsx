import { SITE_NAME } from '@common/constants';
import { Button } from 'antd';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { lazyNamed } from '~/components/deferred';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { SettingsButton } from '~/features/settings/settings-button';
import { HEADER_TABS } from '../site-config';
import { PublishMenu } from './publish-menu';
import { SiteSearch } from './site-search';

// A member's controls: shared pages render the visitor's header and the member's appear after
// hydration (ADR 14), so a visitor's first load never carries them.
const MessageMenus = lazyNamed(() => import('./message-menus'), 'MessageMenus');
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');

export function SiteHeader() {
  const { user } = useAuth();
  const { open } = useAuthDialogs();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-logo">
          {SITE_NAME}
        </Link>
        <nav className="site-tabs" aria-label="主导航">
          {HEADER_TABS.map(({ to, label }) => (
            <NavLink key={to} to={to} className="site-tab">
              {label}
            </NavLink>
          ))}
        </nav>
        <SiteSearch />
        <div className="site-header-actions">
          {user && (
            <Suspense fallback={null}>
              <MessageMenus />
            </Suspense>
          )}
          <PublishMenu />
          <SettingsButton />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button className="visitor-only" onClick={() => open({ kind: 'login' })}>
              登录/注册
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
