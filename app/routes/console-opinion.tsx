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
} from '@common/opinion';
import { Button, Form, Input, Space, Table, Tag } from 'antd';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleEditModal, RowActions, useConsoleEditor } from '~/console/crud';
import { useConsolePaged } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('opinion.manage');

export const meta = consoleMeta('每日观点');

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
  const { reload, table } = useConsolePaged<OpinionConsoleItem>('/api/console/opinion/list');
  /** The question in the dialog (null: a new one). */
  const editor = useConsoleEditor<OpinionConsoleItem | null, QuestionForm>({
    reload,
    fields: (q) =>
      q
        ? { date: q.date, title: q.title, options: q.options.map((o) => o.name).join('\n') }
        : { date: '', title: OPINION_DEFAULT_TITLE, options: OPINION_DEFAULT_OPTIONS.join('\n') },
    save: (values, q) => [
      q ? '/api/console/opinion/update' : '/api/console/opinion/add',
      {
        question_id: q?.question_id,
        date: values.date,
        title: values.title.trim(),
        options: optionLines(values.options),
      },
      q ? OPINION_MSG.updated : OPINION_MSG.added,
    ],
  });
  /** Members have voted: only the title may change. */
  const voted = (editor.editing?.total ?? 0) > 0;

  return (
    <section>
      <h1>每日观点</h1>
      <p>
        每个交易日一个问题，显示在首页侧栏。会员可在当日 15:00
        收盘前投票和改票；前一交易日收盘后即可为下一交易日投票。 已有会员投票的问题只能修改标题。
      </p>
      <Button type="primary" onClick={() => editor.open(null)} style={{ marginBottom: 16 }}>
        新增问题
      </Button>
      <Table<OpinionConsoleItem>
        rowKey="question_id"
        {...table}
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
              <RowActions
                busy={editor.busy}
                onEdit={() => editor.open(q)}
                confirm={
                  q.total > 0
                    ? `确定删除“${q.title}”? 它的 ${q.total} 票将一并删除。`
                    : `确定删除“${q.title}”?`
                }
                onRemove={() =>
                  editor.act('/api/console/opinion/delete', { question_id: q.question_id }, '已删除')
                }
              />
            ),
          },
        ]}
      />
      <ConsoleEditModal
        editor={editor}
        title={editor.editing ? '编辑问题' : '新增问题'}
        name="opinion-question"
      >
        <Form.Item
          label="交易日"
          name="date"
          extra={voted ? '已有会员投票，不能修改' : '非交易日与已收盘的日期不能设置'}
          rules={[{ required: true, message: OPINION_MSG.dateInvalid }]}
        >
          <Input type="date" disabled={voted} />
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
          <Input.TextArea rows={4} disabled={voted} />
        </Form.Item>
      </ConsoleEditModal>
    </section>
  );
}
