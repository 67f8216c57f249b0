/**
 * A member's follow or fan list (/mine/care and /user/care), each user with follow-back buttons as the
 * viewer's relation stands; the viewer's own row has none.
 */
import type { pageSchema } from '@common/post';
import type { UserCard, userCardSchema } from '@common/social';
import { Empty, List } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useAuth } from '~/features/auth/auth-context';
import { AuthorLink } from '~/features/post-list/author-link';
import { useFollowState } from '~/features/user-home/use-follow';
import { UserFollowButtons } from '~/features/user-home/user-follow-buttons';
import { CARE_TABS, type CareKind, careTab } from './member-nav';
import { careCounts } from './member-stats';
import { QueryPagination } from './query-pagination';

type CardPage = z.infer<ReturnType<typeof pageSchema<typeof userCardSchema>>>;

function CareRow({ user, self }: { user: UserCard; self: boolean }) {
  const [state, setState] = useFollowState(user);
  return (
    <List.Item
      actions={
        self
          ? []
          : [<UserFollowButtons key="follow" userId={user.user_id} state={state} onChange={setState} />]
      }
    >
      <List.Item.Meta
        avatar={<AuthorLink user={user} size={44} />}
        description={
          <>
            <span>{user.profile || '这个人很懒，什么都没有写'}</span>
            <br />
            <span>{careCounts(state.fans_count, user.posts)}</span>
          </>
        }
      />
    </List.Item>
  );
}

export function CareList({
  title,
  kind,
  hrefOf,
  page,
  users,
}: {
  title: string;
  kind: CareKind;
  hrefOf: (kind: CareKind) => string;
  page: number;
  users: CardPage;
}) {
  const viewerId = useAuth().user?.user_id;
  return (
    <section className="panel mine-page care-list">
      <h1>{title}</h1>
      <nav className="section-tabs" aria-label="关注与粉丝">
        {CARE_TABS.map((t) => (
          <Link
            key={t.kind}
            to={hrefOf(t.kind)}
            className={t.kind === kind ? 'active' : undefined}
            aria-current={t.kind === kind ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {users.result.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={careTab(kind).empty} />
      ) : (
        <List
          dataSource={users.result}
          renderItem={(u) => <CareRow key={u.user_id} user={u} self={u.user_id === viewerId} />}
        />
      )}
      <QueryPagination page={page} pageSize={users.pageSize} total={users.totalCount} />
    </section>
  );
}
