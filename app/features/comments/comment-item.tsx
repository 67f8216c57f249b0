import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userHomePath } from '../post-list/author-link';
import { RelativeTime } from '../post-list/relative-time';
import { CommentContent } from './comment-content';
import type { Comment } from './comment-types';

export interface CommentActions {
  like(comment: Comment): void;
  reply(comment: Comment): void;
  remove(comment: Comment): void;
  report(comment: Comment): void;
}

function Actions({
  comment,
  actions,
  canReport,
}: {
  comment: Comment;
  actions: CommentActions;
  canReport: boolean;
}) {
  return (
    <div className="comment-actions">
      <RelativeTime time={comment.create_time} withTooltip />
      <Button
        type="text"
        size="small"
        className={comment.is_like === 1 ? 'active' : undefined}
        icon={comment.is_like === 1 ? <LikeFilled /> : <LikeOutlined />}
        aria-pressed={comment.is_like === 1}
        aria-label={`赞 ${comment.like_count}`}
        onClick={() => actions.like(comment)}
      >
        {comment.like_count > 0 ? comment.like_count : ''}
      </Button>
      <Button type="text" size="small" onClick={() => actions.reply(comment)}>
        回复
      </Button>
      {comment.can_delete === 1 && (
        <Button type="text" size="small" onClick={() => actions.remove(comment)}>
          删除
        </Button>
      )}
      {canReport && (
        <Button type="text" size="small" className="comment-report" onClick={() => actions.report(comment)}>
          举报
        </Button>
      )}
    </div>
  );
}

const NameLink = ({ user }: { user: { user_id: number; nickname: string } }) => (
  <Link className="comment-name" to={userHomePath(user.user_id)}>
    {user.nickname || '用户'}
  </Link>
);

/** A reply, shown as "A 回复 B：…" (or "A：…" when it answers the comment itself). */
export function ReplyItem({
  reply,
  actions,
  viewerId,
}: {
  reply: Comment;
  actions: CommentActions;
  viewerId: number | null;
}) {
  return (
    <li className="reply" data-comment-id={reply.comment_id}>
      <p className="reply-line">
        <NameLink user={reply.user} />
        {reply.reply_to && (
          <>
            <span className="reply-word"> 回复 </span>
            <NameLink user={reply.reply_to} />
          </>
        )}
        <span>：</span>
        <CommentContent html={reply.content} />
      </p>
      <Actions comment={reply} actions={actions} canReport={viewerId !== reply.user.user_id} />
    </li>
  );
}

/** A top-level comment's head and body. */
export function CommentBody({
  comment,
  actions,
  viewerId,
  children,
}: {
  comment: Comment;
  actions: CommentActions;
  viewerId: number | null;
  /** Its replies and reply box. */
  children?: ReactNode;
}) {
  return (
    <>
      <Link to={userHomePath(comment.user.user_id)} className="comment-avatar" aria-hidden tabIndex={-1}>
        <Avatar size={36} src={comment.user.avatar || undefined} alt="">
          {comment.user.nickname.slice(0, 1)}
        </Avatar>
      </Link>
      <div className="comment-main">
        <NameLink user={comment.user} />
        <p className="comment-text">
          <CommentContent html={comment.content} />
        </p>
        <Actions comment={comment} actions={actions} canReport={viewerId !== comment.user.user_id} />
        {children}
      </div>
    </>
  );
}
