/**
 * The comments under a post on a phone (loaded after hydration): newest or most liked, more as the reader
 * scrolls (antd-mobile InfiniteScroll), replies one level deep, and a bottom sheet to write a comment or a
 * reply. The thread is the desktop's state (comments-state.ts) over the same calls.
 */
import LikeFilled from '@ant-design/icons-svg/es/asn/LikeFilled';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import { COMMENT_MAX } from '@common/interaction-vocab';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useAuth } from '~/features/auth/auth-context';
import {
  type CommentActions,
  CommentFrame,
  type CommentLook,
  ReplyRow,
} from '~/features/comments/comment-markup';
import { commentProblem, commentTextToHtml } from '~/features/comments/comment-text';
import type { Comment } from '~/features/comments/comment-types';
import { moreReplies, sameId, type Thread } from '~/features/comments/comments-state';
import { COMMENT_ORDERS, type CommentToasts, useComments } from '~/features/comments/use-comments';
import type { Post } from '~/features/post-list/post-types';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { h5HomePath } from '~/h5/posts/paths';
import { Icon } from '~/h5/shell/icon';
import { showToast } from '~/h5/shell/toasts';
import { Avatar, TimeText } from './h5-bits';

/** What the writing sheet answers: the post, or a comment (top-level or a reply) within its thread. */
export type Composing = { kind: 'post' } | { kind: 'reply'; thread: Thread; to: Comment } | null;

/** antd-mobile's plain toasts. */
const LIST_TOASTS: CommentToasts = {
  success: showToast,
  warning: (text, seconds) => showToast(text, { seconds }),
};

const LOOK: CommentLook = { prefix: 'h5a-', homePath: h5HomePath };

const ReportPopup = lazyNamed(() => import('./h5-reaction-popups'), 'ReportPopup');

/** A comment's buttons; 举报 on others' comments only. */
type Actions = CommentActions & { canReport: (comment: Comment) => boolean };

export function H5Comments({
  post,
  composing,
  onComposing,
}: {
  post: Post;
  composing: Composing;
  onComposing: (composing: Composing) => void;
}) {
  const { user } = useAuth();
  const requireLogin = useRequireLogin();
  const comments = useComments(post, LIST_TOASTS);
  const { state, order } = comments;
  const [removing, setRemoving] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);

  const send = async (html: string) => {
    if (!composing) return false;
    const sent = await comments.add(html, composing.kind === 'reply' ? composing : undefined);
    if (sent) onComposing(null);
    return sent;
  };

  const actionsFor = (thread: Thread): Actions => ({
    like: comments.like,
    reply: requireLogin((comment: Comment) => onComposing({ kind: 'reply', thread, to: comment })),
    remove: setRemoving,
    report: requireLogin(setReporting),
    canReport: (comment) => user?.user_id !== comment.user.user_id,
  });

  return (
    <>
      <header className="h5a-comments-head">
        <h2 className="h5a-comments-title">
          评论 <span className="h5a-comments-count">{state.count}</span>
        </h2>
        <div className="h5a-orders">
          {COMMENT_ORDERS.map((o) => (
            <button
              key={o.value}
              type="button"
              className={o.value === order ? 'h5a-order active' : 'h5a-order'}
              aria-pressed={o.value === order}
              onClick={() => comments.switchOrder(o.value)}
            >
              {o.label}
            </button>
          ))}
        </div>
      </header>
      <button
        type="button"
        className="h5a-compose"
        onClick={requireLogin(() => onComposing({ kind: 'post' }))}
      >
        {user ? '写下你的评论…' : '登录后参与评论'}
      </button>
      <ul className="h5a-comment-list">
        {state.threads.map((thread) => (
          <ThreadItem
            key={thread.comment_id}
            thread={thread}
            actions={actionsFor(thread)}
            loadingReplies={sameId(comments.loadingReplies, thread.comment_id)}
            onReplies={(start) => comments.showReplies(thread, start)}
          />
        ))}
      </ul>
      <InfiniteScroll
        key={order}
        loadMore={async () => void (await comments.loadMore())}
        hasMore={state.hasMore}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="h5a-more" onClick={retry}>
              加载失败，点击重试
            </button>
          ) : hasMore ? (
            <span className="h5a-more">加载中…</span>
          ) : (
            <span className="h5a-more">
              {state.threads.length > 0 ? '没有更多了' : '暂无评论，快来抢沙发'}
            </span>
          )
        }
      </InfiniteScroll>
      <Composer composing={composing} onSend={send} onClose={() => onComposing(null)} />
      <Dialog
        visible={removing !== null}
        title={DELETE_CONFIRM.title}
        content={DELETE_CONFIRM.content}
        closeOnAction
        onClose={() => setRemoving(null)}
        actions={[
          [
            { key: 'cancel', text: DELETE_CONFIRM.cancelText },
            {
              key: 'ok',
              text: DELETE_CONFIRM.okText,
              danger: true,
              bold: true,
              onClick: async () => {
                if (!removing) return;
                if (composing?.kind === 'reply' && sameId(composing.to.comment_id, removing.comment_id))
                  onComposing(null);
                await comments.remove(removing);
              },
            },
          ],
        ]}
      />
      <Deferred when={reporting !== null}>
        <ReportPopup
          open={reporting !== null}
          targetType="comment"
          targetId={reporting ? String(reporting.comment_id) : ''}
          onClose={() => setReporting(null)}
        />
      </Deferred>
    </>
  );
}

function ThreadItem({
  thread,
  actions,
  loadingReplies,
  onReplies,
}: {
  thread: Thread;
  actions: Actions;
  loadingReplies: boolean;
  /** Loads page `start` of the thread's replies. */
  onReplies: (start: number) => void;
}) {
  const more = moreReplies(thread);
  return (
    <li className="h5a-comment" data-comment-id={thread.comment_id}>
      <CommentFrame
        comment={thread}
        look={LOOK}
        avatar={<Avatar user={thread.user} size={36} />}
        actions={<ActionRow comment={thread} actions={actions} />}
      >
        {thread.replies.length > 0 && (
          <ul className="h5a-replies">
            {thread.replies.map((reply) => (
              <ReplyRow
                key={reply.comment_id}
                reply={reply}
                look={LOOK}
                actions={<ActionRow comment={reply} actions={actions} />}
              />
            ))}
          </ul>
        )}
        {more && (
          <button
            type="button"
            className="h5a-link"
            disabled={loadingReplies}
            onClick={() => onReplies(more.start)}
          >
            {more.label}
          </button>
        )}
      </CommentFrame>
    </li>
  );
}

function ActionRow({ comment, actions }: { comment: Comment; actions: Actions }) {
  const liked = comment.is_like === 1;
  return (
    <div className="h5a-comment-actions">
      <TimeText time={comment.create_time} />
      <button
        type="button"
        className={liked ? 'h5a-comment-action active' : 'h5a-comment-action'}
        aria-pressed={liked}
        aria-label={`赞 ${comment.like_count}`}
        onClick={() => actions.like(comment)}
      >
        <Icon icon={liked ? LikeFilled : LikeOutlined} />
        {comment.like_count > 0 ? comment.like_count : ''}
      </button>
      <button type="button" className="h5a-comment-action" onClick={() => actions.reply(comment)}>
        回复
      </button>
      {comment.can_delete === 1 && (
        <button type="button" className="h5a-comment-action" onClick={() => actions.remove(comment)}>
          删除
        </button>
      )}
      {actions.canReport(comment) && (
        <button type="button" className="h5a-comment-action" onClick={() => actions.report(comment)}>
          举报
        </button>
      )}
    </div>
  );
}

/** The bottom sheet to write a comment or a reply; the API's checks run before sending (comment-text.ts). */
function Composer({
  composing,
  onSend,
  onClose,
}: {
  composing: Composing;
  /** Resolves true once sent; the text stays otherwise (the API client has shown the error). */
  onSend: (html: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const reply = composing?.kind === 'reply' ? composing.to : null;
  const fieldId = useId();

  const send = async () => {
    const problem = commentProblem(text);
    if (problem) {
      showToast(problem);
      return;
    }
    setSending(true);
    const sent = await onSend(commentTextToHtml(text));
    setSending(false);
    if (sent) setText('');
  };

  return (
    <Popup
      visible={composing !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="h5a-composer"
      destroyOnClose={false}
    >
      {/* antd-mobile's TextArea gives its textarea the id only: the label names it. */}
      <label htmlFor={fieldId} className="visually-hidden">
        {reply ? '回复内容' : '评论内容'}
      </label>
      <TextArea
        key={reply ? String(reply.comment_id) : 'post'}
        id={fieldId}
        placeholder={reply ? `回复 ${reply.user.nickname}：` : '写下你的评论…'}
        value={text}
        onChange={setText}
        autoFocus
        autoSize={{ minRows: 3, maxRows: 6 }}
        showCount
        maxLength={COMMENT_MAX}
      />
      <div className="h5a-composer-actions">
        <Button onClick={onClose}>取消</Button>
        <Button color="primary" loading={sending} onClick={send}>
          {reply ? '回复' : '发布'}
        </Button>
      </div>
    </Popup>
  );
}
