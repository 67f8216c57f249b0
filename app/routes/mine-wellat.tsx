/** /mine/wellat: the wallet (SPEC §2; the path's spelling is the original site's). */
import { SITE_NAME } from '@common/constants';
import { loadStatement } from '~/features/wallet/wallet-loader.server';
import { WalletPage } from '~/features/wallet/wallet-page';
import type { Route } from './+types/mine-wellat';

export const loader = (args: Route.LoaderArgs) => loadStatement(args, 'fen');

export const meta: Route.MetaFunction = () => [{ title: `我的钱包 - ${SITE_NAME}` }];

export default function MineWellat({ loaderData }: Route.ComponentProps) {
  const { statement, ...rest } = loaderData;
  return statement && <WalletPage statement={statement} {...rest} />;
}
