import { ExportOutlined, LockOutlined } from '@ant-design/icons';
import { POST_STATUS } from '@common/post';
import { Alert, Avatar, Button, Card } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { userHomePath } from '../post-list/author-link';
import type { Post } from '../post-list/post-types';
import { leavingUrl } from './leaving-url';

/** The closed body (`gate`): the summary, then why, with a login button when logging in opens it. */
export function GateBox({ post }: { post: Post }) {
  const { open } = useAuthDialogs();
  if (!post.gate) return null;
  return (
    <section className="article-gate">
      {post.summary && <p className="article-gate-summary">{post.summary}</p>}
      <div className="article-gate-box" role="note">
        <LockOutlined className="article-gate-icon" aria-hidden />
        <p>{post.gate.message}</p>
        {post.gate.reason === 'login' && (
          <Button type="primary" onClick={() => open({ kind: 'login' })}>
            登录
          </Button>
        )}
      </div>
    </section>
  );
}

/** A link post's target as a card, through the leaving page. */
export function LinkCard({ post }: { post: Post }) {
  if (post.type !== 'link' || !post.link_url) return null;
  let host = '';
  try {
    host = new URL(post.link_url).host;
  } catch {
    // Shown without a host.
  }
  return (
    <a
      className="article-link-card"
      href={leavingUrl(post.link_url)}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      <ExportOutlined className="article-link-icon" aria-hidden />
      <span className="article-link-text">
        <strong>{post.link_title || post.link_url}</strong>
        {host && <span>{host}</span>}
      </span>
    </a>
  );
}

/** The author's card beside the post. */
export function AuthorCard({ user }: { user: Post['user'] }) {
  const home = userHomePath(user.user_id);
  const navigate = useNavigate();
  return (
    <Card size="small" className="author-card">
      <Link to={home} className="author-card-head">
        <Avatar size={56} src={user.avatar || undefined} alt="">
          {user.nickname.slice(0, 1)}
        </Avatar>
        <strong>{user.nickname || '用户'}</strong>
      </Link>
      {user.style_str && <p className="author-card-style">{user.style_str}</p>}
      <Button block onClick={() => navigate(home)}>
        查看主页
      </Button>
    </Card>
  );
}

const STATUS_TEXT: Record<number, string> = {
  [POST_STATUS.DRAFT]: '草稿',
  [POST_STATUS.REVIEW]: '审核中',
  [POST_STATUS.PUBLISHED]: '已发布',
  [POST_STATUS.HIDDEN]: '未通过审核',
};

/** The author's preview of their own post: which state it is in. */
export function PreviewBanner({ post }: { post: Post }) {
  const status = STATUS_TEXT[post.status] ?? '';
  return (
    <Alert
      className="article-preview-banner"
      type={post.status === POST_STATUS.REVIEW ? 'warning' : 'info'}
      showIcon
      title={`预览${status ? ` · ${status}` : ''}`}
      description={
        post.status === POST_STATUS.REVIEW
          ? '文章审核中，通过后其他用户才能看到。'
          : post.status === POST_STATUS.PUBLISHED
            ? '文章已发布。'
            : '仅你自己可见。'
      }
      action={
        post.status === POST_STATUS.PUBLISHED ? <Link to={`/a/${post.article_id}`}>查看文章</Link> : undefined
      }
    />
  );
}
