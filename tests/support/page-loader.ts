/** Runs a page loader in-process, as the server does for a member's GET of the page (no pages in API tests). */
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import type { TestApp } from './test-app';

export function loaderArgs(t: TestApp, path: string, userId: number): LoaderFunctionArgs<AppLoadContext> {
  const url = new URL(path, t.app.config.publicOrigin);
  const context = { user: { user_id: userId }, services: t.app.services } as unknown as AppLoadContext;
  return { request: new Request(url), url, pattern: url.pathname, params: {}, context };
}
