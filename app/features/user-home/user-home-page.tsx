/** /u/{id}: a member's header card, tabs 全部/原创/转发/生活 and their posts, paged in the path. */
import { formatCount } from '@common/format';
import { Avatar, Empty, Pagination } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PostCard } from '~/features/post-list/post-card';
import { GiftButton } from '~/features/reward/gift-button';
import { useFollowState } from './use-follow';
import { UserFollowButtons } from './user-follow-buttons';
import type { UserHomeLoaderData } from './user-home-loader.server';
import { homePostKey, tabOfSegment, USER_HOME_TABS, userHomeHref } from './user-home-tabs';
import { UserMedals } from './user-medals';
import { UserReportButton } from './user-report-button';
import { UserShareButton } from './user-share-button';
import '~/features/post-list/post-list.css';
import './user-home.css';

/** Key it by the member: the follow state starts from the loader's. */
export function UserHomePage({ data }: { data: UserHomeLoaderData }) {
  const { home, posts, page, medals } = data;
  const navigate = useNavigate();
  const tab = tabOfSegment(data.tab);
  const [follow, setFollow] = useFollowState(home);
  const stats = [
    ['关注', home.follow_count],
    ['粉丝', follow.fans_count],
    ['获赞', home.like_count],
    ['帖子', home.posts],
  ] as const;

  return (
    <div className="user-home">
      <header className="panel user-home-card">
        <Avatar size={72} src={home.avatar || undefined} alt="">
          {home.nickname.slice(0, 1)}
        </Avatar>
        <div className="user-home-info">
          <h1 className="user-home-name">
            {home.nickname}
            {home.style_str && <span className="user-home-style">{home.style_str}</span>}
          </h1>
          <UserMedals medals={medals} />
          <p className="user-home-profile">{home.profile || '这个人很懒，什么都没有写'}</p>
          <dl className="user-home-stats">
            {stats.map(([label, n]) => (
              <div key={label}>
                <dd>{formatCount(n)}</dd>
                <dt>{label}</dt>
              </div>
            ))}
          </dl>
        </div>
        <div className="user-home-actions">
          {home.is_self === 0 && (
            <UserFollowButtons userId={home.user_id} state={follow} onChange={setFollow} />
          )}
          {home.is_self === 0 && <GiftButton userId={home.user_id} nickname={home.nickname} />}
          <UserShareButton userId={home.user_id} />
          {home.is_self === 0 && <UserReportButton userId={home.user_id} />}
        </div>
      </header>
      <section className="panel user-home-posts">
        <nav className="section-tabs user-home-tabs" aria-label="帖子分类">
          {USER_HOME_TABS.map((t) => (
            <Link
              key={t.segment}
              to={userHomeHref(home.user_id, t)}
              className={t === tab ? 'active' : undefined}
              aria-current={t === tab ? 'page' : undefined}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        {!posts || posts.result.length === 0 ? (
          <Empty
            className="post-feed-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={posts ? '暂无内容' : '加载失败，请刷新重试'}
          />
        ) : (
          <ul className="post-feed-items">
            {posts.result.map((post) => (
              <li key={homePostKey(post)}>
                {post.forward && (
                  <p className="user-home-forward">
                    转发于 {post.forward.create_time}
                    {post.forward.comment && `：${post.forward.comment}`}
                  </p>
                )}
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {posts && posts.totalCount > posts.pageSize && (
          <Pagination
            className="user-home-pagination"
            current={page}
            pageSize={posts.pageSize}
            total={posts.totalCount}
            showSizeChanger={false}
            onChange={(next) => navigate(userHomeHref(home.user_id, tab, next))}
          />
        )}
      </section>
    </div>
  );
}
