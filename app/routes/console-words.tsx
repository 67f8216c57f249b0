/** /console/words, 敏感词: the list that sends posts to review; editors add (one per line) and remove. */
import type { SensitiveWordItem } from '@common/moderation';
import { Button, Input, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';
import type { Route } from './+types/console-words';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'words.manage');
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: '敏感词 - 研社管理后台' }];

export default function ConsoleWords() {
  const { data, loading, reload } = useConsoleList<SensitiveWordItem[]>('/api/console/words/list');
  const { call, busy } = useConsoleCall();
  const [text, setText] = useState('');
  useEffect(() => {
    void reload();
  }, [reload]);
  const add = async () => {
    const words = text
      .split('\n')
      .map((w) => w.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    const res = await call<{ added: string[] }>('/api/console/words/add', { words }, '已添加');
    if (res) {
      setText('');
      await reload();
    }
  };
  const remove = async (word: string) => {
    if ((await call('/api/console/words/remove', { word }, '已删除')) !== undefined) await reload();
  };
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
