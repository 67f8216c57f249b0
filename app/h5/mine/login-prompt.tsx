/** What the member centre shows a visitor: a prompt and the login sheet's button (the gate opens it too). */
import Button from 'antd-mobile/es/components/button';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import './mine.css';

export function LoginPrompt({ title }: { title: string }) {
  const { open } = useAuthDialogs();
  return (
    <div className="h5-mine-login">
      <h2>{title}</h2>
      <p>登录研社后即可使用</p>
      <Button color="primary" className="h5-mine-login-button" onClick={() => open({ kind: 'login' })}>
        登录
      </Button>
    </div>
  );
}
