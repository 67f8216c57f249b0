/**
 * Applying to a competition: upload a holdings screenshot, the server reads it (OCR, a second or two),
 * the member corrects the rows in an editable table (add, remove, edit) and submits.
 */
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type Application,
  COMPETITION_LIMITS,
  COMPETITION_MSG,
  type OcrResult,
  type OcrRow,
} from '@common/competition';
import type { Envelope } from '@common/error-codes';
import { checkPositiveDecimal, checkPositiveInteger } from '@common/validation';
import { Alert, Button, Input, Space, Spin, Table, Tag } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { api, currentSignHeaders } from '~/lib/api';

interface EditRow {
  key: number;
  code: string;
  name: string;
  quantity: string;
  cost: string;
  matched: boolean;
  note: string;
}

type EditField = 'code' | 'quantity' | 'cost';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
let nextKey = 1;
const toEdit = (r: OcrRow): EditRow => ({ key: nextKey++, ...r });

/** A row's problem for the member, in SPEC §5's words ('' when fine). */
function rowProblem(r: EditRow): string {
  if (!/^\d{6}$/.test(r.code.trim())) return COMPETITION_MSG.codeInvalid;
  return checkPositiveInteger(r.quantity.trim()) ?? checkPositiveDecimal(r.cost.trim()) ?? '';
}

/** Sends the image as multipart/form-data (the API client speaks JSON only). */
async function uploadForOcr(file: File): Promise<Envelope<OcrResult>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/v1/competition/ocr/stock-list', {
    method: 'POST',
    headers: currentSignHeaders(),
    body: form,
    credentials: 'same-origin',
  });
  return (await res.json()) as Envelope<OcrResult>;
}

export function ApplyFlow({
  competitionId,
  onApplied,
}: {
  competitionId: number;
  onApplied: (application: Application) => void;
}) {
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [shot, setShot] = useState<{ key: string; url: string } | null>(null);
  const [rows, setRows] = useState<EditRow[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void message.error(COMPETITION_MSG.imageType);
    if (file.size > COMPETITION_LIMITS.imageBytes) return void message.error(COMPETITION_MSG.imageTooLarge);
    setReading(true);
    try {
      const res = await uploadForOcr(file);
      if (res.errCode !== '0') {
        void message.error(res.msg);
        return;
      }
      setShot({ key: res.data.screenshot, url: res.data.screenshot_url });
      setRows(res.data.rows.map(toEdit));
      if (res.data.rows.length === 0) void message.warning('未识别到持仓，请手动填写');
    } catch {
      void message.error('上传失败，请重试');
    } finally {
      setReading(false);
    }
  };

  const update = (key: number, field: EditField, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value, note: '' } : r)));

  /** A column the member types into; each box is named by its row ("第2行数量"). */
  const inputColumn = (
    title: string,
    field: EditField,
    label: string,
    width: number,
    maxLength?: number,
  ) => ({
    title,
    width,
    render: (_: unknown, r: EditRow, i: number) => (
      <Input
        aria-label={`第${i + 1}行${label}`}
        value={r[field]}
        maxLength={maxLength}
        onChange={(e) => update(r.key, field, e.target.value)}
      />
    ),
  });

  const submit = async () => {
    const bad = rows.findIndex((r) => rowProblem(r));
    if (rows.length === 0) return void message.error(COMPETITION_MSG.holdingsRequired);
    if (bad >= 0) return void message.error(`第${bad + 1}行：${rowProblem(rows[bad])}`);
    setSubmitting(true);
    try {
      const application = await api<Application>('/api/v1/competition/apply/add', {
        competition_id: competitionId,
        screenshot: shot?.key ?? '',
        holdings: rows.map((r) => ({
          code: r.code.trim(),
          quantity: r.quantity.trim(),
          cost: r.cost.trim(),
        })),
      });
      void message.success(COMPETITION_MSG.applied);
      onApplied(application);
    } catch {
      // Toasted by the API client.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="match-apply">
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        aria-label="持仓截图"
        onChange={(e) => void pick(e)}
      />
      <Space align="start" wrap>
        <Button icon={<UploadOutlined />} disabled={reading} onClick={() => input.current?.click()}>
          {shot ? '重新上传截图' : '上传持仓截图'}
        </Button>
        <span className="match-muted">
          支持 PNG、JPEG、WebP，不超过5MB；上传后自动识别股票代码、名称、数量和成本
        </span>
      </Space>
      {reading && (
        <div className="match-reading" role="status">
          <Spin /> 正在识别持仓截图…
        </div>
      )}
      {shot && !reading && (
        <div className="match-edit">
          <Space align="start" size={24} wrap>
            <a href={shot.url} target="_blank" rel="noreferrer">
              <img src={shot.url} alt="持仓截图" className="match-shot" />
            </a>
            <div style={{ flex: 1, minWidth: 520 }}>
              <Alert
                type="info"
                showIcon
                title="请核对识别结果，修正有误的行后提交"
                style={{ marginBottom: 12 }}
              />
              <Table<EditRow>
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={rows}
                columns={[
                  inputColumn('代码', 'code', '代码', 110, 6),
                  {
                    title: '名称',
                    width: 120,
                    render: (_, r) => (
                      <Space size={4}>
                        <span>{r.name || '—'}</span>
                        {!r.matched && <Tag color="orange">待核对</Tag>}
                      </Space>
                    ),
                  },
                  inputColumn('持仓数量', 'quantity', '数量', 120),
                  inputColumn('成本价', 'cost', '成本价', 120),
                  {
                    title: '提示',
                    render: (_, r) => <span className="match-note">{rowProblem(r) || r.note}</span>,
                  },
                  {
                    title: '',
                    width: 48,
                    render: (_, r, i) => (
                      <Button
                        type="text"
                        aria-label={`删除第${i + 1}行`}
                        icon={<DeleteOutlined />}
                        onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                      />
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 12 }}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={rows.length >= COMPETITION_LIMITS.holdingsMax}
                  onClick={() =>
                    setRows((rs) => [
                      ...rs,
                      { key: nextKey++, code: '', name: '', quantity: '', cost: '', matched: true, note: '' },
                    ])
                  }
                >
                  添加一行
                </Button>
                <Button type="primary" loading={submitting} onClick={() => void submit()}>
                  提交报名
                </Button>
              </Space>
            </div>
          </Space>
        </div>
      )}
    </div>
  );
}
