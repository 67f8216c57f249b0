/** /console/login: a system user's sign-in (POST /sysuser/login); members' accounts do not open the console. */
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '~/lib/api';
import type { Route } from './+types/console-login';

export const meta: Route.MetaFunction = () => [{ title: '登录 - 研社管理后台' }];

interface Values {
  username: string;
  password: string;
}

/** Back to the console page that sent the visitor here (only a console path), else the console's home. */
const returnPath = (raw: string | null) =>
  raw && /^\/console(?:[/?]|$)/.test(raw) && !raw.startsWith('/console/login') ? raw : '/console';

export default function ConsoleLogin() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await api('/sysuser/login', values);
      // A full load: the console's loader reads the new session cookie on the server.
      window.location.assign(returnPath(params.get('redirect')));
    } catch {
      // The API client has shown the message.
      setBusy(false);
    }
  };
  return (
    <div className="console-login">
      <Card title="研社管理后台">
        <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="用户名" name="username" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
