/** /mine/action?type=1|2|3: the posts the member liked, collected or commented on, newest first. */
import { ACTION_TABS, ACTION_TYPES, type ActionPage } from '@common/member';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { CommentContent } from '~/features/comments/comment-content';
import { PostCard } from '~/features/post-list/post-card';
import { QueryPagination } from './query-pagination';
import '~/features/comments/comments.css';
import '~/features/post-list/post-list.css';

const VERB: Record<number, string> = {
  [ACTION_TYPES.like]: '点赞于',
  [ACTION_TYPES.collect]: '收藏于',
  [ACTION_TYPES.comment]: '评论于',
};

export function MyActions({ tab, page, items }: { tab: number; page: number; items: ActionPage }) {
  return (
    <section className="panel mine-page">
      <h1>收藏与动态</h1>
      <nav className="section-tabs" aria-label="动态分类">
        {ACTION_TABS.map((t) => (
          <Link
            key={t.type}
            to={`/mine/action?type=${t.type}`}
            className={t.type === tab ? 'active' : undefined}
            aria-current={t.type === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {items.result.length === 0 ? (
        <Empty className="post-feed-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />
      ) : (
        <ul className="post-feed-items">
          {items.result.map((item) => (
            <li key={item.action.comment ? `c${item.action.comment.comment_id}` : item.article_id}>
              {item.action.comment && (
                <div className="mine-action-comment">
                  <CommentContent html={item.action.comment.content} />
                </div>
              )}
              <PostCard post={item} />
              <p className="mine-post-bar">
                {VERB[tab]} {item.action.create_time.slice(0, 16)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <QueryPagination page={page} pageSize={items.pageSize} total={items.totalCount} />
    </section>
  );
}
