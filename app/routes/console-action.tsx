/**
 * /console/action, 异动编辑: an editor picks a trading day, adds sectors and stock rows by typing (stocks
 * from the stock list by code, name or pinyin) or imports a CSV/Excel sheet, previews, then publishes or
 * withdraws the day. Every problem comes back with its row number, and nothing is written until all
 * rows are valid (docs/api/actions.md).
 */
import type { ActionRowError, ConsoleActionDay } from '@common/action';
import { ACTION_COLUMNS, ACTION_LIMITS, type ActionDraftRow, chinaToday } from '@common/action-vocab';
import type { StockItem } from '@common/stock';
import { Alert, AutoComplete, Button, DatePicker, Form, Input, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { requireConsole } from '~/console/console-session.server';
import { searchStocks } from '~/features/stock/stock-api';
import { ApiError, api } from '~/lib/api';
import type { Route } from './+types/console-action';
import '~/features/action/console-action.css';

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'action.manage');
  const actions = args.context.services.actions;
  const today = chinaToday();
  return {
    today,
    initialDate: await actions.calendar.resolve(today),
    holidays: await actions.calendar.allHolidays(),
  };
}

export const meta: Route.MetaFunction = () => [{ title: '异动编辑 - 研社管理后台' }];

const EMPTY_ROW = Object.fromEntries(ACTION_COLUMNS.map((c) => [c.key, ''])) as ActionDraftRow;
const TEMPLATE = `\uFEFF${ACTION_COLUMNS.map((c) => c.header).join(',')}\n算力,英伟达业绩超预期,300308,中际旭创,09:35:12,首板,156.78,20.00,800G光模块出货超预期,公司为光模块龙头\n`;

/** The file as base64 (console calls are signed JSON). */
async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function StockInput({ value, onPick }: { value: string; onPick: (s: StockItem) => void }) {
  const [keyword, setKeyword] = useState(value);
  const [options, setOptions] = useState<StockItem[]>([]);
  useEffect(() => {
    const word = keyword.trim();
    if (!word) return setOptions([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchStocks({ keyword: word, limit: 10, start: 1 }, { quiet: true, signal: controller.signal }).then(
        (page) => setOptions(page.result),
        () => setOptions([]),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);
  return (
    <AutoComplete
      aria-label="股票"
      value={keyword}
      placeholder="代码、名称或拼音"
      options={options.map((s) => ({ value: s.code, label: `${s.name} ${s.code}` }))}
      onChange={setKeyword}
      onSelect={(code: string) => {
        const s = options.find((o) => o.code === code);
        if (s) {
          setKeyword(`${s.name} ${s.code}`);
          onPick(s);
        }
      }}
    />
  );
}

function RowDialog(props: {
  row: ActionDraftRow | null;
  fields: string[];
  onSave: (row: ActionDraftRow) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ActionDraftRow>();
  const row = props.row;
  return (
    <Modal
      open={row !== null}
      title={row?.code ? '编辑股票' : '添加股票'}
      okText="确定"
      cancelText="取消"
      onCancel={props.onClose}
      onOk={() => form.validateFields().then((values) => props.onSave({ ...EMPTY_ROW, ...values }))}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={row ?? undefined}>
        <Space.Compact block>
          <Form.Item name="field" label="板块名称" rules={[{ required: true, message: '请输入板块名称' }]}>
            <AutoComplete
              options={props.fields.map((f) => ({ value: f }))}
              style={{ width: 200 }}
              maxLength={ACTION_LIMITS.fieldName}
            />
          </Form.Item>
          <Form.Item name="field_reason" label="板块原因（每个板块填一次）" style={{ flex: 1 }}>
            <Input maxLength={ACTION_LIMITS.fieldReason} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="code" label="股票" rules={[{ required: true, message: '请选择股票' }]}>
          <StockInput
            value={row?.code ? `${row.name} ${row.code}` : ''}
            onPick={(s) => form.setFieldsValue({ code: s.code, name: s.name })}
          />
        </Form.Item>
        <Form.Item name="name" hidden>
          <Input />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="time" label="异动时间" style={{ flex: 1 }}>
            <Input placeholder="09:35:12" />
          </Form.Item>
          <Form.Item name="num" label="连板" style={{ flex: 1 }}>
            <Input placeholder="首板 / 2连板 / 3天2板" maxLength={ACTION_LIMITS.num} />
          </Form.Item>
          <Form.Item
            name="price"
            label="价格（元）"
            rules={[{ required: true, message: '请输入价格' }]}
            style={{ flex: 1 }}
          >
            <Input placeholder="12.34" />
          </Form.Item>
          <Form.Item
            name="shares_range"
            label="涨跌幅（%）"
            rules={[{ required: true, message: '请输入涨跌幅' }]}
            style={{ flex: 1 }}
          >
            <Input placeholder="10.01" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="reason" label="异动原因" rules={[{ required: true, message: '请输入异动原因' }]}>
          <Input maxLength={ACTION_LIMITS.reason} />
        </Form.Item>
        <Form.Item name="expound" label="解析">
          <Input.TextArea rows={4} maxLength={ACTION_LIMITS.expound} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function ConsoleAction({ loaderData }: Route.ComponentProps) {
  const { message, modal } = useFeedback();
  const [date, setDate] = useState(loaderData.initialDate);
  const [day, setDay] = useState<ConsoleActionDay | null>(null);
  const [rows, setRows] = useState<ActionDraftRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<ActionRowError[]>([]);
  const [editing, setEditing] = useState<{ index: number; row: ActionDraftRow } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const holidays = new Set(loaderData.holidays);

  /**
   * The date the page shows, and a count of the editor's changes to its rows: an answer for a date picked
   * before, or one that left before the editor imported or edited rows, is dropped rather than
   * overwriting them.
   */
  const shown = useRef(date);
  const edits = useRef(0);
  const markEdited = () => {
    edits.current++;
    setDirty(true);
  };
  const load = useCallback(async (d: string) => {
    shown.current = d;
    const editsBefore = edits.current;
    setErrors([]);
    try {
      const loaded = await api<ConsoleActionDay>('/api/console/action/day', { date: d });
      if (shown.current !== d || edits.current !== editsBefore) return;
      setDay(loaded);
      setRows(loaded.rows);
      setDirty(false);
    } catch {
      setDay(null);
    }
  }, []);
  useEffect(() => {
    void load(date);
  }, [date, load]);

  /** A call whose row errors are listed under the table (the toast names the first few). */
  const run = async <T,>(path: string, body: object): Promise<T | undefined> => {
    setBusy(true);
    setErrors([]);
    try {
      return await api<T>(path, body);
    } catch (err) {
      const list =
        err instanceof ApiError ? (err.data as { errors?: ActionRowError[] } | null)?.errors : undefined;
      if (list) setErrors(list);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > ACTION_LIMITS.fileBytes) {
      void message.error(`文件不能超过${ACTION_LIMITS.fileBytes / 1024 / 1024}MB`);
      return;
    }
    const res = await run<{ rows: ActionDraftRow[] }>('/api/console/action/import', {
      date,
      filename: file.name,
      content: await fileBase64(file),
      publish: false,
    });
    if (res) {
      setRows(res.rows);
      markEdited();
      void message.success(`已导入 ${res.rows.length} 行，请预览后发布`);
    }
  };

  const publish = async () => {
    const res = await run<{ field_count: number; stock_count: number }>('/api/console/action/publish', {
      date,
      rows,
    });
    if (res) {
      void message.success(`发布成功：${res.field_count} 个板块，${res.stock_count} 只个股`);
      await load(date);
    }
  };

  const unpublish = () =>
    modal.confirm({
      title: `撤下 ${date} 的异动？`,
      content: '撤下后读者看不到当日异动，对应的异动解析帖一并隐藏；重新发布即可恢复。',
      okText: '撤下',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        if ((await run('/api/console/action/unpublish', { date })) !== undefined) {
          void message.success('已撤下');
          await load(date);
        }
      },
    });

  const save = (row: ActionDraftRow) => {
    setRows((list) => {
      const next = [...list];
      if (editing && editing.index >= 0) next[editing.index] = row;
      else next.push(row);
      return next;
    });
    markEdited();
    setEditing(null);
  };

  const fields = [...new Set(rows.map((r) => r.field).filter(Boolean))];
  const errorLines = new Set(errors.map((e) => e.line));

  return (
    <section className="console-action">
      <h1 className="console-page-title">异动编辑</h1>
      <div className="console-toolbar">
        <Space wrap>
          <DatePicker
            aria-label="交易日"
            allowClear={false}
            value={dayjs(date)}
            disabledDate={(d) => {
              const s = d.format('YYYY-MM-DD');
              return d.day() === 0 || d.day() === 6 || holidays.has(s) || s > loaderData.today;
            }}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
          {day && (
            <Tag color={day.published ? 'green' : 'default'}>{day.published ? '已发布' : '未发布'}</Tag>
          )}
          {dirty && <Tag color="orange">有未发布的修改</Tag>}
        </Space>
        <Space wrap>
          <Button
            onClick={() => setEditing({ index: -1, row: { ...EMPTY_ROW, field: fields.at(-1) ?? '' } })}
          >
            添加股票
          </Button>
          <Button onClick={() => fileInput.current?.click()} loading={busy}>
            导入文件
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx"
            aria-label="导入文件"
            hidden
            onChange={(e) => void importFile(e)}
          />
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`} download="异动导入模板.csv">
            下载模板
          </a>
          <Button type="primary" onClick={() => void publish()} disabled={rows.length === 0} loading={busy}>
            {day?.published ? '重新发布' : '发布'}
          </Button>
          {day?.published && (
            <Button danger onClick={unpublish}>
              撤下
            </Button>
          )}
        </Space>
      </div>
      <p className="console-hint">
        文件列：{ACTION_COLUMNS.map((c) => c.header).join('、')}（CSV 或 .xlsx，首行为表头，每只股票一行，最大
        {ACTION_LIMITS.fileBytes / 1024 / 1024}MB）。导入后先预览，确认无误再发布。
      </p>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${errors.length} 处错误，未写入任何数据`}
          description={
            <ul className="console-action-errors">
              {errors.map((e) => (
                <li key={`${e.line}:${e.message}`}>{e.line ? `第${e.line}行：${e.message}` : e.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <Table<ActionDraftRow & { index: number }>
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={rows.map((r, index) => ({ ...r, index }))}
        rowClassName={(r) => (errorLines.has(r.index + 1) ? 'console-action-bad' : '')}
        columns={[
          { title: '行', key: 'line', render: (_: unknown, r) => r.index + 1, width: 48 },
          { title: '板块', dataIndex: 'field' },
          { title: '股票', key: 'stock', render: (_: unknown, r) => `${r.name} ${r.code}` },
          { title: '时间', dataIndex: 'time' },
          { title: '连板', dataIndex: 'num' },
          { title: '价格', dataIndex: 'price' },
          { title: '涨跌幅%', dataIndex: 'shares_range' },
          { title: '异动原因', dataIndex: 'reason' },
          {
            title: '操作',
            key: 'ops',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing({ index: r.index, row: rows[r.index] })}>
                  编辑
                </Button>
                <Button
                  type="link"
                  danger
                  onClick={() => {
                    setRows((list) => list.filter((_, i) => i !== r.index));
                    markEdited();
                  }}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <RowDialog row={editing?.row ?? null} fields={fields} onSave={save} onClose={() => setEditing(null)} />
    </section>
  );
}
