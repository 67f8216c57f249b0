/**
 * /h5/mine?id={userId}[&tab=original|forward|live]: a member's mobile home (where /u/{id} sends a phone,
 * SPEC §2); /h5/mine without id: the member's own centre, or the login prompt for a visitor.
 */
import { SITE_NAME } from '@common/constants';
import { CentreMenu } from '~/h5/mine/centre-menu';
import { loadH5UserHome } from '~/h5/mine/home-loader.server';
import { H5UserHome } from '~/h5/mine/user-home';
import type { H5Handle } from '~/h5/shell/route-handle';
import type { Route } from './+types/h5-mine';

export const handle: H5Handle = { h5TabBar: true };

export async function loader(args: Route.LoaderArgs) {
  const query = new URL(args.request.url).searchParams;
  const id = query.get('id');
  if (id === null) return { home: null };
  return { home: await loadH5UserHome(args, id, query.get('tab') ?? '') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.home ? `${loaderData.home.home.nickname}的主页 - ${SITE_NAME}` : `我的 - ${SITE_NAME}`,
  },
];

export default function H5Mine({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return home ? <H5UserHome key={home.home.user_id} data={home} /> : <CentreMenu />;
}
