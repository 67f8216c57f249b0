import Form from 'antd-mobile/es/components/form';
import { type PhoneTarget, resetPassword, verifySmsCode } from '~/features/auth/auth-api';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { useSubmit } from '~/lib/use-submit';
import { showToast } from '../shell/toasts';
import { AuthSheet, SubmitButton } from './auth-sheet';
import { NewPasswordFields, PhoneField, SmsCodeField } from './fields';

type ResetValues = PhoneTarget & { code: string; password: string };

/** Reset a forgotten password by SMS code, then log in with it. */
export function ForgotPasswordSheet() {
  const { open } = useAuthDialogs();
  const [form] = Form.useForm<ResetValues>();
  const { submit, pending } = useSubmit(async ({ country_code, phone, code, password }: ResetValues) => {
    const target = { country_code, phone };
    await verifySmsCode(target, 'reset_pwd', code);
    await resetPassword(target, password);
    void showToast('密码重置成功，请重新登录', { icon: 'success' });
    open({ kind: 'login' });
  });
  return (
    <AuthSheet title="找回密码">
      <Form
        form={form}
        name="reset-password"
        onFinish={submit}
        footer={<SubmitButton pending={pending}>重置密码</SubmitButton>}
      >
        <PhoneField />
        <SmsCodeField form={form} type="reset_pwd" />
        <NewPasswordFields />
      </Form>
    </AuthSheet>
  );
}
