/**
 * The author's preview banner (the article-preview route only): its own chunk, so the article page's
 * first load carries no antd Alert.
 */
import { POST_STATUS } from '@common/post-vocab';
import { Alert } from 'antd';
import { Link } from 'react-router';
import type { Post } from '../post-list/post-types';

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
