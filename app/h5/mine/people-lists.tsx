/**
 * Lists of members on the phone: 关注与粉丝 (/api/v1/user/fans/follow-list, the member's own or anyone's
 * with ?id=, each row with 关注 as the viewer's relation stands) and 黑名单 (/api/v1/user/black/list, each
 * row with 移出黑名单), as the desktop /mine/care, /user/care and /mine/black.
 */
import { formatCount } from '@common/format';
import type { FollowState, UserCard } from '@common/social';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { unblockUser } from '~/features/blocks/blocks-api';
import { InfiniteList } from '~/h5/posts/infinite-list';
import { h5HomePath } from '~/h5/posts/paths';
import { H5Avatar } from '~/h5/posts/post-card';
import { type InitialList, type ListSource, usePagedList } from '~/h5/posts/use-paged-list';
import { showToast } from '~/h5/shell/toasts';
import { useSubmit } from '~/lib/use-submit';
import type { BlockedUser } from '../../../server/modules/block/block.service';
import { careHref } from './centre-menu';
import { FollowButton } from './follow-actions';
import { PageTabs } from './page-tabs';
import './mine.css';

export type CareKind = 'follow' | 'fans';

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
  const [state, setState] = useState<FollowState>({
    follow_status: user.follow_status,
    follow_type: user.follow_type,
    fans_count: user.fans_count,
  });
  return (
    <PersonRow
      user={user}
      meta={`粉丝 ${formatCount(state.fans_count)} · 帖子 ${formatCount(user.posts)}`}
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
  const source = useMemo<ListSource>(
    () => ({
      path: '/api/v1/user/fans/follow-list',
      query: owner ? { user_id: owner.user_id, type: kind } : ({ type: kind } as Record<string, string>),
      limit: pageSize,
    }),
    [owner, kind, pageSize],
  );
  const list = usePagedList(source, initial, keyOfUser);
  return (
    <>
      {owner && <p className="h5-mine-owner">{owner.nickname}</p>}
      <PageTabs
        tabs={[
          { key: 'follow', label: '关注' },
          { key: 'fans', label: '粉丝' },
        ]}
        active={kind}
        hrefOf={(k) => careHref(k, owner?.user_id)}
      />
      <InfiniteList
        list={list}
        keyOf={keyOfUser}
        label={kind === 'follow' ? '关注' : '粉丝'}
        emptyText={kind === 'follow' ? '还没有关注任何人' : '还没有粉丝'}
        renderItem={(u) => <CareRow user={u} self={u.user_id === viewerId} />}
      />
    </>
  );
}

export function BlackList({ initial, pageSize }: { initial: InitialList<BlockedUser>; pageSize: number }) {
  const source = useMemo<ListSource>(
    () => ({ path: '/api/v1/user/black/list', query: {}, limit: pageSize }),
    [pageSize],
  );
  const list = usePagedList(source, initial, keyOfUser);
  const unblock = useSubmit(async (userId: number) => {
    await unblockUser(userId);
    showToast('已移出黑名单');
    list.remove(String(userId));
  });
  return (
    <>
      <p className="h5-mine-hint">被拉黑的用户无法给你发私信、评论你的帖子或回复你。</p>
      <InfiniteList
        list={list}
        keyOf={keyOfUser}
        label="黑名单"
        emptyText="黑名单为空"
        renderItem={(u) => (
          <PersonRow
            user={u}
            meta={`拉黑于 ${u.create_time.slice(0, 16)}`}
            action={
              <Button
                size="small"
                className="h5-mine-button"
                disabled={unblock.pending}
                onClick={() => void unblock.submit(u.user_id)}
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
