/**
 * Following a member, for both sites (no UI kit): the state a loader gave, kept as the viewer changes it,
 * and the toggles of 关注 and 特别关注, each behind the login gate.
 */
import type { FollowState } from '@common/social';
import { useState } from 'react';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { useSubmit } from '~/lib/use-submit';
import { FOLLOW_ACTIONS, followUser } from './user-home-api';

type Action = (typeof FOLLOW_ACTIONS)[keyof typeof FOLLOW_ACTIONS];

/** Key the component by the member: the state starts from the loader's. */
export const useFollowState = (from: FollowState) =>
  useState<FollowState>({
    follow_status: from.follow_status,
    follow_type: from.follow_type,
    fans_count: from.fans_count,
  });

export function useFollowToggles(userId: number, state: FollowState, onChange: (state: FollowState) => void) {
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<Action>(async (action) => {
    onChange(await followUser(userId, action));
  });
  const following = state.follow_status === 1;
  const special = state.follow_type === 1;
  return {
    following,
    special,
    pending,
    followLabel: following ? '已关注' : '关注',
    specialLabel: special ? '取消特别关注' : '特别关注',
    toggleFollow: requireLogin(
      () => void submit(following ? FOLLOW_ACTIONS.unfollow : FOLLOW_ACTIONS.follow),
    ),
    toggleSpecial: requireLogin(
      () => void submit(special ? FOLLOW_ACTIONS.unspecial : FOLLOW_ACTIONS.special),
    ),
  };
}
