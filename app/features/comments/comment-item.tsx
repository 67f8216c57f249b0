import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import type { ReactNode } from 'react';
import { userHomePath } from '../post-list/author-link';
import { RelativeTime } from '../post-list/relative-time';
import { type CommentActions, CommentFrame, type CommentLook, ReplyRow } from './comment-markup';
import type { Comment } from './comment-types';

function Actions({
  comment,
  actions,
  canReport,
  extra,
}: {
  comment: Comment;
  actions: CommentActions;
  canReport: boolean;
  extra?: ReactNode;
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
      {canReport && actions.reward && (
        <Button type="text" size="small" className="comment-reward" onClick={() => actions.reward?.(comment)}>
          打赏
        </Button>
      )}
      {canReport && (
        <Button type="text" size="small" className="comment-report" onClick={() => actions.report(comment)}>
          举报
        </Button>
      )}
      {extra}
    </div>
  );
}

const LOOK: CommentLook = { prefix: '', homePath: userHomePath };

/** A reply, with its actions (comment-markup.tsx). */
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
    <ReplyRow
      reply={reply}
      look={LOOK}
      actions={<Actions comment={reply} actions={actions} canReport={viewerId !== reply.user.user_id} />}
    />
  );
}

/** A top-level comment's head and body. */
export function CommentBody({
  comment,
  actions,
  viewerId,
  badge,
  extraActions,
  children,
}: {
  comment: Comment;
  actions: CommentActions;
  viewerId: number | null;
  /** After the author's name (a bounty's 最佳答案). */
  badge?: ReactNode;
  /** After its buttons (a bounty's 采纳). */
  extraActions?: ReactNode;
  /** Its replies and reply box. */
  children?: ReactNode;
}) {
  return (
    <CommentFrame
      comment={comment}
      look={LOOK}
      avatar={
        <Avatar size={36} src={comment.user.avatar || undefined} alt="">
          {comment.user.nickname.slice(0, 1)}
        </Avatar>
      }
      badge={badge}
      actions={
        <Actions
          comment={comment}
          actions={actions}
          canReport={viewerId !== comment.user.user_id}
          extra={extraActions}
        />
      }
    >
      {children}
    </CommentFrame>
  );
}
