/**
 * A comment's and a reply's markup, free of any UI kit: the desktop (comment-item.tsx) and the phone
 * (app/h5/article) pass their avatar and action buttons, and a look: the prefix of their class names and
 * where a member's home is.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CommentContent } from './comment-content';
import type { Comment } from './comment-types';

/** What a comment's buttons do. */
export interface CommentActions {
  like(comment: Comment): void;
  reply(comment: Comment): void;
  remove(comment: Comment): void;
  report(comment: Comment): void;
  /** 打赏 its author (the desktop's; shown on others' comments). */
  reward?(comment: Comment): void;
}

export interface CommentLook {
  /** Before every class name: `{prefix}comment-name`, `{prefix}reply-line`… */
  prefix: string;
  homePath: (userId: number) => string;
}

function NameLink({ user, look }: { user: { user_id: number; nickname: string }; look: CommentLook }) {
  return (
    <Link className={`${look.prefix}comment-name`} to={look.homePath(user.user_id)}>
      {user.nickname || '用户'}
    </Link>
  );
}

/** A top-level comment's avatar, name and text, then its `actions` and `children` (replies, reply box). */
export function CommentFrame({
  comment,
  look,
  avatar,
  actions,
  badge,
  children,
}: {
  comment: Comment;
  look: CommentLook;
  avatar: ReactNode;
  actions: ReactNode;
  /** After the name (a bounty's 最佳答案). */
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { prefix } = look;
  return (
    <>
      <Link
        to={look.homePath(comment.user.user_id)}
        className={`${prefix}comment-avatar`}
        aria-hidden
        tabIndex={-1}
      >
        {avatar}
      </Link>
      <div className={`${prefix}comment-main`}>
        <NameLink user={comment.user} look={look} />
        {badge}
        <p className={`${prefix}comment-text`}>
          <CommentContent html={comment.content} />
        </p>
        {actions}
        {children}
      </div>
    </>
  );
}

/** A reply, shown as "A 回复 B：…" (or "A：…" when it answers the comment itself), then its `actions`. */
export function ReplyRow({
  reply,
  look,
  actions,
}: {
  reply: Comment;
  look: CommentLook;
  actions: ReactNode;
}) {
  const { prefix } = look;
  return (
    <li className={`${prefix}reply`} data-comment-id={reply.comment_id}>
      <p className={`${prefix}reply-line`}>
        <NameLink user={reply.user} look={look} />
        {reply.reply_to && (
          <>
            <span className={`${prefix}reply-word`}> 回复 </span>
            <NameLink user={reply.reply_to} look={look} />
          </>
        )}
        <span>：</span>
        <CommentContent html={reply.content} />
      </p>
      {actions}
    </li>
  );
}
