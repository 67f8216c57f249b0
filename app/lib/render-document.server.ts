import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { ReactNode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { LeftToBrowser } from './client-render';

export interface RenderDocumentOptions {
  /** The status React Router decided (a loader's 404 stays 404). */
  status: number;
  headers: Headers;
  /** Crawlers get the whole page at once: wait for every boundary, up to the deadline. */
  allReady: boolean;
  nonce?: string;
  /** How long the page waits before sending what it has. */
  deadlineMs: number;
  /** Then how long boundaries still pending may take before they are left to the browser. */
  graceMs: number;
  /** A document the browser renders by itself, for a shell that is not ready by the deadline. */
  clientRender: () => ReactNode;
}

/**
 * A page as a streamed HTML response (app/entry.server.tsx). A slow render is never answered 500: at the
 * deadline a page sends what it has (a crawler stops waiting for the whole page), and the boundaries still
 * pending after the grace are left to the browser, React's client render of a boundary (error #419 in the
 * browser's console), with the status unchanged. A shell not ready by the deadline is answered with
 * `clientRender`, a document the browser renders by itself. Only a render that fails is a 500.
 */
export function renderDocument(element: ReactNode, opts: RenderDocumentOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const deadline = new LeftToBrowser('页面渲染超过时限，未完成的部分改在浏览器渲染');
    let status = opts.status;
    let shellReady = false;
    let responded = false;
    let current: PipeableStream | undefined;
    let deadlineTimer: ReturnType<typeof setTimeout> | undefined;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    const respond = () => {
      const stream = current;
      if (responded || !stream) return;
      responded = true;
      clearTimeout(deadlineTimer);
      graceTimer = setTimeout(() => {
        console.warn(deadline.message);
        stream.abort(deadline);
      }, opts.graceMs);
      const body = new PassThrough({
        final(callback) {
          clearTimeout(graceTimer);
          callback();
        },
      });
      opts.headers.set('Content-Type', 'text/html; charset=utf-8');
      stream.pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: opts.headers, status }));
    };

    const render = (node: ReactNode, allReady: boolean, onShellError: (error: unknown) => void) => {
      current = renderToPipeableStream(node, {
        nonce: opts.nonce,
        onShellReady() {
          shellReady = true;
          if (!allReady) respond();
        },
        onAllReady: () => respond(),
        onShellError,
        onError(error: unknown) {
          if (error instanceof LeftToBrowser) return;
          status = 500;
          // Errors in the shell reject and are logged by React Router.
          if (shellReady) console.error('路由错误', error);
        },
      });
    };

    render(element, opts.allReady, (error) => {
      if (error !== deadline) {
        reject(error);
        return;
      }
      console.warn(deadline.message);
      // Small and quick to render: it goes out with its shell, crawler or not.
      render(opts.clientRender(), false, reject);
    });
    deadlineTimer = setTimeout(() => {
      if (shellReady) respond();
      else current?.abort(deadline);
    }, opts.deadlineMs);
  });
}
