/**
 * /console/announcement-import, 公告导入: an editor uploads an announcement or 互动易 Q&A file (JSON or
 * CSV, docs/api/announcements.md) and sees what it did — rows inserted, updated, unchanged — or every
 * bad row with its line, in which case nothing was written. Audited on the server.
 */

import type { ImportError, ImportKind, ImportResult } from '@common/announcement';
import {
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENT_TYPES,
  IMPORT_MAX_BYTES,
  QA_PLATFORM_NAMES,
} from '@common/announcement-vocab';
import { Alert, Button, Radio, Table } from 'antd';
import { useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { type ApiError, api } from '~/lib/api';

export const loader = consolePageLoader('announcement.manage');

export const meta = consoleMeta('公告导入');

const COLUMNS: Record<ImportKind, string> = {
  announcement:
    'code（证券代码）, title（公告标题）, type（公告类型）, publish_time（公告时间）, pdf_url（https 链接）, 可选 source_key（来源编号）',
  interaction:
    'code（证券代码）, platform（平台，可省略）, question（问题）, answer（回答，可空）, ask_time（提问时间）, answer_time（回答时间）, 可选 source_key',
};

type Outcome =
  | { ok: true; result: ImportResult; file: string }
  | { ok: false; errors: ImportError[]; message: string };

export default function ConsoleAnnouncementImport() {
  const { message } = useFeedback();
  const [kind, setKind] = useState<ImportKind>('announcement');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async () => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      message.error(ANNOUNCEMENT_MSG.importTooLarge);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const content = await file.text();
      const result = await api<ImportResult>(
        '/api/console/announcement/import',
        { kind, filename: file.name, content },
        { quiet: true },
      );
      setOutcome({ ok: true, result, file: file.name });
    } catch (error) {
      const errors = ((error as ApiError).data as { errors?: ImportError[] } | null)?.errors ?? [];
      setOutcome({ ok: false, errors, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h1>公告导入</h1>
      <p>
        上传交易所披露的公告列表或互动平台的问答（UTF-8 编码的 JSON 数组或带表头的 CSV，不超过
        {IMPORT_MAX_BYTES / 1024 / 1024}
        MB）。每一行都会先检查，有任何错误则整份文件都不写入；同一来源编号（或同一股票、时间和标题）的行再次导入时只更新有变化的内容。
      </p>
      <Radio.Group
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as ImportKind);
          setOutcome(null);
        }}
        options={[
          { value: 'announcement', label: '公司公告' },
          { value: 'interaction', label: '互动易问答' },
        ]}
        optionType="button"
      />
      <p className="console-hint" style={{ marginTop: 12 }}>
        列：{COLUMNS[kind]}
        {kind === 'announcement'
          ? `。公告类型：${ANNOUNCEMENT_TYPES.join('、')}。`
          : `。平台：${Object.values(QA_PLATFORM_NAMES).join('、')}（省略时按交易所判断）。`}
        时间写作 YYYY-MM-DD HH:mm:ss（北京时间）。
      </p>
      <p>
        <input
          type="file"
          aria-label="选择文件"
          accept=".json,.csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
      </p>
      <Button type="primary" disabled={!file} loading={busy} onClick={upload}>
        导入
      </Button>
      {outcome?.ok && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          message={`${outcome.file} 导入完成`}
          description={`共 ${outcome.result.rows} 行：新增 ${outcome.result.inserted} 行，更新 ${outcome.result.updated} 行，未变 ${
            outcome.result.rows - outcome.result.inserted - outcome.result.updated
          } 行。`}
        />
      )}
      {outcome && !outcome.ok && (
        <>
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            message="文件未导入"
            description={outcome.message}
          />
          {outcome.errors.length > 0 && (
            <Table<ImportError>
              style={{ marginTop: 12 }}
              size="small"
              rowKey={(e) => `${e.line}|${e.message}`}
              dataSource={outcome.errors}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                { title: '行号', dataIndex: 'line', width: 80 },
                { title: '问题', dataIndex: 'message' },
              ]}
            />
          )}
        </>
      )}
    </section>
  );
}
