import { DownOutlined } from '@ant-design/icons';
import type { PublicUser } from '@common/user';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { useKeyboardMenu } from '~/components/menu-keys';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { useLogout } from '~/features/auth/use-logout';

/** The logged-in member's menu: home page, change password, settings, log out. */
export function UserMenu({ user }: { user: PublicUser }) {
  const { open } = useAuthDialogs();
  const logout = useLogout();
  const menu = useKeyboardMenu();
  const items: MenuProps['items'] = [
    { key: 'home', label: <Link to={`/u/${user.user_id}`}>我的主页</Link> },
    { key: 'password', label: '修改密码', onClick: () => open({ kind: 'change-password' }) },
    { key: 'settings', label: <Link to="/mine/settings">设置</Link> },
    { type: 'divider' },
    { key: 'logout', label: '退出登录', onClick: logout },
  ];
  return (
    <Dropdown
      menu={{ items }}
      placement="bottomRight"
      open={menu.open}
      onOpenChange={menu.onOpenChange}
      popupRender={menu.popupRender}
    >
      <button
        type="button"
        className="user-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onKeyDown={menu.onKeyDown}
      >
        <Avatar size="small" src={user.avatar || undefined}>
          {user.nickname.slice(0, 1)}
        </Avatar>
        <span className="user-menu-name">{user.nickname}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
