import { type AppLoadContext, type LoaderFunctionArgs, redirect } from 'react-router';
import { resolveRedirect } from './redirects';

/** Throws the SPEC §2 redirect that applies to this request, if any. */
export function redirectIfNeeded({ request, context }: LoaderFunctionArgs<AppLoadContext>): void {
  const url = new URL(request.url);
  const target = resolveRedirect(url.pathname, url.search, context.isMobile);
  if (target !== null) throw redirect(target);
}
