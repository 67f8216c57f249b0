import { createContext, type ReactNode, Suspense, useContext } from 'react';

/**
 * A document whose page content the browser renders by itself, sent when the server's render of a page is
 * late (lib/render-document.server.ts): the server leaves the route's content out as a boundary React
 * renders in the browser, and marks <html> so that the browser's tree has the same boundary where it
 * hydrates.
 */
const ATTRIBUTE = 'data-client-render';

/** Thrown on the server in place of what the browser is to render: lateness, not an error of the page. */
export class LeftToBrowser extends Error {}

/** Set by the server for a client-render document. */
export const ClientRenderDocument = createContext(false);

export function useClientRender(): boolean {
  const onServer = useContext(ClientRenderDocument);
  return onServer || (typeof document !== 'undefined' && document.documentElement.hasAttribute(ATTRIBUTE));
}

/** The attribute <html> carries in a client-render document. */
export const clientRenderAttribute = (clientRender: boolean) => ({
  [ATTRIBUTE]: clientRender ? '' : undefined,
});

function InBrowserOnly({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') throw new LeftToBrowser('页面内容改在浏览器渲染');
  return children;
}

/** The page's content: in a client-render document, a boundary the browser renders. */
export function PageContent({ children }: { children: ReactNode }) {
  if (!useClientRender()) return children;
  return (
    <Suspense fallback={null}>
      <InBrowserOnly>{children}</InBrowserOnly>
    </Suspense>
  );
}
