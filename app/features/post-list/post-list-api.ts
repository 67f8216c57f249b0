/** The browser's calls for the community lists (docs/api/posts.md). */
import { LIST_PAGE_SIZE } from '@common/constants';
import type { OrderValue } from '@common/post';
import { fetchPage } from '~/lib/api';
import type { PostPage } from './post-types';

export interface CommunityQuery {
  back_garden: number;
  order: OrderValue;
  category_id: string;
}

export async function fetchCommunityPage(
  query: CommunityQuery,
  body: { start: number; cursor?: string },
  pageTime: number | undefined,
  options: { quiet?: boolean; signal?: AbortSignal } = {},
): Promise<{ page: PostPage; serverTime: number }> {
  const envelope = await fetchPage<PostPage>(
    '/api/v2/article/community',
    { ...query, ...body, limit: LIST_PAGE_SIZE },
    pageTime,
    options,
  );
  return { page: envelope.data, serverTime: envelope.serverTime };
}
