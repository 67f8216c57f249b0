/** /mine/reward/detail: the 工分 statement. */
import { SITE_NAME } from '@common/constants';
import { IntegralDetailPage } from '~/features/wallet/statement-page';
import { loadStatement } from '~/features/wallet/wallet-loader.server';
import type { Route } from './+types/mine-reward-detail';

export const loader = (args: Route.LoaderArgs) => loadStatement(args, 'integral');

export const meta: Route.MetaFunction = () => [{ title: `工分明细 - ${SITE_NAME}` }];

export default function MineRewardDetail({ loaderData }: Route.ComponentProps) {
  const { statement, ...rest } = loaderData;
  return statement && <IntegralDetailPage statement={statement} {...rest} />;
}
