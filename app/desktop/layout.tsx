/** The desktop site: antd (zero-runtime CSS, zh-CN), header, footer and the account dialogs. */
// antd's design tokens and resets; each component's own CSS comes with its import (vite.config.ts).
import '~/styles/antd/base.css';
import './desktop.css';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCNModule from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorPage } from '~/components/error-page';
import { FeedbackProvider } from '~/components/feedback';
import { AuthDialogsProvider } from '~/features/auth/auth-dialogs';
import { useAuthEffects } from '~/features/auth/use-auth-effects';
import { PayProvider } from '~/features/pay/pay-provider';
import { revalidateOnPathChange } from '~/lib/redirects';
import { redirectIfNeeded } from '~/lib/redirects.server';
import { ANTD_THEME } from '~/styles/antd-theme';
import type { Route } from './+types/layout';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';

dayjs.locale('zh-cn');

/**
 * The server build loads antd as CommonJS (Node's ESM loader), where a default import is the whole
 * `module.exports`, i.e. `{ default: locale }`; the browser bundle gets the locale itself.
 */
const zhCN = (zhCNModule as typeof zhCNModule & { default?: typeof zhCNModule }).default ?? zhCNModule;

/** Zero-runtime: antd generates no CSS in the browser; app/styles/antd/ holds it all. */
const THEME: ThemeConfig = { ...ANTD_THEME, zeroRuntime: true };
/** '登录', not antd's spaced '登 录'. */
const BUTTON = { autoInsertSpace: false };

export function loader(args: Route.LoaderArgs) {
  redirectIfNeeded(args);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export default function DesktopLayout() {
  return (
    <DesktopFrame>
      <Outlet />
    </DesktopFrame>
  );
}

/**
 * A page's error (a missing post or member: 404) inside the site's header and footer. An error of the
 * frame itself reaches the root boundary, which needs none of it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DesktopFrame>
      <RouteErrorPage error={error} />
    </DesktopFrame>
  );
}

function DesktopFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON}>
      <FeedbackProvider>
        <AuthDialogsProvider>
          <PayProvider>
            <DesktopShell>{children}</DesktopShell>
          </PayProvider>
        </AuthDialogsProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

function DesktopShell({ children }: { children: ReactNode }) {
  useAuthEffects();
  return (
    <div className="desktop">
      <SiteHeader />
      <main className="desktop-main">{children}</main>
      <SiteFooter />
    </div>
  );
}
