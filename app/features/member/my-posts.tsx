/**
 * /mine/article?type=0|1|2|3: the member's own posts (全部, 原创, 转发, 短文), including those in review
 * or not approved, each with its state, 编辑 and 删除; the 转发 tab lists the member's forwards.
 */
import { MINE_ARTICLE_TABS, MINE_POST_STATE_LABEL, type MinePostPage } from '@common/member';
import { POST_STATUS } from '@common/post-vocab';
import { Button, Empty, Tag } from 'antd';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { modifyPath } from '~/features/editor/drafts';
import { PostCard } from '~/features/post-list/post-card';
import { homePostKey } from '~/features/user-home/user-home-tabs';
import { ApiError } from '~/lib/api';
import { deletePost } from './member-api';
import { QueryPagination } from './query-pagination';
import '~/features/post-list/post-list.css';

type MinePost = MinePostPage['result'][number];

const STATE_COLOR: Record<number, string> = {
  [POST_STATUS.REVIEW]: 'orange',
  [POST_STATUS.PUBLISHED]: 'green',
  [POST_STATUS.HIDDEN]: 'red',
};

export const mineArticleHref = (type: number, page = 1) =>
  `/mine/article?type=${type}${page > 1 ? `&page=${page}` : ''}`;

export function MyPosts({ tab, page, posts }: { tab: number; page: number; posts: MinePostPage }) {
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const confirmDelete = (post: MinePost) =>
    modal.confirm({
      ...DELETE_CONFIRM,
      onOk: async () => {
        try {
          await deletePost(post.article_id);
          message.success('删除成功');
          // The last post of a later page: go back one page.
          if (posts.result.length === 1 && page > 1) navigate(mineArticleHref(tab, page - 1));
          else await revalidator.revalidate();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      },
    });

  return (
    <section className="panel mine-page">
      <h1>我的帖子</h1>
      <nav className="section-tabs" aria-label="帖子分类">
        {MINE_ARTICLE_TABS.map((t) => (
          <Link
            key={t.type}
            to={mineArticleHref(t.type)}
            className={t.type === tab ? 'active' : undefined}
            aria-current={t.type === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {posts.result.length === 0 ? (
        <Empty className="post-feed-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无帖子" />
      ) : (
        <ul className="post-feed-items">
          {posts.result.map((post) => (
            <li key={homePostKey(post)}>
              <PostCard post={post} />
              {post.forward ? (
                <p className="mine-post-bar">
                  转发于 {post.forward.create_time.slice(0, 16)}
                  {post.forward.comment && `：${post.forward.comment}`}
                </p>
              ) : (
                <div className="mine-post-bar">
                  <Tag color={STATE_COLOR[post.status]}>{MINE_POST_STATE_LABEL[post.status]}</Tag>
                  <span>发布于 {post.create_time.slice(0, 16)}</span>
                  <span className="mine-post-actions">
                    <Link to={modifyPath(post.article_id)}>编辑</Link>
                    <Button type="link" danger size="small" onClick={() => confirmDelete(post)}>
                      删除
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <QueryPagination page={page} pageSize={posts.pageSize} total={posts.totalCount} />
    </section>
  );
}
