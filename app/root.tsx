import { SITE_TITLE } from '@common/constants';
import type { ReactNode } from 'react';
import { useContext } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { BackToTop } from './components/back-to-top';
import { errorPageTitle, RouteErrorPage } from './components/error-page';
import { LoadingBar } from './components/loading-bar';
import favicon from './favicon.svg?url';
import { AuthProvider, MEMBER_SCRIPT } from './features/auth/auth-context';
import { usePreferences } from './features/settings/preference-store';
import { DEFAULT_PREFERENCES, readPreferences, THEME_SCRIPT } from './features/settings/preferences';
import { setSignSecret } from './lib/api';
import { useChunkErrorReload } from './lib/chunk-reload';
import { clientRenderAttribute, PageContent, useClientRender } from './lib/client-render';
import { useHydrationMark } from './lib/hydration-mark';
import './styles/base.css';

/** Before the first paint: the theme, and whether a member's shared page hides its visitor controls. */
const HEAD_SCRIPT = `${THEME_SCRIPT};${MEMBER_SCRIPT}`;

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    user: context.user,
    shared: context.shared,
    publicEnv: context.publicEnv,
    isMobile: context.isMobile,
    // Theme and font size (features/settings): rendered on <html> so the first paint is right.
    prefs: readPreferences(request.headers.get('cookie')),
  };
}

/** Pages without a title of their own show the site's motto; an error page (any boundary's) names the error. */
export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? errorPageTitle(error) : SITE_TITLE },
];

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: favicon, type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const prefs = usePreferences(root?.prefs ?? DEFAULT_PREFERENCES);
  // The server's CSP nonce (entry.server.tsx); the browser hides it, hence suppressHydrationWarning.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const clientRender = useClientRender();
  // In the layout, so an error page (the root boundary) is marked too.
  useHydrationMark();
  return (
    // data-theme is set by THEME_SCRIPT before hydration for smart and auto.
    <html
      lang="zh-Hans"
      data-theme={prefs.resolved}
      data-theme-pref={prefs.theme}
      data-font-size={prefs.fontSize}
      {...clientRenderAttribute(clientRender)}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts (features/settings, features/auth). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
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
    <AuthProvider user={loaderData.user} shared={loaderData.shared}>
      <LoadingBar />
      <PageContent>
        <Outlet />
      </PageContent>
      <BackToTop />
    </AuthProvider>
  );
}

/** An error the desktop layout's boundary cannot show (its own, or under /h5): the bare error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main>
      <RouteErrorPage error={error} />
    </main>
  );
}
