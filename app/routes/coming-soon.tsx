/** One module for every page that a later issue builds (see coming-soon-pages.ts and routes.ts). */
import { useMatches } from 'react-router';
import { comingSoonTitle } from '~/coming-soon-pages';
import { ComingSoon } from '~/components/coming-soon';

export default function ComingSoonRoute() {
  const routeId = useMatches().at(-1)?.id ?? '';
  return <ComingSoon title={comingSoonTitle(routeId)} />;
}
