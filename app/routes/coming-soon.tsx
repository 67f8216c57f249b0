/** One module for every page that a later issue builds (see coming-soon-pages.ts and routes.ts). */
import { SITE_NAME } from '@common/constants';
import { useMatches } from 'react-router';
import { comingSoonTitle } from '~/coming-soon-pages';
import { ComingSoon } from '~/components/coming-soon';
import type { Route } from './+types/coming-soon';

/** The page's own name: these routes are always the leaf, so the last match is this one. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const title = comingSoonTitle(matches.at(-1)?.id ?? '');
  return [{ title: title ? `${title} - ${SITE_NAME}` : SITE_NAME }];
};

export default function ComingSoonRoute() {
  const routeId = useMatches().at(-1)?.id ?? '';
  return <ComingSoon title={comingSoonTitle(routeId)} />;
}
