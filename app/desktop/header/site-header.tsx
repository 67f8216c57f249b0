import { SITE_NAME } from '@common/constants';
import { Button } from 'antd';
import { Link, NavLink } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { SettingsButton } from '~/features/settings/settings-button';
import { HEADER_TABS } from '../site-config';
import { MessageMenus } from './message-menus';
import { PublishMenu } from './publish-menu';
import { SiteSearch } from './site-search';
import { UserMenu } from './user-menu';

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
          {user && <MessageMenus />}
          <PublishMenu />
          <SettingsButton />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Button onClick={() => open({ kind: 'login' })}>登录/注册</Button>
          )}
        </div>
      </div>
    </header>
  );
}
