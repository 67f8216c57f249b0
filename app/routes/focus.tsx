/** /focus and /aa: the following page (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { FocusPage } from '~/features/user-home/focus-page';
import { loadFocus } from '~/features/user-home/user-home-loader.server';
import type { Route } from './+types/focus';

export const loader = (args: Route.LoaderArgs) => loadFocus(args);

export const meta: Route.MetaFunction = () => [{ title: `关注 - ${SITE_NAME}` }];

export default function Focus({ loaderData }: Route.ComponentProps) {
  return <FocusPage {...loaderData} />;
}
