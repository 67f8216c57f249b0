/**
 * /console/competition-closes, 收盘价导入: editors import closing prices (CSV: date,code,close, UTF-8 or
 * GB18030) that the competition's ranking values holdings at. Every line is checked; any error lists its
 * line and nothing is written.
 */
import { UploadOutlined } from '@ant-design/icons';
import { type CloseDay, COMPETITION_LIMITS, COMPETITION_MSG } from '@common/competition';
import { Alert, Button, Space, Table } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsolePaged } from '~/features/console-moderation/use-console-call';
import { type ApiError, api } from '~/lib/api';

export const loader = consolePageLoader('competition.manage');

export const meta = consoleMeta('收盘价导入');

interface LineError {
  line: number;
  message: string;
}

/** The file as base64 (console calls are signed JSON). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export default function ConsoleCompetitionCloses() {
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<LineError[]>([]);
  const { reload, table } = useConsolePaged<CloseDay>('/api/console/competition/close/days');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > COMPETITION_LIMITS.closeFileBytes)
      return void message.error(COMPETITION_MSG.fileTooLarge);
    setBusy(true);
    setErrors([]);
    try {
      const done = await api<{ count: number }>('/api/console/competition/close/import', {
        filename: file.name,
        content: await base64Of(file),
      });
      void message.success(COMPETITION_MSG.imported(done.count));
      await reload();
    } catch (error) {
      setErrors(((error as ApiError).data as { errors?: LineError[] } | null)?.errors ?? []);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1>收盘价导入</h1>
      <p>
        CSV 文件，表头为 <code>date,code,close</code>（或 日期,代码,收盘价），每行一只股票一个交易日的收盘价；
        UTF-8 或 GBK 编码均可。同一股票同一日再次导入会覆盖原值。实盘大赛按最新收盘价计算选手收益。
      </p>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="收盘价文件"
        onChange={(e) => void pick(e)}
      />
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={busy}
          onClick={() => input.current?.click()}
        >
          选择 CSV 文件导入
        </Button>
      </Space>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={COMPETITION_MSG.importFailed(errors.length)}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {errors.slice(0, 200).map((e) => (
                <li key={`${e.line}-${e.message}`}>
                  第{e.line}行：{e.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Table<CloseDay>
        rowKey="date"
        {...table}
        columns={[
          { title: '交易日', dataIndex: 'date' },
          { title: '股票数', dataIndex: 'count' },
        ]}
      />
    </section>
  );
}
