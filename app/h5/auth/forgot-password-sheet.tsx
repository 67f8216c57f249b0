import { useResetPassword } from '~/features/auth/account-submits';
import { H5_TOASTS } from '../shell/toasts';
import { AuthForm, AuthSheet } from './auth-sheet';
import { NewPasswordFields, PhoneField, SmsCodeField } from './fields';

/** Reset a forgotten password by SMS code, then log in with it. */
export function ForgotPasswordSheet() {
  const { submit, pending } = useResetPassword(H5_TOASTS);
  return (
    <AuthSheet title="找回密码">
      <AuthForm name="reset-password" onFinish={submit} pending={pending} submitText="重置密码">
        <PhoneField />
        <SmsCodeField type="reset_pwd" />
        <NewPasswordFields />
      </AuthForm>
    </AuthSheet>
  );
}
