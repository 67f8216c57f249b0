import { type ResetValues, useResetPassword } from './account-submits';
import { AuthForm, AuthModal, SubmitButton } from './auth-modal';
import { useDesktopToasts } from './desktop-toasts';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** Reset a forgotten password by SMS code, then log in with it. */
export function ForgotPasswordDialog() {
  const { submit, pending } = useResetPassword(useDesktopToasts());
  return (
    <AuthModal title="找回密码">
      <AuthForm<ResetValues> name="reset-password" onFinish={submit}>
        <PhoneField />
        <SmsCodeField type="reset_pwd" />
        <NewPasswordFields />
        <SubmitButton pending={pending}>重置密码</SubmitButton>
      </AuthForm>
    </AuthModal>
  );
}
