/** What the publish pages show a visitor (the login gate also opens the dialog, SPEC §4). */
import { Button, Result } from 'antd';
import { useAuthDialogs } from '../auth/auth-dialogs-context';

export function LoginNeeded({ title }: { title: string }) {
  const { open } = useAuthDialogs();
  return (
    <Result
      className="panel"
      status="403"
      title={title}
      subTitle="登录研社后即可使用"
      extra={
        <Button type="primary" onClick={() => open({ kind: 'login' })}>
          登录
        </Button>
      }
    />
  );
}
