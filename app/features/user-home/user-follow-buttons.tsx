/** 关注/已关注, 特别关注 and 私信 on a user home (关注 alone in a list); visitors get the login dialog. */
import { CheckOutlined, MessageOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { FollowState } from '@common/social';
import { Button, Space } from 'antd';
import type { MouseEvent } from 'react';
import { useLinkClickHandler } from 'react-router';
import { useFollowToggles } from './use-follow';

export function UserFollowButtons({
  userId,
  state,
  onChange,
  followOnly = false,
}: {
  userId: number;
  state: FollowState;
  onChange: (state: FollowState) => void;
  /** Only 关注/已关注 (a list of suggestions keeps one button a row). */
  followOnly?: boolean;
}) {
  const { following, special, pending, toggleFollow, toggleSpecial, followLabel, specialLabel } =
    useFollowToggles(userId, state, onChange);
  const messagesPath = `/notices/private?u=${userId}`;
  const openMessages = useLinkClickHandler(messagesPath);
  const follow = (
    <Button
      type={following ? 'default' : 'primary'}
      icon={following ? <CheckOutlined /> : <PlusOutlined />}
      loading={pending}
      aria-pressed={following}
      onClick={toggleFollow}
    >
      {followLabel}
    </Button>
  );
  if (followOnly) return follow;
  return (
    <Space wrap>
      {follow}
      <Button
        icon={special ? <StarFilled /> : <StarOutlined />}
        disabled={pending}
        aria-pressed={special}
        onClick={toggleSpecial}
      >
        {specialLabel}
      </Button>
      {/*
        The private-message page needs a login itself, so the login gate handles visitors there. A link
        drawn as a button (not a button inside a link): one control, navigated on the client.
      */}
      <Button
        icon={<MessageOutlined />}
        href={messagesPath}
        onClick={(event: MouseEvent<HTMLElement>) => openMessages(event as MouseEvent<HTMLAnchorElement>)}
      >
        私信
      </Button>
    </Space>
  );
}
