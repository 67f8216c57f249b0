/** 关注/已关注, 特别关注 and 私信 on a user home; visitors get the login dialog. */
import { CheckOutlined, MessageOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { FollowState } from '@common/social';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useFollowToggles } from './use-follow';

export function UserFollowButtons({
  userId,
  state,
  onChange,
}: {
  userId: number;
  state: FollowState;
  onChange: (state: FollowState) => void;
}) {
  const { following, special, pending, toggleFollow, toggleSpecial, followLabel, specialLabel } =
    useFollowToggles(userId, state, onChange);
  return (
    <Space wrap>
      <Button
        type={following ? 'default' : 'primary'}
        icon={following ? <CheckOutlined /> : <PlusOutlined />}
        loading={pending}
        aria-pressed={following}
        onClick={toggleFollow}
      >
        {followLabel}
      </Button>
      <Button
        icon={special ? <StarFilled /> : <StarOutlined />}
        disabled={pending}
        aria-pressed={special}
        onClick={toggleSpecial}
      >
        {specialLabel}
      </Button>
      {/* The private-message page needs a login itself, so the login gate handles visitors there. */}
      <Link to={`/notices/private?u=${userId}`}>
        <Button icon={<MessageOutlined />}>私信</Button>
      </Link>
    </Space>
  );
}
