/**
 * The editors' console (issue 15, docs/decisions/0019-editors-console.md): its own route group and
 * bundle, desktop antd, none of the member site's chrome. The loader checks the system user's session on
 * the server (SYS_SESSION, never a member's) and sends visitors to /console/login; the side menu lists the
 * CONSOLE_PAGES the role may use.
 */
// antd's design tokens and resets; each component's own CSS comes with its import (vite.config.ts).
import '~/styles/antd/base.css';
import './console.css';
import { SYS_ROLE_NAMES } from '@common/console-vocab';
import type { SysMe } from '@common/sysuser';
import { Button, ConfigProvider, Layout, Menu, Tag, type ThemeConfig } from 'antd';
import zhCNModule from 'antd/locale/zh_CN';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, redirect, useLocation } from 'react-router';
import { RouteErrorPage } from '~/components/error-page';
import { FeedbackProvider, useFeedback } from '~/components/feedback';
import { api, CONSOLE_LOGIN_PATH, setApiHandlers } from '~/lib/api';
import { ANTD_THEME } from '~/styles/antd-theme';
import type { Route } from './+types/layout';
import { consoleNav, consolePageAt, consolePagePath } from './console-nav';
import { CONSOLE_LOGIN, consoleReturnPath, consoleUser } from './console-session.server';
import { useConsoleUser } from './console-user';

/** See desktop/layout.tsx: the server build sees the CommonJS module object. */
const zhCN = (zhCNModule as typeof zhCNModule & { default?: typeof zhCNModule }).default ?? zhCNModule;
const THEME: ThemeConfig = { ...ANTD_THEME, zeroRuntime: true };
const BUTTON = { autoInsertSpace: false };

const PasswordDialog = lazy(() => import('./password-dialog'));

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const me = await consoleUser(args);
  const atLogin = url.pathname === CONSOLE_LOGIN;
  if (!me && !atLogin)
    throw redirect(`${CONSOLE_LOGIN}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  if (me && atLogin) throw redirect(consoleReturnPath(url.searchParams.get('redirect')));
  return { me };
}

/** A console page is one system user's: no shared cache (the page cache never keeps it either) may store it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = () => [
  { title: '研社管理后台' },
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame>
      {loaderData.me ? (
        <ConsoleShell me={loaderData.me}>
          <Outlet />
        </ConsoleShell>
      ) : (
        <Outlet />
      )}
    </ConsoleFrame>
  );
}

/** A page's error (403 for a role without the page's permission) inside the console's menu and header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const me = useConsoleUser();
  return (
    <ConsoleFrame>
      {me ? (
        <ConsoleShell me={me}>
          <RouteErrorPage error={error} />
        </ConsoleShell>
      ) : (
        <RouteErrorPage error={error} />
      )}
    </ConsoleFrame>
  );
}

function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON}>
      <FeedbackProvider>
        <ConsoleApiHandlers />
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}

/** Failures are toasts; "not logged in" is the console's login page (app/lib/api.ts does that for /console). */
function ConsoleApiHandlers() {
  const { message } = useFeedback();
  useEffect(
    () =>
      setApiHandlers({
        onNotLoggedIn() {
          window.location.assign(CONSOLE_LOGIN_PATH);
        },
        onError(text) {
          void message.error(text);
        },
      }),
    [message],
  );
  return null;
}

function ConsoleShell({ me, children }: { me: SysMe; children: ReactNode }) {
  const { pathname } = useLocation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const selected = consolePageAt(pathname);
  const items = [
    { key: 'home', label: <Link to="/console">首页</Link> },
    ...consoleNav(me.role).map((g) => ({
      type: 'group' as const,
      key: g.group,
      label: g.group,
      children: g.pages.map((p) => ({ key: p.id, label: <Link to={consolePagePath(p)}>{p.label}</Link> })),
    })),
  ];
  const logout = async () => {
    await api('/sysuser/logout').catch(() => {});
    window.location.assign(CONSOLE_LOGIN_PATH);
  };
  return (
    <Layout className="console" hasSider>
      <Layout.Sider className="console-sider" width={208} theme="light">
        <Link to="/console" className="console-brand">
          研社管理后台
        </Link>
        <Menu
          mode="inline"
          selectedKeys={[selected?.id ?? (pathname === '/console' ? 'home' : '')]}
          items={items}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <span className="console-user">
            {me.nickname ? `${me.nickname}（${me.username}）` : me.username}
          </span>
          <Tag color="blue">{SYS_ROLE_NAMES[me.role]}</Tag>
          <Button type="link" onClick={() => setPasswordOpen(true)}>
            修改密码
          </Button>
          <Button type="link" onClick={logout}>
            退出
          </Button>
        </Layout.Header>
        <Layout.Content className="console-content">{children}</Layout.Content>
      </Layout>
      {passwordOpen && (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
