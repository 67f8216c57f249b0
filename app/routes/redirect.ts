/** Legacy and unknown paths: their SPEC §2 redirect target, else home. */
import { redirect } from 'react-router';
import { redirectIfNeeded } from '~/lib/redirects.server';
import type { Route } from './+types/redirect';

export function loader(args: Route.LoaderArgs): never {
  redirectIfNeeded(args);
  throw redirect('/');
}

/** Never rendered (the loader always redirects); a component keeps client-side navigations here normal. */
export default function Redirect() {
  return null;
}
