import { Form } from 'antd';
import { useFeedback } from '~/components/feedback';
import { useSubmit } from '~/lib/use-submit';
import { type PhoneTarget, resetPassword, verifySmsCode } from './auth-api';
import { useAuthDialogs } from './auth-dialogs-context';
import { AuthModal, SubmitButton } from './auth-modal';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type ResetValues = PhoneTarget & { code: string; password: string };

/** Reset a forgotten password by SMS code, then log in with it. */
export function ForgotPasswordDialog() {
  const { open } = useAuthDialogs();
  const { message } = useFeedback();
  const { submit, pending } = useSubmit(async ({ country_code, phone, code, password }: ResetValues) => {
    const target = { country_code, phone };
    await verifySmsCode(target, 'reset_pwd', code);
    await resetPassword(target, password);
    message.success('密码重置成功，请重新登录');
    open({ kind: 'login' });
  });
  return (
    <AuthModal title="找回密码">
      <Form<ResetValues> name="reset-password" onFinish={submit}>
        <PhoneField />
        <SmsCodeField type="reset_pwd" />
        <NewPasswordFields />
        <SubmitButton pending={pending}>重置密码</SubmitButton>
      </Form>
    </AuthModal>
  );
}
