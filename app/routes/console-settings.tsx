/**
 * /console/settings, 站点配置: the named settings `/api/v1/config/one` serves — the app's store links and
 * QR target (/download-app, the home sidebar) and the official account (公众号).
 */
import type { SettingRow } from '@common/site-config';
import { Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsoleCall, useConsoleList } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('config.manage');

export const meta = consoleMeta('站点配置');

/** Each setting's fields, in the order the form shows them. */
const FIELDS: Record<string, { name: string; label: string; extra?: string; area?: boolean }[]> = {
  app_download: [
    { name: 'ios_url', label: 'App Store 链接', extra: 'https 地址；留空显示“暂未上架”' },
    { name: 'android_url', label: 'Android 下载链接', extra: 'https 地址；留空显示“暂未上架”' },
    { name: 'qr_url', label: '下载二维码指向', extra: '站内路径或 https 地址；留空为本站 /download-app' },
  ],
  official_account: [
    { name: 'name', label: '公众号名称' },
    { name: 'qr_url', label: '公众号二维码指向', extra: 'https 地址（公众号关注页）；留空不显示二维码' },
    { name: 'intro', label: '简介', area: true },
  ],
};

function SettingCard({ row, onSaved }: { row: SettingRow; onSaved: () => void }) {
  const { call, busy } = useConsoleCall();
  const [form] = Form.useForm<Record<string, string>>();
  useEffect(() => form.setFieldsValue(row.value as Record<string, string>), [form, row]);
  const save = async (value: Record<string, string>) => {
    if ((await call('/api/console/config/save', { pro_name: row.pro_name, value }, '保存成功')) !== undefined)
      onSaved();
  };
  return (
    <Card
      size="small"
      title={`${row.label}（${row.pro_name}）`}
      extra={row.updated_at ? `${row.updated_by || '初始数据'} 更新于 ${row.updated_at}` : '未设置（默认值）'}
      style={{ marginBottom: 16, maxWidth: 720 }}
    >
      <Form form={form} layout="vertical" onFinish={save} name={`setting-${row.pro_name}`}>
        {(FIELDS[row.pro_name] ?? []).map((f) => (
          <Form.Item key={f.name} label={f.label} name={f.name} extra={f.extra}>
            {f.area ? <Input.TextArea rows={2} maxLength={200} /> : <Input maxLength={500} />}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={busy}>
          保存{row.label}
        </Button>
      </Form>
    </Card>
  );
}

export default function ConsoleSettings() {
  const { data, loading, reload } = useConsoleList<SettingRow[]>('/api/console/config/list');
  return (
    <section>
      <h1>站点配置</h1>
      <p>下载页（/download-app）与首页侧栏二维码使用这些配置；保存后本机立即生效，其他实例 30 秒内生效。</p>
      {loading && !data && <p>加载中…</p>}
      {data?.map((row) => (
        <SettingCard key={row.pro_name} row={row} onSaved={() => void reload()} />
      ))}
    </section>
  );
}
