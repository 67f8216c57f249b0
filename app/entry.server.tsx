/**
 * React Router's default Node entry, plus the per-request CSP nonce from the load context
 * (common/ssr-context.ts): every inline script React Router and React emit carries it.
 */
import { isbot } from 'isbot';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderDocument } from './lib/render-document.server';

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
  return renderDocument(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    status: responseStatusCode,
    headers: responseHeaders,
    // Crawlers get the whole page at once.
    allReady: Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode,
    nonce,
    deadlineMs: streamTimeout,
    graceMs: 1000,
    clientRender: () => null,
  });
}

/** Loader and render errors on the server (SPEC §8 logs them as 路由错误); aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error('路由错误', error);
};
