import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import type { Post } from '../post-list/post-types';
import { fetchPostDetail } from './article-api';

/**
 * The post of a shared page (the one every reader gets from the page cache, ADR 14) turns into the member's
 * own view once the member is known: their like and collect state, the author's follow state, and the body
 * a gate opens for them. `viewer` names whose view `post` is, so state kept from it can start over.
 */
export function usePersonalPost(post: Post, shared: boolean): { post: Post; viewer: number | null } {
  const { user } = useAuth();
  const userId = user?.user_id ?? null;
  const [own, setOwn] = useState<{ viewer: number; post: Post } | null>(null);

  useEffect(() => {
    if (!shared || userId === null) return;
    let live = true;
    fetchPostDetail(post.article_id).then(
      (mine) => live && setOwn({ viewer: userId, post: mine }),
      // The shared view stays: it is what a visitor may read, and the reactions still work.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [shared, userId, post.article_id]);

  if (!shared) return { post, viewer: userId };
  if (own && own.viewer === userId && own.post.article_id === post.article_id)
    return { post: own.post, viewer: userId };
  return { post, viewer: null };
}
