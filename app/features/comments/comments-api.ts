/** The comment calls of docs/api/posts.md. */

import { COMMENT_PAGE_SIZE } from '@common/interaction-vocab';
import { api, fetchPage } from '~/lib/api';
import type { Comment, CommentId, CommentLike, CommentOrder, CommentPage } from './comment-types';

export async function fetchComments(
  articleId: string,
  order: CommentOrder,
  start: number,
  pageTime: number | undefined,
  quiet: boolean,
) {
  const envelope = await fetchPage<CommentPage>(
    '/api/v1/article/comment/list',
    { article_id: articleId, order, start, limit: COMMENT_PAGE_SIZE },
    pageTime,
    { quiet },
  );
  return { page: envelope.data, serverTime: envelope.serverTime };
}

export async function fetchReplies(articleId: string, commentId: CommentId, start: number) {
  const envelope = await fetchPage<CommentPage>('/api/v1/article/comment/list-pc', {
    article_id: articleId,
    comment_id: commentId,
    start,
    limit: COMMENT_PAGE_SIZE,
  });
  return envelope.data;
}

export const addComment = (body: {
  article_id: string;
  content: string;
  parent_id?: CommentId;
  reply_to_user_id?: number;
}) => api<Comment>('/api/v1/article/comment/add', body);

export const deleteComment = (commentId: CommentId) =>
  api<null>('/api/v1/article/comment/delete', { comment_id: commentId });

export const toggleCommentLike = (commentId: CommentId) =>
  api<CommentLike>('/api/v1/article/comment/like', { comment_id: commentId });
