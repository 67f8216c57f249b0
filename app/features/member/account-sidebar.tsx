/** The account sidebar of every /mine/* page: who the member is, their counts and the centre's links. */
import { formatCount } from '@common/format';
import type { PublicUser } from '@common/user';
import { Avatar } from 'antd';
import { Link, NavLink } from 'react-router';
import { userHomePath } from '~/features/post-list/author-link';
import { MEMBER_NAV, mineCareHref } from './member-nav';

export function AccountSidebar({ user }: { user: PublicUser }) {
  const stats = [
    { label: '关注', value: user.follow_count, to: mineCareHref('follow') },
    { label: '粉丝', value: user.fans_count, to: mineCareHref('fans') },
    { label: '获赞', value: user.like_count, to: null },
    { label: '帖子', value: user.posts, to: '/mine/article' },
  ];
  return (
    <aside className="panel account-sidebar" aria-label="个人中心">
      <Link to={userHomePath(user.user_id)} className="account-sidebar-who">
        <Avatar size={64} src={user.avatar || undefined} alt="">
          {user.nickname.slice(0, 1)}
        </Avatar>
        <span className="account-sidebar-name">{user.nickname}</span>
      </Link>
      <dl className="account-sidebar-stats">
        {stats.map((s) => (
          <div key={s.label}>
            <dd>{s.to ? <Link to={s.to}>{formatCount(s.value)}</Link> : formatCount(s.value)}</dd>
            <dt>{s.label}</dt>
          </div>
        ))}
      </dl>
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
