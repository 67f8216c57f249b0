import { Button } from 'antd';
import { NewAccountFields } from './account-fields';
import { type NewAccountValues, useRegister } from './account-submits';
import { useAuthDialogs } from './auth-dialogs-context';
import { AuthForm, AuthModal, SubmitButton } from './auth-modal';
import { DESKTOP_FIELDS } from './desktop-fields';
import { useDesktopToasts } from './desktop-toasts';

/** Register by SMS code; the new member is logged in. */
export function RegisterDialog() {
  const { open } = useAuthDialogs();
  const { submit, pending } = useRegister(useDesktopToasts());
  return (
    <AuthModal title="注册研社">
      <AuthForm<NewAccountValues> name="register" onFinish={submit}>
        <NewAccountFields kit={DESKTOP_FIELDS} />
        <SubmitButton pending={pending}>注册</SubmitButton>
      </AuthForm>
      <div className="auth-links">
        <Button type="link" size="small" onClick={() => open({ kind: 'login' })}>
          已有账号？去登录
        </Button>
      </div>
    </AuthModal>
  );
}
