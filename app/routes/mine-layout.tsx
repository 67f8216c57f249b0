/**
 * Every /mine/* page: the account sidebar beside the page (SPEC §2 "Account sidebar"), or the login prompt
 * for a visitor (SPEC §6: mine pages need login; /mine/action is outside the dialog's gate, SPEC §4).
 */
import { Outlet } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { LoginNeeded } from '~/features/editor/login-needed';
import { AccountSidebar } from '~/features/member/account-sidebar';
import { loadMineBalances } from '~/features/wallet/wallet-loader.server';
import type { Route } from './+types/mine-layout';
import '~/features/member/member.css';
import '~/features/wallet/wallet.css';

/** The balances: the sidebar shows them and the money pages read them (features/wallet/use-balances). */
export const loader = (args: Route.LoaderArgs) => loadMineBalances(args);

export default function MineLayout({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  if (!user) return <LoginNeeded title="登录后进入个人中心" />;
  return (
    <div className="mine-layout">
      <AccountSidebar user={user} balances={loaderData.balances} />
      <div className="mine-content">
        <Outlet />
      </div>
    </div>
  );
}
