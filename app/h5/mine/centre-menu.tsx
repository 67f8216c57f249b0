/** /h5/mine for a member: who they are, their counts and the centre's pages; 退出登录 at the end. */
import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { useLogout } from '~/features/auth/use-logout';
import { MemberStats } from '~/features/member/member-stats';
import { h5HomePath } from '~/h5/posts/paths';
import { H5Avatar } from '~/h5/posts/post-card';
import { useSubmit } from '~/lib/use-submit';
import { CENTRE_MENU, CENTRE_TITLES, careHref, centrePath } from './centre-pages';
import { LoginPrompt } from './login-prompt';
import './mine.css';

export function CentreMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const { submit, pending } = useSubmit(logout);
  if (!user) return <LoginPrompt title="登录后进入个人中心" />;
  return (
    <div className="h5-mine-centre">
      <header className="h5-mine-card">
        <Link to={h5HomePath(user.user_id)} className="h5-mine-who">
          <H5Avatar src={user.avatar} name={user.nickname} size={64} />
          <div className="h5-mine-who-text">
            <h1 className="h5-mine-name">{user.nickname}</h1>
            <span className="h5-mine-style">我的主页 ›</span>
          </div>
        </Link>
        <MemberStats
          counts={user}
          links={{ follow: careHref('follow'), fans: careHref('fans'), posts: centrePath('article') }}
          className="h5-mine-stats"
        />
      </header>
      <nav aria-label="个人中心">
        {[...CENTRE_MENU, { title: '社交', names: ['care'] as const }].map((group) => (
          <section key={group.title} className="h5-mine-menu">
            <h2>{group.title}</h2>
            <ul>
              {group.names.map((name) => (
                <li key={name}>
                  <Link to={centrePath(name)}>{CENTRE_TITLES[name]}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="h5-mine-logout">
        <Button block className="h5-mine-button" loading={pending} onClick={() => void submit(undefined)}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
