/** The reaction calls of docs/api/posts.md (login required; errCode "1" opens the login dialog). */
import type { CollectResult, ComplaintTarget, ReactionResult } from '@common/interaction';
import { api } from '~/lib/api';

export type LikeState = ReactionResult;

export const toggleLike = (articleId: string) =>
  api<LikeState>('/api/v1/article/like', { article_id: articleId });

export const toggleStep = (articleId: string) =>
  api<LikeState>('/api/v1/article/step', { article_id: articleId });

export const toggleCollect = (articleId: string) =>
  api<CollectResult>('/api/v1/article/collect', { article_id: articleId });

export const forwardPost = (articleId: string, content: string) =>
  api<{ forward_count: number }>('/api/v2/article/forward', { article_id: articleId, content });

/** The share link; silent on errCode "1" (SPEC §4), so the caller falls back to the page's own URL. */
export const shareLink = (articleId: string) =>
  api<{ url: string; title: string }>(
    '/api/v1/article/forward-out',
    { article_id: articleId },
    { quiet: true },
  );

export const addComplaint = (body: {
  target_type: ComplaintTarget;
  target_id: string;
  reason: string;
  detail?: string;
}) => api<null>('/api/v1/complaint/add', body);
