/**
 * Lists of members on the phone: 关注与粉丝 (/api/v1/user/fans/follow-list, the member's own or anyone's
 * with ?id=, each row with 关注 as the viewer's relation stands) and 黑名单 (/api/v1/user/black/list, each
 * row with 移出黑名单), as the desktop /mine/care, /user/care and /mine/black.
 */
import type { UserCard } from '@common/social';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { unblockUser } from '~/features/blocks/blocks-api';
import { CARE_TABS, type CareKind, careTab } from '~/features/member/member-nav';
import { careCounts } from '~/features/member/member-stats';
import { useFollowState } from '~/features/user-home/use-follow';
import { InfiniteList } from '~/h5/posts/infinite-list';
import { h5HomePath } from '~/h5/posts/paths';
import { H5Avatar } from '~/h5/posts/post-card';
import type { InitialList } from '~/h5/posts/use-paged-list';
import { showToast } from '~/h5/shell/toasts';
import { useSubmit } from '~/lib/use-submit';
import type { BlockedUser } from '../../../server/modules/block/block.service';
import { CENTRE_TITLES, careHref } from './centre-pages';
import { FollowButton } from './follow-actions';
import { PageTabs } from './page-tabs';
import './mine.css';

const keyOfUser = (u: { user_id: number }) => String(u.user_id);

function PersonRow({
  user,
  meta,
  action,
}: {
  user: { user_id: number; nickname: string; avatar: string };
  meta: string;
  action?: ReactNode;
}) {
  return (
    <div className="h5-mine-row">
      <Link to={h5HomePath(user.user_id)} className="h5-mine-person">
        <H5Avatar src={user.avatar} name={user.nickname} size={44} />
        <span className="h5-mine-row-main">
          <span className="h5-mine-row-title">{user.nickname}</span>
          <span className="h5-mine-row-meta">{meta}</span>
        </span>
      </Link>
      {action}
    </div>
  );
}

function CareRow({ user, self }: { user: UserCard; self: boolean }) {
  const [state, setState] = useFollowState(user);
  return (
    <PersonRow
      user={user}
      meta={careCounts(state.fans_count, user.posts)}
      action={self ? null : <FollowButton userId={user.user_id} state={state} onChange={setState} />}
    />
  );
}

export function CareList({
  kind,
  owner,
  initial,
  pageSize,
}: {
  kind: CareKind;
  /** Someone else's list; null for the member's own. */
  owner: { user_id: number; nickname: string } | null;
  initial: InitialList<UserCard>;
  pageSize: number;
}) {
  const viewerId = useAuth().user?.user_id;
  const tab = careTab(kind);
  return (
    <>
      {owner && <p className="h5-mine-owner">{owner.nickname}</p>}
      <PageTabs
        tabs={CARE_TABS.map((t) => ({ key: t.kind, label: t.label }))}
        active={kind}
        hrefOf={(k) => careHref(k, owner?.user_id)}
      />
      <InfiniteList
        source={{
          path: '/api/v1/user/fans/follow-list',
          query: owner ? { user_id: owner.user_id, type: kind } : { type: kind },
          limit: pageSize,
        }}
        initial={initial}
        keyOf={keyOfUser}
        label={tab.label}
        emptyText={tab.empty}
        renderItem={(u) => <CareRow user={u} self={u.user_id === viewerId} />}
      />
    </>
  );
}

export function BlackList({ initial, pageSize }: { initial: InitialList<BlockedUser>; pageSize: number }) {
  const unblock = useSubmit(async ({ userId, remove }: { userId: number; remove: () => void }) => {
    await unblockUser(userId);
    showToast('已移出黑名单');
    remove();
  });
  return (
    <>
      <p className="h5-mine-hint">被拉黑的用户无法给你发私信、评论你的帖子或回复你。</p>
      <InfiniteList
        source={{ path: '/api/v1/user/black/list', query: {}, limit: pageSize }}
        initial={initial}
        keyOf={keyOfUser}
        label={CENTRE_TITLES.black}
        emptyText="黑名单为空"
        renderItem={(u, remove) => (
          <PersonRow
            user={u}
            meta={`拉黑于 ${u.create_time.slice(0, 16)}`}
            action={
              <Button
                size="small"
                className="h5-mine-button"
                disabled={unblock.pending}
                onClick={() => void unblock.submit({ userId: u.user_id, remove })}
              >
                移出黑名单
              </Button>
            }
          />
        )}
      />
    </>
  );
}
