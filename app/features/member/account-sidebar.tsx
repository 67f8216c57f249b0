/**
 * The account sidebar of every /mine/* page: who the member is, their counts, their 工分 / 养分 / 钱包 and
 * the centre's links.
 */
import type { Balances } from '@common/money';
import type { PublicUser } from '@common/user';
import { Avatar } from 'antd';
import { Link, NavLink } from 'react-router';
import { userHomePath } from '~/features/post-list/author-link';
import { AssetFigures } from '~/features/wallet/asset-figures';
import { MEMBER_NAV, mineCareHref } from './member-nav';
import { MemberStats } from './member-stats';

/** `balances` is null while the layout's loader had no member (the browser learnt of the login later). */
export function AccountSidebar({ user, balances }: { user: PublicUser; balances: Balances | null }) {
  return (
    <aside className="panel account-sidebar" aria-label="个人中心">
      <Link to={userHomePath(user.user_id)} className="account-sidebar-who">
        <Avatar size={64} src={user.avatar || undefined} alt="">
          {user.nickname.slice(0, 1)}
        </Avatar>
        <span className="account-sidebar-name">{user.nickname}</span>
      </Link>
      <MemberStats
        counts={user}
        links={{ follow: mineCareHref('follow'), fans: mineCareHref('fans'), posts: '/mine/article' }}
        className="account-sidebar-stats"
      />
      {balances && <AssetFigures balances={balances} />}
      <nav className="account-sidebar-nav">
        {MEMBER_NAV.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
