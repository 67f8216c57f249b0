/** /newest (SPEC §2: login required): the paid newest-post tool with sound and voice (issue 17 §1). */
import { SITE_NAME } from '@common/constants';
import { loadNewest } from '~/features/newest/newest-loader.server';
import { NewestPage } from '~/features/newest/newest-page';
import type { Route } from './+types/newest';

export const loader = (args: Route.LoaderArgs) => loadNewest(args);

export const meta: Route.MetaFunction = () => [{ title: `最新帖子 - ${SITE_NAME}` }];

export default function Newest({ loaderData }: Route.ComponentProps) {
  return <NewestPage data={loaderData} />;
}
