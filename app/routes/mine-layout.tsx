/**
 * Every /mine/* page: the account sidebar beside the page (SPEC §2 "Account sidebar"), or the login prompt
 * for a visitor (SPEC §6: mine pages need login; /mine/action is outside the dialog's gate, SPEC §4).
 */
import { Outlet } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { LoginNeeded } from '~/features/editor/login-needed';
import { AccountSidebar } from '~/features/member/account-sidebar';
import '~/features/member/member.css';

export default function MineLayout() {
  const { user } = useAuth();
  if (!user) return <LoginNeeded title="登录后进入个人中心" />;
  return (
    <div className="mine-layout">
      <AccountSidebar user={user} />
      <div className="mine-content">
        <Outlet />
      </div>
    </div>
  );
}
