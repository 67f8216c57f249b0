/** /console/review, 审核队列: posts the sensitive-word list held, and members' complaints. */
import { COMPLAINT_STATUS_LABEL, type ComplaintItem, type ReviewPostItem } from '@common/moderation';
import { Button, Radio, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsoleActions, useConsolePaged } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('review.manage');

const TARGET_LABEL: Record<string, string> = { article: '帖子', comment: '评论', user: '会员' };

export const meta = consoleMeta('审核队列');

function HeldPosts() {
  const { reload, table } = useConsolePaged<ReviewPostItem>('/api/console/review/list');
  const { act, busy } = useConsoleActions(reload);
  const review = (verb: 'approve' | 'reject', articleId: string) =>
    act(`/api/console/review/${verb}`, { article_id: articleId }, verb === 'approve' ? '已通过' : '已驳回');
  return (
    <Table<ReviewPostItem>
      rowKey="article_id"
      locale={{ emptyText: '没有待审核的帖子' }}
      {...table}
      columns={[
        { title: '帖子', dataIndex: 'article_id', width: 130 },
        {
          title: '内容',
          render: (_, p) => (
            <div>
              {p.title && <strong>{p.title}</strong>}
              <div>{p.summary}</div>
            </div>
          ),
        },
        {
          title: '敏感词',
          width: 160,
          render: (_, p) =>
            p.sensitive_words.map((w) => (
              <Tag key={w} color="red">
                {w}
              </Tag>
            )),
        },
        { title: '作者', width: 140, render: (_, p) => `${p.nickname}（${p.user_id}）` },
        { title: '发布时间', dataIndex: 'created_at', width: 170 },
        {
          title: '操作',
          width: 150,
          render: (_, p) => (
            <Space>
              <Button
                type="primary"
                size="small"
                disabled={busy}
                onClick={() => review('approve', p.article_id)}
              >
                通过
              </Button>
              <Button danger size="small" disabled={busy} onClick={() => review('reject', p.article_id)}>
                驳回
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

function Complaints() {
  const [status, setStatus] = useState(0);
  const { reload, setPage, table } = useConsolePaged<ComplaintItem>('/api/console/complaint/list', {
    status,
  });
  const { act, busy } = useConsoleActions(reload);
  const resolve = (id: number, action: 'hide' | 'dismiss') =>
    act('/api/console/complaint/resolve', { id, action }, action === 'hide' ? '已隐藏' : '已驳回举报');
  return (
    <>
      <Radio.Group
        optionType="button"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          setPage(1);
        }}
        options={[0, 1, 2].map((s) => ({ value: s, label: COMPLAINT_STATUS_LABEL[s] }))}
        style={{ marginBottom: 16 }}
      />
      <Table<ComplaintItem>
        rowKey="id"
        locale={{ emptyText: '没有举报' }}
        {...table}
        columns={[
          { title: '对象', width: 80, render: (_, c) => TARGET_LABEL[c.target_type] },
          {
            title: '被举报内容',
            render: (_, c) =>
              c.target_link ? (
                <a href={c.target_link} target="_blank" rel="noreferrer">
                  {c.target_text || c.target_id}
                </a>
              ) : (
                <span>{c.target_id}（已不存在）</span>
              ),
          },
          { title: '理由', width: 110, render: (_, c) => <Tag>{c.reason}</Tag> },
          { title: '说明', dataIndex: 'detail', width: 180 },
          { title: '举报人', width: 140, render: (_, c) => `${c.reporter_nickname}（${c.reporter_id}）` },
          { title: '时间', dataIndex: 'created_at', width: 170 },
          status === 0
            ? {
                title: '操作',
                width: 150,
                render: (_, c) => (
                  <Space>
                    {c.target_type !== 'user' && (
                      <Button danger size="small" disabled={busy} onClick={() => resolve(c.id, 'hide')}>
                        隐藏
                      </Button>
                    )}
                    <Button size="small" disabled={busy} onClick={() => resolve(c.id, 'dismiss')}>
                      驳回
                    </Button>
                  </Space>
                ),
              }
            : { title: '处理', width: 170, render: (_, c) => `${c.resolved_by} ${c.resolved_at}` },
        ]}
      />
    </>
  );
}

export default function ConsoleReview() {
  return (
    <section>
      <h1>审核队列</h1>
      <Tabs
        items={[
          { key: 'posts', label: '待审核帖子', children: <HeldPosts /> },
          { key: 'complaints', label: '举报', children: <Complaints /> },
        ]}
      />
    </section>
  );
}
