import TabBar from 'antd-mobile/es/components/tab-bar';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Deferred, lazyNamed } from '~/components/deferred';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { pathNeedsLogin } from '~/features/auth/login-gate';

const PublishSheet = lazyNamed(() => import('~/h5/publish/publish-sheet'), 'PublishSheet');

const PUBLISH = 'publish';

interface Tab {
  key: string;
  title: string;
  icon: ReactNode;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  </svg>
);

/** The tabs: a path each, but 发布, which opens the publish sheet. */
const TABS: Tab[] = [
  { key: '/', title: '首页', icon: icon('M3 11 12 4l9 7v9H15v-6H9v6H3z') },
  { key: '/focus', title: '关注', icon: icon('M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z') },
  { key: PUBLISH, title: '发布', icon: icon('M12 5v14M5 12h14') },
  { key: '/agree/me', title: '消息', icon: icon('M4 5h16v11H9l-5 4z') },
  {
    key: '/h5/mine',
    title: '我的',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6'),
  },
];

/** The bottom bar of the member pages (route-handle.ts); a visitor's 发布 and gated tabs open the login sheet. */
export function H5TabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { open } = useAuthDialogs();
  const [publishing, setPublishing] = useState(false);

  const choose = (key: string) => {
    const needsLogin = key === PUBLISH || pathNeedsLogin(key);
    if (needsLogin && !user) open({ kind: 'login' });
    else if (key === PUBLISH) setPublishing(true);
    else void navigate(key);
  };
  return (
    <>
      <nav className="h5-tab-bar" aria-label="底部导航">
        {/* Clicks, not onChange: the active key follows the URL, and 发布 never becomes active. */}
        <TabBar activeKey={TABS.some((tab) => tab.key === pathname) ? pathname : null} safeArea>
          {TABS.map(({ key, title, icon }) => (
            <TabBar.Item key={key} title={title} icon={icon} onClick={() => choose(key)} />
          ))}
        </TabBar>
      </nav>
      <Deferred when={publishing}>
        <PublishSheet visible={publishing} onClose={() => setPublishing(false)} />
      </Deferred>
    </>
  );
}
