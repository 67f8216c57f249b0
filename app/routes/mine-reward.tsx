/** /mine/reward: the member's 工分 and their rules (SPEC §1, §2). */
import { SITE_NAME } from '@common/constants';
import { IntegralPage } from '~/features/wallet/integral-page';
import { loadIntegral } from '~/features/wallet/wallet-loader.server';
import type { Route } from './+types/mine-reward';

export const loader = (args: Route.LoaderArgs) => loadIntegral(args);

export const meta: Route.MetaFunction = () => [{ title: `我的工分 - ${SITE_NAME}` }];

export default function MineReward({ loaderData }: Route.ComponentProps) {
  const { recent, ...supply } = loaderData;
  return recent && <IntegralPage recent={recent} {...supply} />;
}
