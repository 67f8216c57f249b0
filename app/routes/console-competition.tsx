/**
 * /console/competition, 实盘大赛: editors create, change and delete competitions (name, period on trading
 * days, application window, rules and prizes) and review members' applications (the screenshot and the
 * holdings side by side; approve, or reject with a reason).
 */
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_TEXT,
  COMPETITION_LIMITS,
  COMPETITION_MSG,
  type Competition,
  type CompetitionFields,
  type ConsoleApplication,
} from '@common/competition';
import { Button, Form, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { ConsoleFormDialog, RowActions, useConsoleEditor } from '~/console/crud';
import { useConsoleActions, useConsolePaged } from '~/features/console-moderation/use-console-call';
import { htmlToLines, linesToHtml } from '~/features/timeline/timeline-event-form';

export const loader = consolePageLoader('competition.manage');

export const meta = consoleMeta('实盘大赛');

const STATUS_COLORS = ['blue', 'red', 'default'] as const;
const REVIEW_COLORS = ['gold', 'green', 'red'] as const;

interface FormValues {
  name: string;
  start_date: string;
  end_date: string;
  apply_start: string;
  apply_end: string;
  rules: string;
  prizes: string;
}

/** The form's four days: field, label and the message when it is left empty. */
const DATE_FIELDS = [
  ['start_date', '开始日期（交易日）', '请选择开始日期'],
  ['end_date', '结束日期（交易日）', '请选择结束日期'],
  ['apply_start', '报名开始', '请选择报名开始日期'],
  ['apply_end', '报名截止', '请选择报名截止日期'],
] as const;

function CompetitionForm({
  item,
  pending,
  onSubmit,
}: {
  item: Competition | null;
  pending: boolean;
  onSubmit: (fields: CompetitionFields) => void;
}) {
  const initial: FormValues = item
    ? {
        name: item.name,
        start_date: item.start_date,
        end_date: item.end_date,
        apply_start: item.apply_start,
        apply_end: item.apply_end,
        rules: htmlToLines(item.rules),
        prizes: htmlToLines(item.prizes),
      }
    : { name: '', start_date: '', end_date: '', apply_start: '', apply_end: '', rules: '', prizes: '' };
  return (
    <Form<FormValues>
      name="competition"
      layout="vertical"
      initialValues={initial}
      onFinish={(v) =>
        onSubmit({
          ...v,
          name: v.name.trim(),
          rules: linesToHtml(v.rules ?? ''),
          prizes: linesToHtml(v.prizes ?? ''),
        })
      }
    >
      <Form.Item
        label="比赛名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: COMPETITION_MSG.nameRequired }]}
      >
        <Input maxLength={COMPETITION_LIMITS.nameMax} showCount />
      </Form.Item>
      <Space align="start" wrap>
        {DATE_FIELDS.map(([name, label, message]) => (
          <Form.Item key={name} label={label} name={name} rules={[{ required: true, message }]}>
            <Input type="date" />
          </Form.Item>
        ))}
      </Space>
      <Form.Item label="比赛规则" name="rules" extra="每行一段">
        <Input.TextArea rows={5} maxLength={5000} />
      </Form.Item>
      <Form.Item label="奖项设置" name="prizes" extra="每行一段">
        <Input.TextArea rows={4} maxLength={5000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        保存
      </Button>
    </Form>
  );
}

function Applications({ competition }: { competition: Competition }) {
  const [status, setStatus] = useState<number>(APPLICATION_STATUS.PENDING);
  const [rejecting, setRejecting] = useState<ConsoleApplication | null>(null);
  const [reason, setReason] = useState('');
  const { reload, setPage, table } = useConsolePaged<ConsoleApplication>(
    '/api/console/competition/applications',
    { competition_id: competition.id, status },
    10,
  );
  const { act, busy } = useConsoleActions(reload);

  const review = async (a: ConsoleApplication, approve: boolean, why = '') => {
    const done = await act(
      '/api/console/competition/review',
      { id: a.application_id, approve, reason: why },
      approve ? COMPETITION_MSG.approved : COMPETITION_MSG.rejected,
    );
    if (done !== undefined) {
      setRejecting(null);
      setReason('');
    }
  };

  return (
    <>
      <Radio.Group
        value={status}
        onChange={(e) => {
          setPage(1);
          setStatus(e.target.value as number);
        }}
        style={{ marginBottom: 12 }}
        options={[
          { value: APPLICATION_STATUS.PENDING, label: '待审核' },
          { value: APPLICATION_STATUS.APPROVED, label: '已通过' },
          { value: APPLICATION_STATUS.REJECTED, label: '已驳回' },
          { value: -1, label: '全部' },
        ]}
        optionType="button"
      />
      <Table<ConsoleApplication>
        rowKey="application_id"
        {...table}
        columns={[
          {
            title: '会员',
            width: 160,
            render: (_, a) => (
              <div>
                <div>{a.nickname}</div>
                <div style={{ color: '#8c8c8c', fontSize: 12 }}>{a.create_time}</div>
                <Tag color={REVIEW_COLORS[a.status]}>{APPLICATION_STATUS_TEXT[a.status]}</Tag>
              </div>
            ),
          },
          {
            title: '持仓截图',
            width: 180,
            render: (_, a) => (
              <a href={a.screenshot_url} target="_blank" rel="noreferrer">
                <img
                  src={a.screenshot_url}
                  alt={`${a.nickname}的持仓截图`}
                  style={{ maxWidth: 160, maxHeight: 200 }}
                />
              </a>
            ),
          },
          {
            title: '申报持仓',
            render: (_, a) => (
              <table className="console-competition-holdings">
                <tbody>
                  {a.holdings.map((h) => (
                    <tr key={h.stock_id}>
                      <td>{h.code}</td>
                      <td>{h.name}</td>
                      <td style={{ textAlign: 'right' }}>{h.quantity}股</td>
                      <td style={{ textAlign: 'right' }}>成本 {h.cost}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          },
          {
            title: '操作',
            width: 170,
            render: (_, a) =>
              a.status === APPLICATION_STATUS.PENDING ? (
                <Space>
                  <Button size="small" type="primary" disabled={busy} onClick={() => void review(a, true)}>
                    通过
                  </Button>
                  <Button size="small" danger disabled={busy} onClick={() => setRejecting(a)}>
                    驳回
                  </Button>
                </Space>
              ) : (
                <div style={{ fontSize: 12 }}>
                  {a.reviewed_by && <div>审核人：{a.reviewed_by}</div>}
                  {a.reason && <div>理由：{a.reason}</div>}
                </div>
              ),
          },
        ]}
      />
      <Modal
        title="驳回报名"
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy }}
        onOk={() => rejecting && void review(rejecting, false, reason.trim())}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label="驳回理由"
          placeholder={COMPETITION_MSG.reasonRequired}
          rows={3}
          maxLength={COMPETITION_LIMITS.reasonMax}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

export default function ConsoleCompetition() {
  const { reload, table } = useConsolePaged<Competition>('/api/console/competition/list');
  /** The competition being edited (null: a new one). */
  const editor = useConsoleEditor<Competition | null, CompetitionFields>({
    reload,
    save: (fields, c) =>
      c
        ? ['/api/console/competition/edit', { ...fields, id: c.id }, COMPETITION_MSG.updated]
        : ['/api/console/competition/add', fields, COMPETITION_MSG.created],
  });
  const [reviewing, setReviewing] = useState<Competition | null>(null);

  return (
    <section>
      <h1>实盘大赛</h1>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => editor.open(null)}>
          新建比赛
        </Button>
      </Space>
      <Table<Competition>
        rowKey="id"
        {...table}
        columns={[
          {
            title: '比赛',
            render: (_, c) => (
              <a href={`/match/${c.id}`} target="_blank" rel="noreferrer">
                {c.name}
              </a>
            ),
          },
          { title: '比赛时间', render: (_, c) => `${c.start_date} 至 ${c.end_date}` },
          { title: '报名时间', render: (_, c) => `${c.apply_start} 至 ${c.apply_end}` },
          { title: '状态', render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{c.status_text}</Tag> },
          { title: '参赛人数', dataIndex: 'entrant_count', width: 90 },
          {
            title: '操作',
            width: 230,
            render: (_, c) => (
              <RowActions
                busy={editor.busy}
                onEdit={() => editor.open(c)}
                confirm
                onRemove={() =>
                  editor.act('/api/console/competition/delete', { id: c.id }, COMPETITION_MSG.deleted)
                }
              >
                <Button size="small" onClick={() => setReviewing(c)}>
                  报名审核
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <ConsoleFormDialog editor={editor} title={editor.editing ? '编辑比赛' : '新建比赛'} width={760}>
        {(c) => (
          <CompetitionForm
            key={c?.id ?? 'new'}
            item={c}
            pending={editor.busy}
            onSubmit={(f) => void editor.submit(f)}
          />
        )}
      </ConsoleFormDialog>
      <Modal
        title={reviewing ? `报名审核：${reviewing.name}` : ''}
        open={reviewing !== null}
        onCancel={() => {
          setReviewing(null);
          void reload();
        }}
        footer={null}
        width={1000}
        destroyOnHidden
      >
        {reviewing && <Applications competition={reviewing} />}
      </Modal>
    </section>
  );
}
