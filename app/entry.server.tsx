/**
 * React Router's default Node entry, plus the per-request CSP nonce from the load context
 * (common/ssr-context.ts): every inline script React Router and React emit carries it. The streaming and
 * its deadline are in lib/render-document.server.ts.
 */
import { isbot } from 'isbot';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { ClientRenderDocument } from './lib/client-render';
import { renderDocument } from './lib/render-document.server';

/** React Router ends the loader data's stream by then; the render gets a second more (graceMs). */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get('user-agent');
  // Either document may carry the loader data's stream; each render keeps its scratch in renderMeta.
  const [streamed, spare] = routerContext.serverHandoffStream?.tee() ?? [];
  return renderDocument(
    <ServerRouter
      context={{ ...routerContext, serverHandoffStream: streamed }}
      url={request.url}
      nonce={nonce}
    />,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      // Crawlers get the whole page at once.
      allReady: Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode,
      nonce,
      deadlineMs: streamTimeout,
      graceMs: 1000,
      clientRender: () => (
        <ClientRenderDocument.Provider value={true}>
          <ServerRouter
            context={{ ...routerContext, serverHandoffStream: spare, renderMeta: {} }}
            url={request.url}
            nonce={nonce}
          />
        </ClientRenderDocument.Provider>
      ),
    },
  );
}

/** Loader and render errors on the server (SPEC §8 logs them as 路由错误); aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error('路由错误', error);
};
