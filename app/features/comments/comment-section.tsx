import { LIST_ERROR_SECONDS, LIST_ERROR_TEXT } from '@common/constants';
import { INTERACTION_MSG } from '@common/interaction-vocab';
import { Button, Empty, Segmented, Spin } from 'antd';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Deferred } from '~/components/deferred';
import { useFeedback } from '~/components/feedback';
import { useAuth } from '~/features/auth/auth-context';
import type { Post } from '../post-list/post-types';
import { ReportModal } from '../reactions/lazy-dialogs';
import { useRequireLogin } from '../reactions/use-require-login';
import { CommentEditor } from './comment-editor';
import { type CommentActions, CommentBody, ReplyItem } from './comment-item';
import type { Comment, CommentOrder } from './comment-types';
import { addComment, deleteComment, fetchComments, fetchReplies, toggleCommentLike } from './comments-api';
import { commentsReducer, hiddenReplies, initialComments, sameId, type Thread } from './comments-state';
import './comments.css';

const ORDER_OPTIONS: { label: string; value: CommentOrder }[] = [
  { label: '最新', value: 'new' },
  { label: '最热', value: 'hot' },
];

/** Where the open reply box is: under `thread`, answering `to`. */
interface ReplyTarget {
  thread: Thread;
  to: Comment;
}

/** The comments under a post: a box at the top, the list by newest or most liked, replies one level deep. */
export function CommentSection({ post }: { post: Post }) {
  const { message, modal } = useFeedback();
  const { user } = useAuth();
  const requireLogin = useRequireLogin();
  const [order, setOrder] = useState<CommentOrder>('new');
  const [state, dispatch] = useReducer(commentsReducer, post.comment_count, initialComments);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('loading');
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const [loadingReplies, setLoadingReplies] = useState<number | null>(null);
  const request = useRef(0);
  const articleId = post.article_id;

  const load = useCallback(
    async (start: number, pageTime: number | undefined, hasShown: boolean) => {
      const token = ++request.current;
      setStatus('loading');
      try {
        const { page, serverTime } = await fetchComments(articleId, order, start, pageTime, !hasShown);
        if (token !== request.current) return;
        dispatch({ type: 'page', page, serverTime });
        setStatus('idle');
      } catch {
        if (token !== request.current) return;
        setStatus('error');
        // SPEC §8: a list that fails with nothing shown says so for 3.5 s.
        if (!hasShown) message.warning(LIST_ERROR_TEXT, LIST_ERROR_SECONDS);
      }
    },
    [articleId, order, message],
  );

  useEffect(() => {
    dispatch({ type: 'restart' });
    void load(1, undefined, false);
    return () => {
      request.current++;
    };
  }, [load]);

  const addTopLevel = async (html: string) => {
    try {
      const comment = await addComment({ article_id: articleId, content: html });
      dispatch({ type: 'added', comment });
      message.success(INTERACTION_MSG.commentAdded);
      return true;
    } catch {
      return false;
    }
  };

  const addReply = async (target: ReplyTarget, html: string) => {
    try {
      const comment = await addComment({
        article_id: articleId,
        content: html,
        parent_id: target.thread.comment_id,
        reply_to_user_id: target.to.user.user_id,
      });
      dispatch({ type: 'added', comment });
      setReplyTarget(null);
      message.success(INTERACTION_MSG.commentAdded);
      return true;
    } catch {
      return false;
    }
  };

  const showAllReplies = async (thread: Thread, start: number) => {
    setLoadingReplies(thread.comment_id);
    try {
      const page = await fetchReplies(articleId, thread.comment_id, start);
      dispatch({ type: 'replies', parentId: thread.comment_id, page });
    } catch {
      // The API client has shown the error.
    } finally {
      setLoadingReplies(null);
    }
  };

  const actionsFor = (thread: Thread): CommentActions => ({
    like: requireLogin(async (comment: Comment) => {
      try {
        const result = await toggleCommentLike(comment.comment_id);
        dispatch({ type: 'liked', id: comment.comment_id, ...result });
      } catch {
        // As above.
      }
    }),
    reply: requireLogin((comment: Comment) => setReplyTarget({ thread, to: comment })),
    remove: (comment: Comment) =>
      modal.confirm({
        title: '提示',
        content: '确定删除?',
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          try {
            await deleteComment(comment.comment_id);
            dispatch({ type: 'removed', id: comment.comment_id });
            if (replyTarget && sameId(replyTarget.to.comment_id, comment.comment_id)) setReplyTarget(null);
            message.success(INTERACTION_MSG.commentDeleted);
          } catch {
            // As above; the dialog closes either way.
          }
        },
      }),
    report: requireLogin((comment: Comment) => setReporting(comment)),
  });

  const viewerId = user?.user_id ?? null;

  return (
    <section className="panel comments" aria-label="评论">
      <header className="comments-head">
        <h2>
          评论 <span className="comments-count">{state.count}</span>
        </h2>
        <Segmented<CommentOrder> options={ORDER_OPTIONS} value={order} onChange={setOrder} />
      </header>
      <CommentEditor
        label="评论内容"
        placeholder={user ? '写下你的评论…' : '登录后参与评论'}
        onSubmit={addTopLevel}
      />
      {state.threads.length > 0 ? (
        <ul className="comment-list">
          {state.threads.map((thread) => {
            const actions = actionsFor(thread);
            const replying = replyTarget && sameId(replyTarget.thread.comment_id, thread.comment_id);
            return (
              <li key={thread.comment_id} className="comment" data-comment-id={thread.comment_id}>
                <CommentBody comment={thread} actions={actions} viewerId={viewerId}>
                  {thread.replies.length > 0 && (
                    <ul className="reply-list">
                      {thread.replies.map((reply) => (
                        <ReplyItem
                          key={reply.comment_id}
                          reply={reply}
                          actions={actions}
                          viewerId={viewerId}
                        />
                      ))}
                    </ul>
                  )}
                  {hiddenReplies(thread) && (
                    <Button
                      type="link"
                      size="small"
                      loading={loadingReplies === thread.comment_id}
                      onClick={() => showAllReplies(thread, 1)}
                    >
                      查看全部{thread.reply_count}条回复
                    </Button>
                  )}
                  {thread.repliesHasMore && (
                    <Button
                      type="link"
                      size="small"
                      loading={loadingReplies === thread.comment_id}
                      onClick={() => showAllReplies(thread, thread.repliesPage + 1)}
                    >
                      更多回复
                    </Button>
                  )}
                  {replying && replyTarget && (
                    <CommentEditor
                      key={replyTarget.to.comment_id}
                      label="回复内容"
                      placeholder={`回复 ${replyTarget.to.user.nickname}：`}
                      submitText="回复"
                      autoFocus
                      onSubmit={(html) => addReply(replyTarget, html)}
                      onCancel={() => setReplyTarget(null)}
                    />
                  )}
                </CommentBody>
              </li>
            );
          })}
        </ul>
      ) : (
        status !== 'loading' && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评论，快来抢沙发" />
        )
      )}
      <div className="comments-foot">
        {status === 'loading' && <Spin size="small" />}
        {status === 'idle' && state.hasMore && state.threads.length > 0 && (
          <Button onClick={() => load(state.page + 1, state.pageTime, true)}>加载更多</Button>
        )}
        {status === 'error' && (
          <Button type="link" onClick={() => load(state.page + 1, state.pageTime, state.threads.length > 0)}>
            加载失败，点击重试
          </Button>
        )}
      </div>
      <Deferred when={reporting !== null}>
        <ReportModal
          open={reporting !== null}
          targetType="comment"
          targetId={reporting ? String(reporting.comment_id) : ''}
          onClose={() => setReporting(null)}
        />
      </Deferred>
    </section>
  );
}
