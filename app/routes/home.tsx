/** Home and the research-picks lists (/, /study, /study_hot …): the list itself comes with the lists release. */
import { Card } from 'antd';
import { Link } from 'react-router';
import { ComingSoon } from '~/components/coming-soon';
import { useAuth } from '~/features/auth/auth-context';
import { PUBLISH_TYPES, publishUrl } from '~/features/publish/publish-types';

const MY_POSTS = [
  { type: 0, label: '全部' },
  { type: 1, label: '原创' },
  { type: 2, label: '转发' },
  { type: 3, label: '短文' },
] as const;

export default function Home() {
  const { user } = useAuth();
  return (
    <div className="home">
      <section className="panel home-main">
        <ComingSoon title="研选" />
      </section>
      <aside className="home-side">
        <Card size="small" title="发布">
          <div className="shortcut-grid">
            {PUBLISH_TYPES.map(({ type, label }) => (
              <Link key={type} to={publishUrl(type)}>
                {label}
              </Link>
            ))}
          </div>
        </Card>
        {user && (
          <Card size="small" title="我的文章">
            <div className="shortcut-grid">
              {MY_POSTS.map(({ type, label }) => (
                <Link key={type} to={`/mine/article?type=${type}`}>
                  {label}
                </Link>
              ))}
            </div>
          </Card>
        )}
      </aside>
    </div>
  );
}
