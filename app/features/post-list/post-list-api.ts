/** The browser's calls for the infinite post lists (docs/api/posts.md, docs/api/search.md). */
import { LIST_PAGE_SIZE } from '@common/constants';
import type { OrderValue } from '@common/post';
import { fetchPage } from '~/lib/api';
import type { PostPage } from './post-types';

/** An infinite list's API path and the fields that pick the list; paging fields are added per page. */
export interface FeedSource {
  path: string;
  query: Record<string, string | number>;
}

export interface CommunityQuery {
  back_garden: number;
  order: OrderValue;
  category_id: string;
}

export const communitySource = (query: CommunityQuery): FeedSource => ({
  path: '/api/v2/article/community',
  query: { ...query },
});

export async function fetchFeedPage(
  source: FeedSource,
  body: { start: number; cursor?: string },
  pageTime: number | undefined,
  options: { quiet?: boolean; signal?: AbortSignal } = {},
): Promise<{ page: PostPage; serverTime: number }> {
  const envelope = await fetchPage<PostPage>(
    source.path,
    { ...source.query, ...body, limit: LIST_PAGE_SIZE },
    pageTime,
    options,
  );
  return { page: envelope.data, serverTime: envelope.serverTime };
}
