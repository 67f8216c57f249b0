/** 关注 / 特别关注 / 私信 on a member's mobile home; visitors get the login sheet. */
import type { FollowState } from '@common/social';
import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { FOLLOW_ACTIONS, followUser } from '~/features/user-home/user-home-api';
import { useSubmit } from '~/lib/use-submit';

type Action = (typeof FOLLOW_ACTIONS)[keyof typeof FOLLOW_ACTIONS];

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
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<Action>(async (action) => {
    onChange(await followUser(userId, action));
  });
  const following = state.follow_status === 1;
  const special = state.follow_type === 1;
  return (
    <>
      <Button
        className="h5-mine-button"
        color={following ? 'default' : 'primary'}
        size="small"
        loading={pending}
        aria-pressed={following}
        onClick={requireLogin(() => void submit(following ? FOLLOW_ACTIONS.unfollow : FOLLOW_ACTIONS.follow))}
      >
        {following ? '已关注' : '关注'}
      </Button>
      {withSpecial && (
        <Button
          className="h5-mine-button"
          size="small"
          disabled={pending}
          aria-pressed={special}
          onClick={requireLogin(
            () => void submit(special ? FOLLOW_ACTIONS.unspecial : FOLLOW_ACTIONS.special),
          )}
        >
          {special ? '取消特别关注' : '特别关注'}
        </Button>
      )}
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
