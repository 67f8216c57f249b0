import { describe, expect, it } from 'vitest';
import { addPage, emptyFeed, nextPageBody } from './feed-state';
import type { Post, PostPage } from './post-types';

const post = (id: string) => ({ article_id: id }) as Post;

function page(pageNo: number, ids: string[], next: Partial<PostPage> = {}): PostPage {
  return {
    pageNo,
    pageSize: 2,
    totalCount: 5,
    totalPages: 3,
    hasNext: true,
    nextPage: pageNo + 1,
    hasPre: pageNo > 1,
    prePage: Math.max(1, pageNo - 1),
    result: ids.map(post),
    next_cursor: `c${pageNo}`,
    ...next,
  };
}

describe('feed state', () => {
  it('starts with page 1 and its serverTime', () => {
    const state = addPage(emptyFeed, page(1, ['a', 'b']), 1000);
    expect(state).toMatchObject({ page: 1, cursor: 'c1', hasMore: true, pageTime: 1000 });
    expect(nextPageBody(state)).toEqual({ start: 2, cursor: 'c1' });
    expect(nextPageBody(emptyFeed)).toEqual({ start: 1 });
  });

  it('appends later pages, keeps page 1 time and drops repeats', () => {
    const one = addPage(emptyFeed, page(1, ['a', 'b']), 1000);
    const two = addPage(one, page(2, ['b', 'c']), 2000);
    expect(two.items.map((p) => p.article_id)).toEqual(['a', 'b', 'c']);
    expect(two.pageTime).toBe(1000);
  });

  it('is exhausted without a next cursor or when hasNext is false', () => {
    const one = addPage(emptyFeed, page(1, ['a', 'b']), 1);
    expect(addPage(one, page(2, ['c'], { next_cursor: '' }), 2).hasMore).toBe(false);
    expect(addPage(one, page(2, ['c'], { next_cursor: undefined }), 2).hasMore).toBe(false);
    expect(addPage(one, page(2, ['c', 'd'], { hasNext: false }), 2).hasMore).toBe(false);
    expect(addPage(emptyFeed, page(1, [], { hasNext: false, next_cursor: '' }), 1).hasMore).toBe(false);
  });

  it('replaces everything with a new page 1', () => {
    const two = addPage(addPage(emptyFeed, page(1, ['a']), 1), page(2, ['b']), 2);
    expect(addPage(two, page(1, ['x']), 9)).toMatchObject({ page: 1, pageTime: 9, items: [post('x')] });
  });
});
