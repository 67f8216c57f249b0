import { SITE_TITLE } from '@common/constants';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { BackToTop } from './components/back-to-top';
import { ErrorPage, ErrorPageGuard } from './components/error-page';
import { LoadingBar } from './components/loading-bar';
import favicon from './favicon.svg?url';
import { AuthProvider } from './features/auth/auth-context';
import { setSignSecret } from './lib/api';
import { isChunkLoadError, reloadForChunkError, useChunkErrorReload } from './lib/chunk-reload';
import { describeRouteError } from './lib/route-error';
import './styles/base.css';

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.user, publicEnv: context.publicEnv, isMobile: context.isMobile };
}

export const meta: Route.MetaFunction = () => [{ title: SITE_TITLE }];

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: favicon, type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hans">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Before any child renders, so every API call from here on is signed.
  setSignSecret(loaderData.publicEnv.signSecret);
  useChunkErrorReload();
  return (
    <AuthProvider user={loaderData.user}>
      <LoadingBar />
      <Outlet />
      <BackToTop />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error('路由错误', error);
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  return (
    <ErrorPageGuard>
      <ErrorPage {...describeRouteError(error)} />
    </ErrorPageGuard>
  );
}
