/**
 * 赞, 踩 and 收藏 of a post as a bar's buttons, free of any UI kit: the desktop's reaction bar and the
 * phone's action bar draw them with their own buttons and icons. Failures leave the state as it was: the
 * API client has shown the error or the login dialog.
 */
import { useState } from 'react';
import type { Post } from '../post-list/post-types';
import { type LikeState, toggleCollect, toggleLike, toggleStep } from './reactions-api';
import { useRequireLogin } from './use-require-login';

export type ReactionKind = 'like' | 'step' | 'collect';

/** What a bar's button shows and does, whichever kit draws it. */
export interface ReactionButtonProps {
  label: string;
  /** Counted buttons are toggles: they show their count and whether they are on. */
  count?: number;
  active?: boolean;
  busy?: boolean;
  onClick: () => void;
}

/** A bar button's accessible name and pressed state. */
export const reactionAria = ({ label, count, active = false }: ReactionButtonProps) => ({
  'aria-pressed': count === undefined ? undefined : active,
  'aria-label': count === undefined ? label : `${label} ${count}`,
});

export function useReactions(post: Post): (ReactionButtonProps & { kind: ReactionKind })[] {
  const requireLogin = useRequireLogin();
  const [like, setLike] = useState<LikeState>({
    is_like: post.is_like === 1 ? 1 : post.is_like === -1 ? -1 : 0,
    like_count: post.like_count,
    step_count: post.step_count,
  });
  const [collect, setCollect] = useState({ is_collect: post.is_collect, collect_count: post.collect_count });
  const [busy, setBusy] = useState<'like' | 'collect' | null>(null);
  const id = post.article_id;

  const run = async (group: 'like' | 'collect', call: () => Promise<void>) => {
    setBusy(group);
    try {
      await call();
    } catch {
      // See above.
    } finally {
      setBusy(null);
    }
  };
  const react = (kind: 'like' | 'step') =>
    run('like', async () => setLike(await (kind === 'like' ? toggleLike(id) : toggleStep(id))));
  const toggleCollected = () => run('collect', async () => setCollect(await toggleCollect(id)));

  const button = (kind: ReactionKind, label: string, count: number, active: boolean, action: () => void) => ({
    kind,
    label,
    count,
    active,
    busy: busy === (kind === 'collect' ? 'collect' : 'like'),
    onClick: requireLogin(action),
  });
  return [
    button('like', '赞', like.like_count, like.is_like === 1, () => react('like')),
    button('step', '踩', like.step_count, like.is_like === -1, () => react('step')),
    button('collect', '收藏', collect.collect_count, collect.is_collect === 1, toggleCollected),
  ];
}
