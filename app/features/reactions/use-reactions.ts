/**
 * 赞, 踩 and 收藏 of a post as state, free of any UI kit: the desktop's reaction bar and the phone's action
 * bar use it. Failures leave the state as it was: the API client has shown the error or the login dialog.
 */
import { useState } from 'react';
import type { Post } from '../post-list/post-types';
import { type LikeState, toggleCollect, toggleLike, toggleStep } from './reactions-api';

export function useReactions(post: Post) {
  const [like, setLike] = useState<LikeState>({
    is_like: post.is_like === 1 ? 1 : post.is_like === -1 ? -1 : 0,
    like_count: post.like_count,
    step_count: post.step_count,
  });
  const [collect, setCollect] = useState({ is_collect: post.is_collect, collect_count: post.collect_count });
  const [busy, setBusy] = useState<'like' | 'collect' | null>(null);
  const id = post.article_id;

  const react = async (kind: 'like' | 'step') => {
    setBusy('like');
    try {
      setLike(await (kind === 'like' ? toggleLike(id) : toggleStep(id)));
    } catch {
      // See above.
    } finally {
      setBusy(null);
    }
  };
  const toggleCollected = async () => {
    setBusy('collect');
    try {
      setCollect(await toggleCollect(id));
    } catch {
      // See above.
    } finally {
      setBusy(null);
    }
  };
  return { like, collect, busy, react, toggleCollected };
}
