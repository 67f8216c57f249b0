/** The mobile site (/h5): a minimal top bar; its own UI kit comes with the mobile release. */
import './h5.css';
import { SITE_NAME } from '@common/constants';
import { Link, Outlet } from 'react-router';
import { revalidateOnPathChange } from '~/lib/redirects';
import { redirectIfNeeded } from '~/lib/redirects.server';
import type { Route } from './+types/layout';

export function loader(args: Route.LoaderArgs) {
  redirectIfNeeded(args);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

export default function H5Layout() {
  return (
    <div className="h5">
      <header className="h5-header">
        <Link to="/" className="h5-logo">
          {SITE_NAME}
        </Link>
      </header>
      <main className="h5-main">
        <Outlet />
      </main>
    </div>
  );
}
