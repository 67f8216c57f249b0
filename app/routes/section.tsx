/** The community lists of SPEC §2: /study, /square, /live and their sorted variants with a category. */
import { SITE_NAME } from '@common/constants';
import { useLocation } from 'react-router';
import { SECTION_TITLE } from '~/features/post-list/list-route';
import { loadSection } from '~/features/post-list/section-loader.server';
import { SectionPage } from '~/features/post-list/section-page';
import type { Route } from './+types/section';

export const loader = (args: Route.LoaderArgs) => loadSection(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${SECTION_TITLE[loaderData.route.section]} - ${SITE_NAME}` : SITE_NAME },
];

export default function Section({ loaderData }: Route.ComponentProps) {
  // One list per path: moving between tabs must not carry one list's pages into another.
  const { pathname } = useLocation();
  return <SectionPage key={pathname} data={loaderData} />;
}
