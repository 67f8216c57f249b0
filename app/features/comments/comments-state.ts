/**
 * The comment thread under a post as pure state: top-level comments page by page, each with its replies
 * (the first three from the list, all of them once expanded through list-pc).
 */
import type { Comment, CommentId, CommentLike, CommentPage } from './comment-types';

export type Thread = Omit<Comment, 'replies'> & {
  replies: Comment[];
  /** The replies page loaded through list-pc; 0 while showing the list's first three. */
  repliesPage: number;
  repliesHasMore: boolean;
  /** Posted from this page: a first page that was asked for before it existed must not drop it. */
  postedHere?: true;
};

export interface CommentsState {
  threads: Thread[];
  page: number;
  hasMore: boolean;
  pageTime: number | undefined;
  /** Comments on the post, replies included, as the header counts them. */
  count: number;
}

export const sameId = (a: CommentId | null | undefined, b: CommentId | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

const toThread = (comment: Comment): Thread => ({
  ...comment,
  replies: comment.replies ?? [],
  repliesPage: 0,
  repliesHasMore: false,
});

export function initialComments(count: number): CommentsState {
  return { threads: [], page: 0, hasMore: true, pageTime: undefined, count };
}

function appendUnique(list: Comment[], more: Comment[]): Comment[] {
  const ids = new Set(list.map((c) => String(c.comment_id)));
  return [...list, ...more.filter((c) => !ids.has(String(c.comment_id)))];
}

export type CommentsAction =
  | { type: 'page'; page: CommentPage; serverTime: number }
  | { type: 'restart' }
  | { type: 'added'; comment: Comment }
  | { type: 'removed'; id: CommentId }
  | ({ type: 'liked'; id: CommentId } & CommentLike)
  | { type: 'replies'; parentId: CommentId; page: CommentPage };

function mapThreads(state: CommentsState, update: (thread: Thread) => Thread): CommentsState {
  return { ...state, threads: state.threads.map(update) };
}

export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'restart':
      return initialComments(state.count);
    case 'page': {
      const first = action.page.pageNo <= 1;
      const known = new Set(first ? [] : state.threads.map((t) => String(t.comment_id)));
      const fresh = action.page.result.filter((c) => !known.has(String(c.comment_id))).map(toThread);
      const listed = new Set(fresh.map((t) => String(t.comment_id)));
      const postedMeanwhile = state.threads.filter((t) => t.postedHere && !listed.has(String(t.comment_id)));
      return {
        ...state,
        threads: first ? [...postedMeanwhile, ...fresh] : [...state.threads, ...fresh],
        page: action.page.pageNo,
        hasMore: action.page.hasNext && action.page.result.length > 0,
        pageTime: first ? action.serverTime : state.pageTime,
      };
    }
    case 'added': {
      const { comment } = action;
      const next = { ...state, count: state.count + 1 };
      if (comment.parent_id === null || comment.parent_id === undefined) {
        return { ...next, threads: [{ ...toThread(comment), postedHere: true }, ...state.threads] };
      }
      return mapThreads(next, (t) =>
        sameId(t.comment_id, comment.parent_id)
          ? { ...t, replies: appendUnique(t.replies, [comment]), reply_count: t.reply_count + 1 }
          : t,
      );
    }
    case 'removed': {
      const top = state.threads.find((t) => sameId(t.comment_id, action.id));
      if (top) {
        return {
          ...state,
          threads: state.threads.filter((t) => t !== top),
          count: Math.max(0, state.count - 1 - top.reply_count),
        };
      }
      let found = false;
      const threads = state.threads.map((t) => {
        if (!t.replies.some((r) => sameId(r.comment_id, action.id))) return t;
        found = true;
        return {
          ...t,
          replies: t.replies.filter((r) => !sameId(r.comment_id, action.id)),
          reply_count: Math.max(0, t.reply_count - 1),
        };
      });
      return found ? { ...state, threads, count: Math.max(0, state.count - 1) } : state;
    }
    case 'liked': {
      const like = (c: Comment): Comment =>
        sameId(c.comment_id, action.id)
          ? { ...c, is_like: action.is_like, like_count: action.like_count }
          : c;
      return mapThreads(state, (t) => ({ ...(like(t) as Thread), replies: t.replies.map(like) }));
    }
    case 'replies':
      return mapThreads(state, (t) => {
        if (!sameId(t.comment_id, action.parentId)) return t;
        const first = action.page.pageNo <= 1;
        return {
          ...t,
          replies: first ? action.page.result : appendUnique(t.replies, action.page.result),
          repliesPage: action.page.pageNo,
          repliesHasMore: action.page.hasNext && action.page.result.length > 0,
          reply_count: action.page.totalCount,
        };
      });
    default:
      return state;
  }
}

/**
 * The link under a thread's replies and the replies page it loads: 查看全部N条回复 while some of the
 * list's first replies are not on the page, then 更多回复 while their pages go on.
 */
export function moreReplies(thread: Thread): { label: string; start: number } | null {
  if (thread.repliesPage === 0 && thread.reply_count > thread.replies.length) {
    return { label: `查看全部${thread.reply_count}条回复`, start: 1 };
  }
  return thread.repliesHasMore ? { label: '更多回复', start: thread.repliesPage + 1 } : null;
}
