/**
 * The comments under a post as state and calls, free of any UI kit: the thread (comments-state.ts) in
 * either order, its pages and replies, adding, liking and deleting. The desktop's section and the phone's
 * list draw it with their own kit and pass their toasts. A failed call changes nothing here: the API
 * client has shown the error.
 */
import { LIST_ERROR_SECONDS, LIST_ERROR_TEXT } from '@common/constants';
import { INTERACTION_MSG } from '@common/interaction-vocab';
import { useCallback, useReducer, useRef, useState } from 'react';
import type { Post } from '../post-list/post-types';
import { useRequireLogin } from '../reactions/use-require-login';
import type { Comment, CommentId, CommentOrder } from './comment-types';
import { addComment, deleteComment, fetchComments, fetchReplies, toggleCommentLike } from './comments-api';
import { commentsReducer, initialComments, type Thread } from './comments-state';

export const COMMENT_ORDERS: { label: string; value: CommentOrder }[] = [
  { label: '最新', value: 'new' },
  { label: '最热', value: 'hot' },
];

/** The kit's toasts; `warning` shows for `seconds`. */
export interface CommentToasts {
  success(text: string): unknown;
  warning(text: string, seconds: number): unknown;
}

/** A reply being written: under `thread`, answering `to`. */
export interface ReplyTarget {
  thread: Thread;
  to: Comment;
}

/** `toasts` must keep its identity across renders: `load` changes with it. */
export function useComments(post: Post, toasts: CommentToasts) {
  const requireLogin = useRequireLogin();
  const [order, setOrder] = useState<CommentOrder>('new');
  const [state, dispatch] = useReducer(commentsReducer, post.comment_count, initialComments);
  const [loadingReplies, setLoadingReplies] = useState<CommentId | null>(null);
  const request = useRef(0);
  const articleId = post.article_id;

  /**
   * Fetches page `start` of the list; false when a newer request (or another order) made the answer
   * stale. A failure throws, after SPEC §8's notice (3.5 s) when nothing was shown.
   */
  const load = useCallback(
    async (start: number, pageTime: number | undefined, hasShown: boolean) => {
      const token = ++request.current;
      try {
        const { page, serverTime } = await fetchComments(articleId, order, start, pageTime, !hasShown);
        if (token !== request.current) return false;
        dispatch({ type: 'page', page, serverTime });
        return true;
      } catch (error) {
        if (token !== request.current) return false;
        if (!hasShown) toasts.warning(LIST_ERROR_TEXT, LIST_ERROR_SECONDS);
        throw error;
      }
    },
    [articleId, order, toasts],
  );

  /** The page after the last one shown (the first after a switch of order). */
  const loadMore = () => load(state.page + 1, state.pageTime, state.threads.length > 0);

  const switchOrder = (next: CommentOrder) => {
    if (next === order) return;
    request.current++;
    dispatch({ type: 'restart' });
    setOrder(next);
  };

  /** Sends a comment, or a reply to `target`; true once it is on the list. */
  const add = async (html: string, target?: ReplyTarget) => {
    try {
      const comment = await addComment(
        target
          ? {
              article_id: articleId,
              content: html,
              parent_id: target.thread.comment_id,
              reply_to_user_id: target.to.user.user_id,
            }
          : { article_id: articleId, content: html },
      );
      dispatch({ type: 'added', comment });
      toasts.success(INTERACTION_MSG.commentAdded);
      return true;
    } catch {
      return false;
    }
  };

  /** Deletes a comment (a thread with its replies); true once it is off the list. */
  const remove = async (comment: Comment) => {
    try {
      await deleteComment(comment.comment_id);
      dispatch({ type: 'removed', id: comment.comment_id });
      toasts.success(INTERACTION_MSG.commentDeleted);
      return true;
    } catch {
      return false;
    }
  };

  const like = requireLogin(async (comment: Comment) => {
    try {
      dispatch({ type: 'liked', id: comment.comment_id, ...(await toggleCommentLike(comment.comment_id)) });
    } catch {
      // See above.
    }
  });

  /** Loads page `start` of a thread's replies (1: all of them from the first). */
  const showReplies = async (thread: Thread, start: number) => {
    setLoadingReplies(thread.comment_id);
    try {
      const page = await fetchReplies(articleId, thread.comment_id, start);
      dispatch({ type: 'replies', parentId: thread.comment_id, page });
    } catch {
      // See above.
    } finally {
      setLoadingReplies(null);
    }
  };

  return { state, order, switchOrder, load, loadMore, add, remove, like, showReplies, loadingReplies };
}
