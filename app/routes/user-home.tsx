/** /u/{userId} with its tabs /original, /forward, /live, each with /page/{n} (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadUserHome } from '~/features/user-home/user-home-loader.server';
import { UserHomePage } from '~/features/user-home/user-home-page';
import type { Route } from './+types/user-home';

export const loader = (args: Route.LoaderArgs) => loadUserHome(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.home.nickname}的主页 - ${SITE_NAME}` : SITE_NAME },
];

export default function UserHome({ loaderData }: Route.ComponentProps) {
  return <UserHomePage key={loaderData.home.user_id} data={loaderData} />;
}
