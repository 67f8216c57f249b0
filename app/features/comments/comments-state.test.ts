import { describe, expect, it } from 'vitest';
import type { Comment, CommentPage } from './comment-types';
import { commentsReducer, initialComments, moreReplies } from './comments-state';

function comment(id: number, extra: Partial<Comment> = {}): Comment {
  return {
    comment_id: id,
    article_id: 'a1',
    user: { user_id: 1, nickname: 'u', avatar: '' },
    content: `c${id}`,
    like_count: 0,
    is_like: 0,
    reply_count: 0,
    parent_id: null,
    reply_to: null,
    create_time: '2026-01-01 10:00:00',
    can_delete: 0,
    ...extra,
  };
}

const page = (
  pageNo: number,
  result: Comment[],
  hasNext = false,
  totalCount = result.length,
): CommentPage => ({
  pageNo,
  totalCount,
  hasNext,
  result,
});

const withReplies = comment(1, {
  reply_count: 5,
  replies: [2, 3, 4].map((id) => comment(id, { parent_id: 1 })),
});

describe('comments state', () => {
  it('loads pages and remembers page 1 time', () => {
    let state = commentsReducer(initialComments(7), {
      type: 'page',
      page: page(1, [withReplies], true),
      serverTime: 5,
    });
    state = commentsReducer(state, { type: 'page', page: page(2, [withReplies, comment(9)]), serverTime: 6 });
    expect(state.threads.map((t) => t.comment_id)).toEqual([1, 9]);
    expect(state).toMatchObject({ page: 2, hasMore: false, pageTime: 5, count: 7 });
    expect(commentsReducer(state, { type: 'restart' })).toMatchObject({ threads: [], page: 0, count: 7 });
  });

  it('puts a new comment on top and a reply under its comment', () => {
    let state = commentsReducer(initialComments(5), {
      type: 'page',
      page: page(1, [withReplies]),
      serverTime: 1,
    });
    state = commentsReducer(state, { type: 'added', comment: comment(10) });
    state = commentsReducer(state, {
      type: 'added',
      comment: comment(11, { parent_id: 1, reply_to: { user_id: 2, nickname: 'b' } }),
    });
    expect(state.threads.map((t) => t.comment_id)).toEqual([10, 1]);
    expect(state.threads[1].replies.map((r) => r.comment_id)).toEqual([2, 3, 4, 11]);
    expect(state.threads[1].reply_count).toBe(6);
    expect(state.count).toBe(7);
  });

  it('keeps a comment posted while the first page was on its way, once', () => {
    let state = commentsReducer(initialComments(1), { type: 'added', comment: comment(10) });
    // A first page asked for before comment 10 existed, then one asked for after.
    state = commentsReducer(state, { type: 'page', page: page(1, [comment(9)]), serverTime: 1 });
    expect(state.threads.map((t) => t.comment_id)).toEqual([10, 9]);
    state = commentsReducer(state, { type: 'page', page: page(1, [comment(10), comment(9)]), serverTime: 2 });
    expect(state.threads.map((t) => t.comment_id)).toEqual([10, 9]);
    expect(commentsReducer(state, { type: 'restart' }).threads).toEqual([]);
  });

  it('removes a reply or a whole thread', () => {
    let state = commentsReducer(initialComments(6), {
      type: 'page',
      page: page(1, [withReplies]),
      serverTime: 1,
    });
    state = commentsReducer(state, { type: 'removed', id: 3 });
    expect(state.threads[0].replies.map((r) => r.comment_id)).toEqual([2, 4]);
    expect(state).toMatchObject({ count: 5 });
    expect(state.threads[0].reply_count).toBe(4);
    state = commentsReducer(state, { type: 'removed', id: 1 });
    expect(state).toMatchObject({ threads: [], count: 0 });
    expect(commentsReducer(state, { type: 'removed', id: 99 })).toBe(state);
  });

  it('sets a like on a comment or a reply', () => {
    let state = commentsReducer(initialComments(1), {
      type: 'page',
      page: page(1, [withReplies]),
      serverTime: 1,
    });
    state = commentsReducer(state, { type: 'liked', id: 1, is_like: 1, like_count: 3 });
    state = commentsReducer(state, { type: 'liked', id: 4, is_like: 1, like_count: 1 });
    expect(state.threads[0]).toMatchObject({ is_like: 1, like_count: 3 });
    expect(state.threads[0].replies[2]).toMatchObject({ is_like: 1, like_count: 1 });
  });

  it('shows 查看全部 until all replies are loaded, then 更多回复 while their pages go on', () => {
    let state = commentsReducer(initialComments(1), {
      type: 'page',
      page: page(1, [withReplies]),
      serverTime: 1,
    });
    expect(moreReplies(state.threads[0])).toEqual({ label: '查看全部5条回复', start: 1 });
    const all = [2, 3, 4, 5, 6].map((id) => comment(id, { parent_id: 1 }));
    state = commentsReducer(state, { type: 'replies', parentId: 1, page: page(1, all.slice(0, 4), true, 5) });
    expect(state.threads[0]).toMatchObject({ repliesPage: 1, repliesHasMore: true });
    expect(moreReplies(state.threads[0])).toEqual({ label: '更多回复', start: 2 });
    state = commentsReducer(state, { type: 'replies', parentId: 1, page: page(2, all.slice(4), false, 5) });
    expect(state.threads[0].replies.map((r) => r.comment_id)).toEqual([2, 3, 4, 5, 6]);
    expect(state.threads[0].repliesHasMore).toBe(false);
    expect(moreReplies(state.threads[0])).toBeNull();
  });
});
