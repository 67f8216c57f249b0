/** Runs a page loader in-process, as the server does for a GET of the page by a member or (null) a visitor. */
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import type { TestApp } from './test-app';

export function loaderArgs(
  t: TestApp,
  path: string,
  userId: number | null,
): LoaderFunctionArgs<AppLoadContext> {
  const url = new URL(path, t.app.config.publicOrigin);
  const context = {
    user: userId === null ? null : { user_id: userId },
    services: t.app.services,
    publicOrigin: t.app.config.publicOrigin,
  } as unknown as AppLoadContext;
  return { request: new Request(url), url, pattern: url.pathname, params: {}, context };
}
