/** 关注 / 特别关注 / 私信 on a member's mobile home; visitors get the login sheet. */
import type { FollowState } from '@common/social';
import Button, { type ButtonProps } from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { useFollowToggles } from '~/features/user-home/use-follow';

export function FollowButton({
  userId,
  state,
  onChange,
  special: withSpecial = false,
}: {
  userId: number;
  state: FollowState;
  onChange: (state: FollowState) => void;
  /** Also offer 特别关注 (the home page; lists keep one button a row). */
  special?: boolean;
}) {
  const toggles = useFollowToggles(userId, state, onChange);
  const toggle = (pressed: boolean, onClick: () => void, label: string, props: ButtonProps) => (
    <Button className="h5-mine-button" size="small" aria-pressed={pressed} onClick={onClick} {...props}>
      {label}
    </Button>
  );
  return (
    <>
      {toggle(toggles.following, toggles.toggleFollow, toggles.followLabel, {
        color: toggles.following ? 'default' : 'primary',
        loading: toggles.pending,
      })}
      {withSpecial &&
        toggle(toggles.special, toggles.toggleSpecial, toggles.specialLabel, { disabled: toggles.pending })}
    </>
  );
}

/** The private-message page needs a login itself: its own gate handles visitors. */
export function MessageLink({ userId }: { userId: number }) {
  return (
    <Link to={`/notices/private?u=${userId}`} className="h5-mine-link-button">
      私信
    </Link>
  );
}
