import { Button, Form } from 'antd';
import { useSubmit } from '~/lib/use-submit';
import { type PhoneTarget, register, verifySmsCode } from './auth-api';
import { useAuthDialogs } from './auth-dialogs-context';
import { AuthModal, SubmitButton } from './auth-modal';
import { ConsentField } from './consent-field';
import { NewPasswordFields } from './new-password-fields';
import { NicknameField } from './nickname-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useCompleteLogin } from './use-complete-login';

type RegisterValues = PhoneTarget & { code: string; nickname: string; password: string };

/** Register by SMS code; the new member is logged in. */
export function RegisterDialog() {
  const { open } = useAuthDialogs();
  const completeLogin = useCompleteLogin();
  const { submit, pending } = useSubmit(
    async ({ country_code, phone, code, nickname, password }: RegisterValues) => {
      const target = { country_code, phone };
      await verifySmsCode(target, 'register', code);
      await register(target, nickname.trim(), password);
      await completeLogin({ toast: '注册成功！' });
    },
  );
  return (
    <AuthModal title="注册研社">
      <Form<RegisterValues> name="register" onFinish={submit}>
        <PhoneField />
        <SmsCodeField type="register" />
        <NicknameField />
        <NewPasswordFields first />
        <ConsentField />
        <SubmitButton pending={pending}>注册</SubmitButton>
      </Form>
      <div className="auth-links">
        <Button type="link" size="small" onClick={() => open({ kind: 'login' })}>
          已有账号？去登录
        </Button>
      </div>
    </AuthModal>
  );
}
