/**
 * /console/timeline, 时间轴: editors add, change and delete timeline events (published for 研社编辑部) and
 * grant members the right to publish their own (/timeline/edit).
 */
import type { TimelineConsoleItem, TimelineEventFields, TimelineGrant } from '@common/timeline';
import { TIMELINE_MSG, timelineGradeLabel } from '@common/timeline-vocab';
import { Button, Input, InputNumber, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleFormDialog, RowActions, useConsoleEditor } from '~/console/crud';
import { useConsoleActions, useConsolePaged } from '~/features/console-moderation/use-console-call';
import {
  htmlToLines,
  TimelineEventForm,
  type TimelineFormValues,
} from '~/features/timeline/timeline-event-form';

export const loader = consolePageLoader('timeline.manage');

export const meta = consoleMeta('时间轴');

const STATUS_LABEL: Record<number, string> = { 0: '草稿', 1: '审核中', 2: '已发布', 3: '已隐藏' };
const today = () => {
  const d = new Date(Date.now() + 8 * 3600_000);
  return d.toISOString().slice(0, 10);
};

function Events() {
  const [keyword, setKeyword] = useState('');
  const { reload, setPage, table } = useConsolePaged<TimelineConsoleItem>('/api/console/timeline/list', {
    keyword,
  });
  /** The event in the dialog (item null: a new one) and what its form starts from. */
  const editor = useConsoleEditor<
    { item: TimelineConsoleItem | null; initial: TimelineFormValues },
    TimelineEventFields
  >({
    reload,
    save: (fields, { item }) =>
      item
        ? ['/api/console/timeline/edit', { ...fields, article_id: item.article_id }, TIMELINE_MSG.updated]
        : ['/api/console/timeline/add', fields, TIMELINE_MSG.published],
  });

  const open = (item: TimelineConsoleItem | null) =>
    editor.open({
      item,
      initial: item
        ? {
            title: item.title,
            date: item.date,
            grade: item.timeline.grade,
            source: item.timeline.source,
            themes: item.timeline.theme_list.join('，'),
            text: htmlToLines(item.content_html),
          }
        : { title: '', date: today(), grade: 1, source: '', themes: '', text: '' },
    });

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索事件标题"
          placeholder="搜索事件标题"
          allowClear
          onSearch={(value) => {
            setPage(1);
            setKeyword(value.trim());
          }}
          style={{ width: 280 }}
        />
        <Button type="primary" onClick={() => open(null)}>
          添加事件
        </Button>
      </Space>
      <Table<TimelineConsoleItem>
        rowKey="article_id"
        {...table}
        columns={[
          { title: '日期', dataIndex: 'date', width: 110 },
          {
            title: '等级',
            width: 70,
            render: (_, e) => (
              <Tag color={['', 'blue', 'orange', 'red'][e.timeline.grade]}>
                {timelineGradeLabel(e.timeline.grade)}
              </Tag>
            ),
          },
          {
            title: '标题',
            render: (_, e) => (
              <a href={`/timeline/${e.article_id}`} target="_blank" rel="noreferrer">
                {e.title}
              </a>
            ),
          },
          { title: '来源', width: 120, render: (_, e) => e.timeline.source },
          { title: '主题', width: 160, render: (_, e) => e.timeline.theme_list.join('、') },
          { title: '作者', width: 120, render: (_, e) => e.user.nickname },
          { title: '状态', width: 80, render: (_, e) => STATUS_LABEL[e.status] ?? '' },
          {
            title: '操作',
            width: 130,
            render: (_, e) => (
              <RowActions
                busy={editor.busy}
                onEdit={() => open(e)}
                confirm
                onRemove={() =>
                  editor.act(
                    '/api/console/timeline/delete',
                    { article_id: e.article_id },
                    TIMELINE_MSG.deleted,
                  )
                }
              />
            ),
          },
        ]}
      />
      <ConsoleFormDialog editor={editor} title={editor.editing?.item ? '编辑事件' : '添加事件'} width={760}>
        {({ item, initial }) => (
          <TimelineEventForm
            initial={initial}
            pending={editor.busy}
            submitLabel={item ? '保存' : '发布'}
            onSubmit={(fields) => void editor.submit(fields)}
          />
        )}
      </ConsoleFormDialog>
    </>
  );
}

function Grants() {
  const { reload, table } = useConsolePaged<TimelineGrant>('/api/console/timeline/grants');
  const { act, busy } = useConsoleActions(reload);
  const [userId, setUserId] = useState<number | null>(null);

  const grant = async () => {
    if (!userId) return;
    if ((await act('/api/console/timeline/grant', { user_id: userId }, TIMELINE_MSG.granted)) !== undefined)
      setUserId(null);
  };

  return (
    <>
      <p>获得授权的会员可在 /timeline/edit 发布时间轴事件，发布内容以会员本人名义，并经过敏感词审核。</p>
      <Space style={{ marginBottom: 16 }}>
        <InputNumber<number>
          aria-label="会员 ID"
          placeholder="会员 ID"
          min={1}
          precision={0}
          value={userId}
          onChange={setUserId}
          style={{ width: 200 }}
        />
        <Button type="primary" loading={busy} onClick={() => void grant()}>
          授权发布
        </Button>
      </Space>
      <Table<TimelineGrant>
        rowKey="user_id"
        {...table}
        columns={[
          { title: '会员 ID', dataIndex: 'user_id', width: 120 },
          {
            title: '昵称',
            render: (_, g) => (
              <a href={`/u/${g.user_id}`} target="_blank" rel="noreferrer">
                {g.nickname}
              </a>
            ),
          },
          { title: '手机号', dataIndex: 'phone', width: 140 },
          { title: '授权时间', dataIndex: 'create_time', width: 180 },
          {
            title: '操作',
            width: 110,
            render: (_, g) => (
              <RowActions
                busy={busy}
                remove="取消授权"
                confirm="确定取消该会员的发布权限?"
                onRemove={() =>
                  act('/api/console/timeline/revoke', { user_id: g.user_id }, TIMELINE_MSG.revoked)
                }
              />
            ),
          },
        ]}
      />
    </>
  );
}

export default function ConsoleTimeline() {
  return (
    <section>
      <h1>时间轴</h1>
      <Tabs
        items={[
          { key: 'events', label: '事件', children: <Events /> },
          { key: 'grants', label: '发布权限', children: <Grants /> },
        ]}
      />
    </section>
  );
}
