/** Home: the research picks (研选) list with the home sidebar; the same page as /study. */
import { SITE_TITLE } from '@common/constants';
import { loadSection } from '~/features/post-list/section-loader.server';
import { SectionPage } from '~/features/post-list/section-page';
import type { Route } from './+types/home';

export const loader = (args: Route.LoaderArgs) => loadSection(args);

export const meta: Route.MetaFunction = () => [{ title: SITE_TITLE }];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <SectionPage data={loaderData} />;
}
