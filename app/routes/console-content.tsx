/** /console/content, 帖子与评论: find a post by its article id or a comment by its id; hide or restore it. */
import {
  COMMENT_STATUS_LABEL,
  type ModeratedComment,
  type ModeratedPost,
  POST_STATUS_LABEL,
} from '@common/moderation';
import { Button, Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsoleCall } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('review.manage');

export const meta = consoleMeta('帖子与评论');

/** Published (2) and held (1) posts can be hidden; hidden (3) and deleted (4) ones restored. */
const postHideable = (s: number) => s === 1 || s === 2;
const postRestorable = (s: number) => s === 3 || s === 4;

function PostTool() {
  const { call, busy } = useConsoleCall();
  const [post, setPost] = useState<ModeratedPost | null>(null);
  const find = async (articleId: string) => {
    if (!articleId.trim()) return;
    setPost((await call<ModeratedPost>('/api/console/post/find', { article_id: articleId.trim() })) ?? null);
  };
  const act = async (verb: 'hide' | 'restore') => {
    if (!post) return;
    const done = await call(
      `/api/console/post/${verb}`,
      { article_id: post.article_id },
      verb === 'hide' ? '已隐藏' : '已恢复',
    );
    if (done !== undefined) await find(post.article_id);
  };
  return (
    <Card title="帖子" size="small">
      <Input.Search
        placeholder="帖子 ID（文章链接 /a/ 后的部分）"
        enterButton="查找"
        onSearch={find}
        aria-label="帖子 ID"
      />
      {post && (
        <div className="console-found">
          <p>
            <Tag>{POST_STATUS_LABEL[post.status]}</Tag>
            <a href={`/a/${post.article_id}`} target="_blank" rel="noreferrer">
              {post.title || post.article_id}
            </a>
          </p>
          <p>{post.summary}</p>
          <p>
            作者：{post.nickname}（{post.user_id}） 发布于 {post.created_at}
          </p>
          <Space>
            <Button danger disabled={busy || !postHideable(post.status)} onClick={() => act('hide')}>
              隐藏帖子
            </Button>
            <Button disabled={busy || !postRestorable(post.status)} onClick={() => act('restore')}>
              恢复帖子
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}

function CommentTool() {
  const { call, busy } = useConsoleCall();
  const [comment, setComment] = useState<ModeratedComment | null>(null);
  const find = async (raw: string) => {
    const id = Number(raw.trim());
    if (!Number.isSafeInteger(id) || id <= 0) return;
    setComment((await call<ModeratedComment>('/api/console/comment/find', { comment_id: id })) ?? null);
  };
  const act = async (verb: 'hide' | 'restore') => {
    if (!comment) return;
    const done = await call(
      `/api/console/comment/${verb}`,
      { comment_id: comment.comment_id },
      verb === 'hide' ? '已隐藏' : '已恢复',
    );
    if (done !== undefined) await find(String(comment.comment_id));
  };
  return (
    <Card title="评论" size="small">
      <Input.Search placeholder="评论 ID" enterButton="查找" onSearch={find} aria-label="评论 ID" />
      {comment && (
        <div className="console-found">
          <p>
            <Tag>{COMMENT_STATUS_LABEL[comment.status]}</Tag>
            {comment.text}
          </p>
          <p>
            作者：{comment.nickname}（{comment.user_id}） 于 {comment.created_at}，
            <a href={`/a/${comment.article_id}`} target="_blank" rel="noreferrer">
              所在帖子
            </a>
          </p>
          <Space>
            <Button danger disabled={busy || comment.status !== 0} onClick={() => act('hide')}>
              隐藏评论
            </Button>
            <Button disabled={busy || comment.status !== 2} onClick={() => act('restore')}>
              恢复评论
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}

export default function ConsoleContent() {
  return (
    <section>
      <h1>帖子与评论</h1>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <PostTool />
        <CommentTool />
      </Space>
    </section>
  );
}
