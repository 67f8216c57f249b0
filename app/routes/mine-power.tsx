/** /mine/power: the member's permissions (SPEC §2 leaves the content open; see common/member.ts POWERS). */
import { SITE_NAME } from '@common/constants';
import { loadMyPowers } from '~/features/member/member-loader.server';
import { PowerList } from '~/features/member/power-list';
import type { Route } from './+types/mine-power';

export const loader = (args: Route.LoaderArgs) => loadMyPowers(args);

export const meta: Route.MetaFunction = () => [{ title: `我的权限 - ${SITE_NAME}` }];

export default function MinePower({ loaderData }: Route.ComponentProps) {
  return loaderData.powers && <PowerList powers={loaderData.powers} />;
}
