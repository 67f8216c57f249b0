import { Avatar, Button, Card } from 'antd';
import { Link, useNavigate } from 'react-router';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { modifyPath } from '~/features/editor/drafts';
import { deletePost } from '~/features/member/member-api';
import { ApiError } from '~/lib/api';
import { userHomePath } from '../post-list/author-link';
import type { Post } from '../post-list/post-types';

/** Where the author lands after deleting the post they were reading: their own posts. */
const AFTER_DELETE_PATH = '/mine/article';

/** The author's 编辑 and 删除 of their own post; deleting asks first (SPEC §8). */
export function AuthorActions({ articleId }: { articleId: string }) {
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const confirmDelete = () =>
    modal.confirm({
      ...DELETE_CONFIRM,
      onOk: async () => {
        try {
          await deletePost(articleId);
          message.success('删除成功');
          // The post is gone: Back must not lead to its 404.
          navigate(AFTER_DELETE_PATH, { replace: true });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      },
    });
  return (
    <span className="article-author-actions">
      <Link to={modifyPath(articleId)}>编辑</Link>
      <Button type="link" danger size="small" onClick={confirmDelete}>
        删除
      </Button>
    </span>
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
