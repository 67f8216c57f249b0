/**
 * The comments under a post on a phone (loaded after hydration): newest or most liked, more as the reader
 * scrolls (antd-mobile InfiniteScroll), replies one level deep, and a bottom sheet to write a comment or a
 * reply. The thread is the desktop's state (comments-state.ts) over the same calls.
 */
import LikeFilled from '@ant-design/icons-svg/es/asn/LikeFilled';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import { LIST_ERROR_SECONDS, LIST_ERROR_TEXT } from '@common/constants';
import { COMMENT_MAX, INTERACTION_MSG } from '@common/interaction-vocab';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/features/auth/auth-context';
import { CommentContent } from '~/features/comments/comment-content';
import { commentProblem, commentTextToHtml } from '~/features/comments/comment-text';
import type { Comment, CommentOrder } from '~/features/comments/comment-types';
import {
  addComment,
  deleteComment,
  fetchComments,
  fetchReplies,
  toggleCommentLike,
} from '~/features/comments/comments-api';
import {
  commentsReducer,
  hiddenReplies,
  initialComments,
  sameId,
  type Thread,
} from '~/features/comments/comments-state';
import type { Post } from '~/features/post-list/post-types';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { h5HomePath } from '~/h5/posts/paths';
import { Icon } from '~/h5/shell/icon';
import { showToast } from '~/h5/shell/toasts';
import { Avatar, TimeText } from './h5-bits';

/** What the writing sheet answers: the post, or a comment (top-level or a reply) within its thread. */
export type Composing = { kind: 'post' } | { kind: 'reply'; thread: Thread; to: Comment } | null;

const ORDERS: { label: string; value: CommentOrder }[] = [
  { label: '最新', value: 'new' },
  { label: '最热', value: 'hot' },
];

interface Actions {
  like(comment: Comment): void;
  reply(comment: Comment): void;
  remove(comment: Comment): void;
}

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
  const [order, setOrder] = useState<CommentOrder>('new');
  const [state, dispatch] = useReducer(commentsReducer, post.comment_count, initialComments);
  const [removing, setRemoving] = useState<Comment | null>(null);
  const request = useRef(0);
  const articleId = post.article_id;

  const loadMore = async () => {
    const token = request.current;
    const shown = state.threads.length > 0;
    try {
      const { page, serverTime } = await fetchComments(
        articleId,
        order,
        state.page + 1,
        state.pageTime,
        !shown,
      );
      if (token === request.current) dispatch({ type: 'page', page, serverTime });
    } catch (error) {
      // SPEC §8: a list that fails with nothing shown says so for 3.5 s; InfiniteScroll offers a retry.
      if (!shown) showToast(LIST_ERROR_TEXT, { seconds: LIST_ERROR_SECONDS });
      throw error;
    }
  };

  const switchOrder = (next: CommentOrder) => {
    if (next === order) return;
    request.current++;
    dispatch({ type: 'restart' });
    setOrder(next);
  };

  const send = async (html: string) => {
    if (!composing) return;
    const comment = await addComment(
      composing.kind === 'post'
        ? { article_id: articleId, content: html }
        : {
            article_id: articleId,
            content: html,
            parent_id: composing.thread.comment_id,
            reply_to_user_id: composing.to.user.user_id,
          },
    );
    dispatch({ type: 'added', comment });
    onComposing(null);
    showToast(INTERACTION_MSG.commentAdded);
  };

  const remove = async (comment: Comment) => {
    try {
      await deleteComment(comment.comment_id);
      dispatch({ type: 'removed', id: comment.comment_id });
      showToast(INTERACTION_MSG.commentDeleted);
    } catch {
      // The API client has shown the error.
    }
  };

  const actionsFor = (thread: Thread): Actions => ({
    like: requireLogin(async (comment: Comment) => {
      try {
        dispatch({ type: 'liked', id: comment.comment_id, ...(await toggleCommentLike(comment.comment_id)) });
      } catch {
        // As above.
      }
    }),
    reply: requireLogin((comment: Comment) => onComposing({ kind: 'reply', thread, to: comment })),
    remove: setRemoving,
  });

  return (
    <>
      <header className="h5a-comments-head">
        <h2 className="h5a-comments-title">
          评论 <span className="h5a-comments-count">{state.count}</span>
        </h2>
        <div className="h5a-orders">
          {ORDERS.map((o) => (
            <button
              key={o.value}
              type="button"
              className={o.value === order ? 'h5a-order active' : 'h5a-order'}
              aria-pressed={o.value === order}
              onClick={() => switchOrder(o.value)}
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
            articleId={articleId}
            actions={actionsFor(thread)}
            onReplies={(page) => dispatch({ type: 'replies', parentId: thread.comment_id, page })}
          />
        ))}
      </ul>
      <InfiniteScroll key={order} loadMore={loadMore} hasMore={state.hasMore}>
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
        title="提示"
        content="确定删除?"
        closeOnAction
        onClose={() => setRemoving(null)}
        actions={[
          [
            { key: 'cancel', text: '取消' },
            {
              key: 'ok',
              text: '确定',
              danger: true,
              bold: true,
              onClick: () => {
                if (!removing) return;
                if (composing?.kind === 'reply' && sameId(composing.to.comment_id, removing.comment_id))
                  onComposing(null);
                return remove(removing);
              },
            },
          ],
        ]}
      />
    </>
  );
}

function ThreadItem({
  thread,
  articleId,
  actions,
  onReplies,
}: {
  thread: Thread;
  articleId: string;
  actions: Actions;
  onReplies: (page: Awaited<ReturnType<typeof fetchReplies>>) => void;
}) {
  const [loading, setLoading] = useState(false);
  const showReplies = async (start: number) => {
    setLoading(true);
    try {
      onReplies(await fetchReplies(articleId, thread.comment_id, start));
    } catch {
      // The API client has shown the error.
    } finally {
      setLoading(false);
    }
  };
  return (
    <li className="h5a-comment" data-comment-id={thread.comment_id}>
      <Link to={h5HomePath(thread.user.user_id)} className="h5a-comment-avatar" aria-hidden tabIndex={-1}>
        <Avatar user={thread.user} size={36} />
      </Link>
      <div className="h5a-comment-main">
        <NameLink user={thread.user} />
        <p className="h5a-comment-text">
          <CommentContent html={thread.content} />
        </p>
        <CommentActions comment={thread} actions={actions} />
        {thread.replies.length > 0 && (
          <ul className="h5a-replies">
            {thread.replies.map((reply) => (
              <li key={reply.comment_id} className="h5a-reply" data-comment-id={reply.comment_id}>
                <p className="h5a-reply-line">
                  <NameLink user={reply.user} />
                  {reply.reply_to && (
                    <>
                      <span className="h5a-reply-word"> 回复 </span>
                      <NameLink user={reply.reply_to} />
                    </>
                  )}
                  <span>：</span>
                  <CommentContent html={reply.content} />
                </p>
                <CommentActions comment={reply} actions={actions} />
              </li>
            ))}
          </ul>
        )}
        {hiddenReplies(thread) && (
          <button type="button" className="h5a-link" disabled={loading} onClick={() => showReplies(1)}>
            查看全部{thread.reply_count}条回复
          </button>
        )}
        {thread.repliesHasMore && (
          <button
            type="button"
            className="h5a-link"
            disabled={loading}
            onClick={() => showReplies(thread.repliesPage + 1)}
          >
            更多回复
          </button>
        )}
      </div>
    </li>
  );
}

const NameLink = ({ user }: { user: { user_id: number; nickname: string } }) => (
  <Link className="h5a-comment-name" to={h5HomePath(user.user_id)}>
    {user.nickname || '用户'}
  </Link>
);

function CommentActions({ comment, actions }: { comment: Comment; actions: Actions }) {
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
  onSend: (html: string) => Promise<void>;
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
    try {
      await onSend(commentTextToHtml(text));
      setText('');
    } catch {
      // The API client has shown the error; the text stays.
    } finally {
      setSending(false);
    }
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
      <label htmlFor={fieldId} className="h5a-visually-hidden">
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
