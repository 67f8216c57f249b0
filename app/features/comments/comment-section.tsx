import { Button, Empty, Segmented, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Deferred } from '~/components/deferred';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { useAuth } from '~/features/auth/auth-context';
import { AdoptButton, BestAnswerTag, canAdopt } from '../bounty/bounty-panel';
import type { Post } from '../post-list/post-types';
import { ReportModal } from '../reactions/lazy-dialogs';
import { useRequireLogin } from '../reactions/use-require-login';
import { RewardDialog } from '../reward/lazy-dialogs';
import { CommentEditor } from './comment-editor';
import { CommentBody, ReplyItem } from './comment-item';
import type { CommentActions } from './comment-markup';
import type { Comment, CommentOrder } from './comment-types';
import { moreReplies, sameId, type Thread } from './comments-state';
import { COMMENT_ORDERS, type ReplyTarget, useComments } from './use-comments';
import './comments.css';

/**
 * The comments under a post: a box at the top, the list by newest or most liked, replies one level deep.
 * On a question with a bounty, its answers carry 最佳答案 and the asker's 采纳 (`onBountyChanged` then).
 */
export function CommentSection({ post, onBountyChanged }: { post: Post; onBountyChanged?: () => void }) {
  const { message, modal } = useFeedback();
  const { user } = useAuth();
  const requireLogin = useRequireLogin();
  const comments = useComments(post, message);
  const { state, load } = comments;
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('loading');
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const [rewarding, setRewarding] = useState<Comment | null>(null);

  const loadPage = useCallback(async (request: () => Promise<boolean>) => {
    setStatus('loading');
    try {
      if (await request()) setStatus('idle');
    } catch {
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void loadPage(() => load(1, undefined, false));
  }, [load, loadPage]);

  const addReply = async (target: ReplyTarget, html: string) => {
    const sent = await comments.add(html, target);
    if (sent) setReplyTarget(null);
    return sent;
  };

  const actionsFor = (thread: Thread): CommentActions => ({
    like: comments.like,
    reply: requireLogin((comment: Comment) => setReplyTarget({ thread, to: comment })),
    remove: (comment: Comment) =>
      modal.confirm({
        ...DELETE_CONFIRM,
        onOk: async () => {
          const removed = await comments.remove(comment);
          if (removed && replyTarget && sameId(replyTarget.to.comment_id, comment.comment_id)) {
            setReplyTarget(null);
          }
        },
      }),
    report: requireLogin((comment: Comment) => setReporting(comment)),
    reward: requireLogin((comment: Comment) => setRewarding(comment)),
  });

  const viewerId = user?.user_id ?? null;
  const adopting = onBountyChanged && canAdopt(post, viewerId);

  return (
    <section className="panel comments" aria-label="评论">
      <header className="comments-head">
        <h2>
          评论 <span className="comments-count">{state.count}</span>
        </h2>
        <Segmented<CommentOrder>
          options={COMMENT_ORDERS}
          value={comments.order}
          onChange={comments.switchOrder}
        />
      </header>
      <CommentEditor
        label="评论内容"
        placeholder={user ? '写下你的评论…' : '登录后参与评论'}
        onSubmit={(html) => comments.add(html)}
      />
      {state.threads.length > 0 ? (
        <ul className="comment-list">
          {state.threads.map((thread) => {
            const actions = actionsFor(thread);
            const more = moreReplies(thread);
            const replying = replyTarget && sameId(replyTarget.thread.comment_id, thread.comment_id);
            return (
              <li key={thread.comment_id} className="comment" data-comment-id={thread.comment_id}>
                <CommentBody
                  comment={thread}
                  actions={actions}
                  viewerId={viewerId}
                  badge={sameId(post.bounty?.winner_comment_id, thread.comment_id) && <BestAnswerTag />}
                  extraActions={
                    adopting &&
                    thread.user.user_id !== viewerId && (
                      <AdoptButton
                        articleId={post.article_id}
                        commentId={Number(thread.comment_id)}
                        onAdopted={onBountyChanged}
                      />
                    )
                  }
                >
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
                  {more && (
                    <Button
                      type="link"
                      size="small"
                      loading={sameId(comments.loadingReplies, thread.comment_id)}
                      onClick={() => comments.showReplies(thread, more.start)}
                    >
                      {more.label}
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
          <Button onClick={() => loadPage(comments.loadMore)}>加载更多</Button>
        )}
        {status === 'error' && (
          <Button type="link" onClick={() => loadPage(comments.loadMore)}>
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
      <Deferred when={rewarding !== null}>
        {rewarding && (
          <RewardDialog
            key={rewarding.comment_id}
            open
            target={{
              articleId: post.article_id,
              commentId: rewarding.comment_id,
              nickname: rewarding.user.nickname,
            }}
            onClose={() => setRewarding(null)}
          />
        )}
      </Deferred>
    </section>
  );
}
