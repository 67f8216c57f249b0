/**
 * /console/notice, 系统通知: a system notice to every active member or to one (NoticeService.broadcast, as
 * `npm run notice:system`). A failed send can be re-sent: the same key skips members already told.
 */
import { NOTICE_TYPE_LABEL, SYSTEM_NOTICE_TYPES } from '@common/notice';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { consoleMeta } from '~/console/console-meta';
import { consolePageLoader } from '~/console/console-session.server';
import { useConsoleCall } from '~/features/console-moderation/use-console-call';

export const loader = consolePageLoader('site.manage');

export const meta = consoleMeta('系统通知');

interface NoticeForm {
  content: string;
  type: number;
  article_id?: string;
  user_id?: number | null;
}

const TYPE_NAMES: Record<number, string> = { 6: '系统通知', 10: '系统消息', 20: '其他', 21: '系统提醒' };

export default function ConsoleNotice() {
  const { call, busy } = useConsoleCall();
  const [form] = Form.useForm<NoticeForm>();
  const [result, setResult] = useState<string>('');
  const send = async (values: NoticeForm) => {
    const body = {
      content: values.content,
      type: values.type,
      article_id: values.article_id?.trim() || undefined,
      user_id: values.user_id ?? undefined,
    };
    const res = await call<{ told: number; key: string }>('/api/console/notice/send', body, '通知已发送');
    if (res) {
      setResult(`已通知 ${res.told} 位会员（批次 ${res.key}）`);
      form.resetFields();
    }
  };
  return (
    <section>
      <h1>系统通知</h1>
      <Form
        form={form}
        layout="vertical"
        name="notice"
        initialValues={{ type: 6 }}
        onFinish={send}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          label="通知内容"
          name="content"
          rules={[{ required: true, whitespace: true, message: '请填写通知内容' }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
        <Form.Item label="类型" name="type">
          <Select
            options={SYSTEM_NOTICE_TYPES.map((t) => ({
              value: t,
              label: `${TYPE_NAMES[t] ?? NOTICE_TYPE_LABEL[t]}（${t}）`,
            }))}
          />
        </Form.Item>
        <Form.Item label="关联帖子 ID（可选）" name="article_id">
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="只发给会员 ID（可选，留空发给所有正常会员）" name="user_id">
          <InputNumber min={1} style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          发送
        </Button>
      </Form>
      {result && <p role="status">{result}</p>}
    </section>
  );
}
