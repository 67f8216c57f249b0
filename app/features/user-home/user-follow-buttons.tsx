/** 关注/已关注, 特别关注 and 私信 on a user home; visitors get the login dialog. */
import { CheckOutlined, MessageOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { FollowState } from '@common/social';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { useSubmit } from '~/lib/use-submit';
import { FOLLOW_ACTIONS, followUser } from './user-home-api';

type Action = (typeof FOLLOW_ACTIONS)[keyof typeof FOLLOW_ACTIONS];

export function UserFollowButtons({
  userId,
  state,
  onChange,
}: {
  userId: number;
  state: FollowState;
  onChange: (state: FollowState) => void;
}) {
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<Action>(async (action) => {
    onChange(await followUser(userId, action));
  });
  const following = state.follow_status === 1;
  const special = state.follow_type === 1;
  return (
    <Space wrap>
      <Button
        type={following ? 'default' : 'primary'}
        icon={following ? <CheckOutlined /> : <PlusOutlined />}
        loading={pending}
        aria-pressed={following}
        onClick={requireLogin(() => void submit(following ? FOLLOW_ACTIONS.unfollow : FOLLOW_ACTIONS.follow))}
      >
        {following ? '已关注' : '关注'}
      </Button>
      <Button
        icon={special ? <StarFilled /> : <StarOutlined />}
        disabled={pending}
        aria-pressed={special}
        onClick={requireLogin(() => void submit(special ? FOLLOW_ACTIONS.unspecial : FOLLOW_ACTIONS.special))}
      >
        {special ? '取消特别关注' : '特别关注'}
      </Button>
      {/* The private-message page needs a login itself, so the login gate handles visitors there. */}
      <Link to={`/notices/private?u=${userId}`}>
        <Button icon={<MessageOutlined />}>私信</Button>
      </Link>
    </Space>
  );
}
