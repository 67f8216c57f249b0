/** /mine/energy: the member's 养分 (SPEC §1, §2). */
import { SITE_NAME } from '@common/constants';
import { EnergyPage } from '~/features/wallet/energy-page';
import { loadStatement } from '~/features/wallet/wallet-loader.server';
import type { Route } from './+types/mine-energy';

export const loader = (args: Route.LoaderArgs) => loadStatement(args, 'energy');

export const meta: Route.MetaFunction = () => [{ title: `我的养分 - ${SITE_NAME}` }];

export default function MineEnergy({ loaderData }: Route.ComponentProps) {
  const { statement, ...rest } = loaderData;
  return statement && <EnergyPage statement={statement} {...rest} />;
}
