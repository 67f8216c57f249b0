/**
 * /console/opinion, 每日观点: one question per trading day for the home sidebar's vote (issue 16 item 2).
 * Options default to 看多 / 看空 / 震荡; the day and options are frozen once members have voted. Audited on
 * the server.
 */

import {
  OPINION_DEFAULT_OPTIONS,
  OPINION_DEFAULT_TITLE,
  OPINION_LIMITS,
  OPINION_MSG,
  OPINION_STATUS,
  type OpinionConsoleItem,
  type OpinionPage,
} from '@common/opinion';
import { Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';
import type { Route } from './+types/console-opinion';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'opinion.manage');
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: '每日观点 - 研社管理后台' }];

const PAGE_SIZE = 20;

interface QuestionForm {
  date: string;
  title: string;
  /** One option per line. */
  options: string;
}

const STATUS_TAGS: Record<number, { color?: string; label: string }> = {
  [OPINION_STATUS.UPCOMING]: { label: '未开始' },
  [OPINION_STATUS.OPEN]: { color: 'green', label: '投票中' },
  [OPINION_STATUS.CLOSED]: { color: 'default', label: '已截止' },
};

const optionLines = (v: string) =>
  v
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

export default function ConsoleOpinion() {
  const [pageNo, setPageNo] = useState(1);
  const { data, loading, reload } = useConsoleList<OpinionPage & { result: OpinionConsoleItem[] }>(
    '/api/console/opinion/list',
    { start: pageNo, limit: PAGE_SIZE },
  );
  const { call, busy } = useConsoleCall();
  const [editing, setEditing] = useState<{ id?: number; voted: boolean } | null>(null);
  const [form] = Form.useForm<QuestionForm>();
  useEffect(() => {
    void reload();
  }, [reload]);

  const open = (q?: OpinionConsoleItem) => {
    setEditing({ id: q?.question_id, voted: (q?.total ?? 0) > 0 });
    form.setFieldsValue(
      q
        ? { date: q.date, title: q.title, options: q.options.map((o) => o.name).join('\n') }
        : { date: '', title: OPINION_DEFAULT_TITLE, options: OPINION_DEFAULT_OPTIONS.join('\n') },
    );
  };
  const save = async (values: QuestionForm) => {
    const body = {
      question_id: editing?.id,
      date: values.date,
      title: values.title.trim(),
      options: optionLines(values.options),
    };
    const path = editing?.id ? '/api/console/opinion/update' : '/api/console/opinion/add';
    if ((await call(path, body, editing?.id ? OPINION_MSG.updated : OPINION_MSG.added)) !== undefined) {
      setEditing(null);
      await reload();
    }
  };
  const remove = (q: OpinionConsoleItem) =>
    Modal.confirm({
      title: '提示',
      content: q.total > 0 ? `确定删除“${q.title}”? 它的 ${q.total} 票将一并删除。` : `确定删除“${q.title}”?`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        if (
          (await call('/api/console/opinion/delete', { question_id: q.question_id }, '已删除')) !== undefined
        )
          await reload();
      },
    });

  return (
    <section>
      <h1>每日观点</h1>
      <p>
        每个交易日一个问题，显示在首页侧栏。会员可在当日 15:00
        收盘前投票和改票；前一交易日收盘后即可为下一交易日投票。 已有会员投票的问题只能修改标题。
      </p>
      <Button type="primary" onClick={() => open()} style={{ marginBottom: 16 }}>
        新增问题
      </Button>
      <Table<OpinionConsoleItem>
        rowKey="question_id"
        loading={loading}
        dataSource={data?.result ?? []}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: data?.totalCount ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
        }}
        columns={[
          { title: '交易日', dataIndex: 'date', width: 120 },
          { title: '问题', dataIndex: 'title' },
          {
            title: '选项与票数',
            render: (_, q) => (
              <Space size={4} wrap>
                {q.options.map((o) => (
                  <Tag key={o.option}>
                    {o.name} {o.count}（{o.percent.toFixed(2)}%）
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: '总票数', dataIndex: 'total', width: 80 },
          {
            title: '状态',
            width: 90,
            render: (_, q) => {
              const tag = STATUS_TAGS[q.status];
              return <Tag color={tag?.color}>{tag?.label}</Tag>;
            },
          },
          {
            title: '操作',
            width: 150,
            render: (_, q) => (
              <Space>
                <Button size="small" onClick={() => open(q)}>
                  编辑
                </Button>
                <Button danger size="small" disabled={busy} onClick={() => remove(q)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? '编辑问题' : '新增问题'}
        open={editing !== null}
        okText="保存"
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} name="opinion-question">
          <Form.Item
            label="交易日"
            name="date"
            extra={editing?.voted ? '已有会员投票，不能修改' : '非交易日与已收盘的日期不能设置'}
            rules={[{ required: true, message: OPINION_MSG.dateInvalid }]}
          >
            <Input type="date" disabled={editing?.voted} />
          </Form.Item>
          <Form.Item
            label="问题"
            name="title"
            rules={[
              { required: true, whitespace: true, message: OPINION_MSG.titleRequired },
              { max: OPINION_LIMITS.titleMax, message: OPINION_MSG.titleTooLong },
            ]}
          >
            <Input maxLength={OPINION_LIMITS.titleMax} />
          </Form.Item>
          <Form.Item
            label="选项（每行一个）"
            name="options"
            extra={`${OPINION_LIMITS.optionsMin}~${OPINION_LIMITS.optionsMax} 个，每个最多 ${OPINION_LIMITS.optionMax} 个字`}
            rules={[
              {
                validator: (_, v: string = '') => {
                  const lines = optionLines(v);
                  if (lines.length < OPINION_LIMITS.optionsMin || lines.length > OPINION_LIMITS.optionsMax)
                    return Promise.reject(new Error(OPINION_MSG.optionsCount));
                  if (lines.some((o) => o.length > OPINION_LIMITS.optionMax))
                    return Promise.reject(new Error(OPINION_MSG.optionTooLong));
                  if (new Set(lines).size !== lines.length)
                    return Promise.reject(new Error(OPINION_MSG.optionsDuplicate));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={4} disabled={editing?.voted} />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
