/**
 * The mobile site (/h5): antd-mobile only (no desktop antd in this bundle), a top bar, the account
 * sheets, toasts, and on every page the 打开 App / 在电脑上查看 footer.
 *
 * What pages get from here:
 * - useAuthDialogs() / useRequireLogin() open the bottom-sheet versions of the account dialogs
 *   (auth/auth-sheets.tsx); the API client's errCode "1" opens the login sheet, other failures are
 *   1.5 s toasts (shell/toasts.ts).
 * - The bottom tab bar (首页, 关注, 发布, 消息, 我的) shows when the deepest route module exports
 *   `export const handle: H5Handle = { h5TabBar: true };` (shell/route-handle.ts): member pages do.
 * - usePay() (features/pay/pay-context.ts) opens the phone's pay sheet (money/pay-sheet.tsx).
 * - Dark mode and font size: h5.css maps antd-mobile's variables from <html data-theme data-font-size>.
 */
// antd-mobile's variables and base styles first, so h5.css can map them to the settings.
import 'antd-mobile/es/global';
import './h5.css';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { splitNamed } from '~/components/deferred';
import { RouteErrorPage } from '~/components/error-page';
import { useShellAuthEffects } from '~/features/auth/shell-auth-effects';
import { revalidateOnPathChange } from '~/lib/redirects';
import { redirectIfNeeded } from '~/lib/redirects.server';
import type { Route } from './+types/layout';
import { H5AuthSheetsProvider } from './auth/auth-sheets';
import { H5PayProvider } from './money/pay-provider';
import { DesktopLinks } from './shell/desktop-links';
import { h5LoginGate } from './shell/login-gate';
import { wantsTabBar } from './shell/route-handle';
import { H5_TOASTS } from './shell/toasts';
import { TopBar } from './shell/top-bar';

export function loader(args: Route.LoaderArgs) {
  redirectIfNeeded(args);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

const AUTH_OPTIONS = { loginGate: h5LoginGate };

/** In the server HTML of member pages; out of the first load of the others (the article's budget). */
const H5TabBar = splitNamed(() => import('./shell/tab-bar'), 'H5TabBar');

export default function H5Layout() {
  return (
    <H5Frame>
      <Outlet />
    </H5Frame>
  );
}

/** A page's error (a missing post: 404) inside the mobile shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <H5Frame>
      <RouteErrorPage error={error} />
    </H5Frame>
  );
}

function H5Frame({ children }: { children: ReactNode }) {
  return (
    <H5AuthSheetsProvider>
      <H5PayProvider>
        <H5Shell>{children}</H5Shell>
      </H5PayProvider>
    </H5AuthSheetsProvider>
  );
}

function H5Shell({ children }: { children: ReactNode }) {
  useShellAuthEffects(H5_TOASTS, AUTH_OPTIONS);
  const tabBar = wantsTabBar(useMatches());
  return (
    <div className={tabBar ? 'h5 h5-with-tab-bar' : 'h5'}>
      <TopBar />
      <main className="h5-main">{children}</main>
      <DesktopLinks />
      {tabBar && <H5TabBar />}
    </div>
  );
}
