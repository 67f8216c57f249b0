/**
 * A member's mobile home: header card (avatar, nickname, profile, counts, medals), 关注 / 特别关注 / 私信 /
 * 分享, and their posts in the four tabs of the desktop /u/ page, as an infinite list.
 */
import { LIST_PAGE_SIZE } from '@common/constants';
import { formatCount } from '@common/format';
import type { FollowState } from '@common/social';
import Tabs from 'antd-mobile/es/components/tabs';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { USER_HOME_TABS, type UserHomeTab } from '~/features/user-home/user-home-tabs';
import { InfiniteList } from '~/h5/posts/infinite-list';
import { h5HomePath } from '~/h5/posts/paths';
import { H5Avatar, type H5Post, H5PostCard, H5Time } from '~/h5/posts/post-card';
import { type ListSource, usePagedList } from '~/h5/posts/use-paged-list';
import { useWxShare } from '~/h5/share/use-wx-share';
import { showToast } from '~/h5/shell/toasts';
import { FollowButton, MessageLink } from './follow-actions';
import type { H5UserHomeData } from './home-loader.server';
import { ShareButton } from './share-sheet';
import './mine.css';

const keyOfPost = (post: H5Post) =>
  post.forward ? `${post.article_id}:${post.forward.create_time}` : post.article_id;

const tabHref = (userId: number, tab: UserHomeTab) =>
  tab.segment ? `${h5HomePath(userId)}&tab=${tab.segment}` : h5HomePath(userId);

function HomePosts({ data, tab }: { data: H5UserHomeData; tab: UserHomeTab }) {
  const source = useMemo<ListSource>(
    () => ({
      path: '/api/v2/user/article/homepage',
      query: { user_id: data.home.user_id, type: tab.type },
      limit: LIST_PAGE_SIZE,
    }),
    [data.home.user_id, tab.type],
  );
  const list = usePagedList(source, { page: data.posts, pageTime: data.pageTime }, keyOfPost);
  return (
    <InfiniteList
      list={list}
      keyOf={keyOfPost}
      label="帖子"
      emptyText="暂无内容"
      renderItem={(post) => (
        <>
          {post.forward && (
            <p className="h5-mine-forward">
              转发于 <H5Time time={post.forward.create_time} />
              {post.forward.comment && `：${post.forward.comment}`}
            </p>
          )}
          <H5PostCard post={post} />
        </>
      )}
    />
  );
}

/** Key it by the member: the follow state starts from the loader's. */
export function H5UserHome({ data }: { data: H5UserHomeData }) {
  const { home, medals } = data;
  const navigate = useNavigate();
  const tab = USER_HOME_TABS.find((t) => t.segment === data.tab) ?? USER_HOME_TABS[0];
  const [follow, setFollow] = useState<FollowState>({
    follow_status: home.follow_status,
    follow_type: home.follow_type,
    fans_count: home.fans_count,
  });
  const homeUrl = `${data.origin}${h5HomePath(home.user_id)}`;
  useWxShare({
    title: `${home.nickname}的主页`,
    desc: home.profile,
    link: homeUrl,
    imgUrl: home.avatar ? new URL(home.avatar, data.origin).href : '',
  });
  const stats = [
    { label: '关注', value: home.follow_count, to: `/h5/mine/care?id=${home.user_id}&type=follow` },
    { label: '粉丝', value: follow.fans_count, to: `/h5/mine/care?id=${home.user_id}&type=fans` },
    { label: '获赞', value: home.like_count, to: null },
    { label: '帖子', value: home.posts, to: null },
  ];

  return (
    <div className="h5-mine-home">
      <header className="h5-mine-card">
        <div className="h5-mine-who">
          <H5Avatar src={home.avatar} name={home.nickname} size={64} />
          <div className="h5-mine-who-text">
            <h1 className="h5-mine-name">{home.nickname}</h1>
            {home.style_str && <span className="h5-mine-style">{home.style_str}</span>}
          </div>
        </div>
        {medals.length > 0 && (
          <ul className="h5-mine-medals" aria-label="勋章">
            {medals.map((m) => (
              <li key={m.medal_id}>
                <button type="button" onClick={() => showToast(m.description || m.name)}>
                  {m.icon && <img src={m.icon} alt="" width={14} height={14} />}
                  {m.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="h5-mine-profile">{home.profile || '这个人很懒，什么都没有写'}</p>
        <dl className="h5-mine-stats">
          {stats.map((s) => (
            <div key={s.label}>
              <dd>{s.to ? <Link to={s.to}>{formatCount(s.value)}</Link> : formatCount(s.value)}</dd>
              <dt>{s.label}</dt>
            </div>
          ))}
        </dl>
        <div className="h5-mine-actions">
          {home.is_self === 0 && (
            <>
              <FollowButton userId={home.user_id} state={follow} onChange={setFollow} special />
              <MessageLink userId={home.user_id} />
            </>
          )}
          <ShareButton url={homeUrl} />
        </div>
      </header>
      <Tabs
        className="h5-mine-tabs"
        activeKey={tab.segment || 'all'}
        onChange={(key) => {
          const next = USER_HOME_TABS.find((t) => (t.segment || 'all') === key) ?? USER_HOME_TABS[0];
          void navigate(tabHref(home.user_id, next), { replace: true, preventScrollReset: true });
        }}
      >
        {USER_HOME_TABS.map((t) => (
          <Tabs.Tab key={t.segment || 'all'} title={t.label} />
        ))}
      </Tabs>
      <HomePosts key={tab.segment} data={data} tab={tab} />
    </div>
  );
}
