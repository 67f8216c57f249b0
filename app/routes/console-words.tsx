/** /console/words, 敏感词: the list that sends posts to review; editors add (one per line) and remove. */
import type { SensitiveWordItem } from '@common/moderation';
import { Button, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsoleActions, useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('words.manage');

export const meta = consoleMeta('敏感词');

export default function ConsoleWords() {
  const { data, loading, reload } = useConsoleList<SensitiveWordItem[]>('/api/console/words/list');
  const { act, busy } = useConsoleActions(reload);
  const [text, setText] = useState('');
  const add = async () => {
    const words = text
      .split('\n')
      .map((w) => w.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    if (await act<{ added: string[] }>('/api/console/words/add', { words }, '已添加')) setText('');
  };
  const remove = (word: string) => act('/api/console/words/remove', { word }, '已删除');
  return (
    <section>
      <h1>敏感词</h1>
      <p>
        帖子的标题、正文或标签含有下列词语时进入审核队列（不区分大小写，忽略空格）。修改在 30
        秒内对所有服务器生效。
      </p>
      <Space align="start" style={{ marginBottom: 16 }}>
        <Input.TextArea
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="每行一个词"
          aria-label="新敏感词"
          style={{ width: 360 }}
        />
        <Button type="primary" loading={busy} onClick={add}>
          添加
        </Button>
      </Space>
      <Table<SensitiveWordItem>
        rowKey="word"
        loading={loading}
        dataSource={data ?? []}
        pagination={{ pageSize: 50 }}
        columns={[
          { title: '敏感词', dataIndex: 'word' },
          { title: '添加人', dataIndex: 'created_by', render: (v: string) => v || '系统' },
          { title: '添加时间', dataIndex: 'created_at', width: 180 },
          {
            title: '操作',
            width: 100,
            render: (_, w) => (
              <Button danger size="small" disabled={busy} onClick={() => remove(w.word)}>
                删除
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
