import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderDocumentOptions {
  /** The status React Router decided (a loader's 404 stays 404). */
  status: number;
  headers: Headers;
  /** Crawlers get the whole page at once: wait for every boundary. */
  allReady: boolean;
  nonce?: string;
  /** How long the page waits before sending what it has. */
  deadlineMs: number;
  /** Then how long boundaries still pending may take before they are left to the browser. */
  graceMs: number;
  /** A document the browser renders by itself, for a shell that is not ready by the deadline. */
  clientRender: () => ReactNode;
}

/** A page as a streamed HTML response (app/entry.server.tsx). */
export function renderDocument(element: ReactNode, opts: RenderDocumentOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let status = opts.status;
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      opts.deadlineMs + opts.graceMs,
    );

    const readyOption = opts.allReady ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: opts.nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        opts.headers.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: opts.headers, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject above and are logged by React Router.
        if (shellRendered) console.error('路由错误', error);
      },
    });
  });
}
