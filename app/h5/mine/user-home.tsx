/**
 * A member's mobile home: header card (avatar, nickname, profile, counts, medals), 关注 / 特别关注 / 私信 /
 * 赠送工分 / 分享, and their posts in the four tabs of the desktop /u/ page, as an infinite list.
 */
import { LIST_PAGE_SIZE } from '@common/constants';
import { MemberStats } from '~/features/member/member-stats';
import { useFollowState } from '~/features/user-home/use-follow';
import {
  homePostKey,
  tabOfSegment,
  USER_HOME_TABS,
  type UserHomeTab,
} from '~/features/user-home/user-home-tabs';
import { H5GiftButton } from '~/h5/money/gift-button';
import { InfiniteList } from '~/h5/posts/infinite-list';
import { h5HomePath } from '~/h5/posts/paths';
import { H5Avatar, H5PostCard } from '~/h5/posts/post-card';
import { useWxShare } from '~/h5/share/use-wx-share';
import { showToast } from '~/h5/shell/toasts';
import { careHref } from './centre-pages';
import { FollowButton, MessageLink } from './follow-actions';
import { ForwardNote } from './forward-note';
import type { H5UserHomeData } from './home-loader.server';
import { PageTabs } from './page-tabs';
import { ShareButton } from './share-sheet';
import './mine.css';

/** 全部's tab key: its path segment is empty. */
const ALL = 'all';

const tabHref = (userId: number, segment: string) =>
  segment ? `${h5HomePath(userId)}&tab=${segment}` : h5HomePath(userId);

function HomePosts({ data, tab }: { data: H5UserHomeData; tab: UserHomeTab }) {
  return (
    <InfiniteList
      source={{
        path: '/api/v2/user/article/homepage',
        query: { user_id: data.home.user_id, type: tab.type },
        limit: LIST_PAGE_SIZE,
      }}
      initial={{ page: data.posts, pageTime: data.pageTime }}
      keyOf={homePostKey}
      label="帖子"
      emptyText="暂无内容"
      renderItem={(post) => (
        <>
          {post.forward && <ForwardNote forward={post.forward} className="h5-mine-forward" />}
          <H5PostCard post={post} />
        </>
      )}
    />
  );
}

/** Key it by the member: the follow state starts from the loader's. */
export function H5UserHome({ data }: { data: H5UserHomeData }) {
  const { home, medals } = data;
  const tab = tabOfSegment(data.tab);
  const [follow, setFollow] = useFollowState(home);
  const homeUrl = `${data.origin}${h5HomePath(home.user_id)}`;
  useWxShare({
    title: `${home.nickname}的主页`,
    desc: home.profile,
    link: homeUrl,
    imgUrl: home.avatar ? new URL(home.avatar, data.origin).href : '',
  });

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
        <MemberStats
          counts={{ ...home, fans_count: follow.fans_count }}
          links={{ follow: careHref('follow', home.user_id), fans: careHref('fans', home.user_id) }}
          className="h5-mine-stats"
        />
        <div className="h5-mine-actions">
          {home.is_self === 0 && (
            <>
              <FollowButton userId={home.user_id} state={follow} onChange={setFollow} special />
              <MessageLink userId={home.user_id} />
              <H5GiftButton userId={home.user_id} nickname={home.nickname} />
            </>
          )}
          <ShareButton url={homeUrl} />
        </div>
      </header>
      <PageTabs
        tabs={USER_HOME_TABS.map((t) => ({ key: t.segment || ALL, label: t.label }))}
        active={tab.segment || ALL}
        hrefOf={(key) => tabHref(home.user_id, key === ALL ? '' : key)}
      />
      <HomePosts key={tab.segment} data={data} tab={tab} />
    </div>
  );
}
