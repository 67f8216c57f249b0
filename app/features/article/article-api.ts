/** The reading page's own call (docs/api/posts.md). */
import { api } from '~/lib/api';
import type { Post } from '../post-list/post-types';

/** The post as the signed-in reader sees it: their reactions, follow state and what a gate opens for them. */
export const fetchPostDetail = (articleId: string) =>
  api<Post>('/api/v2/article/detail', { article_id: articleId }, { quiet: true });
