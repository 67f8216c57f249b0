/**
 * /console/timeline, 时间轴: editors add, change and delete timeline events (published for 研社编辑部) and
 * grant members the right to publish their own (/timeline/edit).
 */
import type { TimelineConsoleItem, TimelineEventFields, TimelineGrant } from '@common/timeline';
import { TIMELINE_MSG, timelineGradeLabel } from '@common/timeline-vocab';
import { Button, Input, InputNumber, Modal, Space, Table, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleCall } from '~/features/console-moderation/use-console-call';
import {
  htmlToLines,
  TimelineEventForm,
  type TimelineFormValues,
} from '~/features/timeline/timeline-event-form';
import { api } from '~/lib/api';
import type { Page } from '../../server/modules/post/post.service';
import type { Route } from './+types/console-timeline';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'timeline.manage');
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: '时间轴 - 研社管理后台' }];

const PAGE_SIZE = 20;
const STATUS_LABEL: Record<number, string> = { 0: '草稿', 1: '审核中', 2: '已发布', 3: '已隐藏' };
const today = () => {
  const d = new Date(Date.now() + 8 * 3600_000);
  return d.toISOString().slice(0, 10);
};

/** A server-paged console list, reloaded on demand. */
function usePaged<T>(path: string, body: object) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const key = JSON.stringify(body);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api<Page<T>>(path, { ...JSON.parse(key), start: page, limit: PAGE_SIZE }));
    } catch {
      // Toasted by the API client.
    } finally {
      setLoading(false);
    }
  }, [path, key, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, loading, reload, page, setPage };
}

function Events() {
  const [keyword, setKeyword] = useState('');
  const { data, loading, reload, page, setPage } = usePaged<TimelineConsoleItem>(
    '/api/console/timeline/list',
    {
      keyword,
    },
  );
  const { call, busy } = useConsoleCall();
  const { modal } = useFeedback();
  /** The event being edited (null: a new one), or undefined when the dialog is closed. */
  const [editing, setEditing] = useState<{ item: TimelineConsoleItem | null; initial: TimelineFormValues }>();

  const open = (item: TimelineConsoleItem | null) =>
    setEditing({
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

  const save = async (fields: TimelineEventFields) => {
    const done = editing?.item
      ? await call(
          '/api/console/timeline/edit',
          { ...fields, article_id: editing.item.article_id },
          TIMELINE_MSG.updated,
        )
      : await call('/api/console/timeline/add', fields, TIMELINE_MSG.published);
    if (done !== undefined) {
      setEditing(undefined);
      await reload();
    }
  };

  const remove = async (item: TimelineConsoleItem) => {
    if (
      (await call('/api/console/timeline/delete', { article_id: item.article_id }, TIMELINE_MSG.deleted)) !==
      undefined
    ) {
      await reload();
    }
  };

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
        loading={loading}
        dataSource={data?.result ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
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
              <Space>
                <Button size="small" onClick={() => open(e)}>
                  编辑
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={busy}
                  onClick={() => modal.confirm({ ...DELETE_CONFIRM, onOk: () => remove(e) })}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.item ? '编辑事件' : '添加事件'}
        open={editing !== undefined}
        onCancel={() => setEditing(undefined)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        {editing && (
          <TimelineEventForm
            initial={editing.initial}
            pending={busy}
            submitLabel={editing.item ? '保存' : '发布'}
            onSubmit={(fields) => void save(fields)}
          />
        )}
      </Modal>
    </>
  );
}

function Grants() {
  const { data, loading, reload, page, setPage } = usePaged<TimelineGrant>(
    '/api/console/timeline/grants',
    {},
  );
  const { call, busy } = useConsoleCall();
  const { modal } = useFeedback();
  const [userId, setUserId] = useState<number | null>(null);

  const grant = async () => {
    if (!userId) return;
    if (
      (await call('/api/console/timeline/grant', { user_id: userId }, TIMELINE_MSG.granted)) !== undefined
    ) {
      setUserId(null);
      await reload();
    }
  };
  const revoke = async (id: number) => {
    if ((await call('/api/console/timeline/revoke', { user_id: id }, TIMELINE_MSG.revoked)) !== undefined) {
      await reload();
    }
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
        loading={loading}
        dataSource={data?.result ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.totalCount ?? 0, onChange: setPage }}
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
              <Button
                size="small"
                danger
                disabled={busy}
                onClick={() =>
                  modal.confirm({
                    ...DELETE_CONFIRM,
                    content: '确定取消该会员的发布权限?',
                    onOk: () => revoke(g.user_id),
                  })
                }
              >
                取消授权
              </Button>
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
