/** /mine/action?type=1|2|3: the member's likes, collections and comments (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadMyActions } from '~/features/member/member-loader.server';
import { MyActions } from '~/features/member/my-actions';
import type { Route } from './+types/mine-action';

export const loader = (args: Route.LoaderArgs) => loadMyActions(args);

export const meta: Route.MetaFunction = () => [{ title: `收藏与动态 - ${SITE_NAME}` }];

export default function MineAction({ loaderData }: Route.ComponentProps) {
  const { tab, page, items } = loaderData;
  return items && <MyActions tab={tab} page={page} items={items} />;
}
