import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { type PhoneTarget, register, verifySmsCode } from '~/features/auth/auth-api';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { useSubmit } from '~/lib/use-submit';
import { AuthSheet, SubmitButton, useCompleteLogin } from './auth-sheet';
import { ConsentField, NewPasswordFields, NicknameField, PhoneField, SmsCodeField } from './fields';

type RegisterValues = PhoneTarget & { code: string; nickname: string; password: string };

/** Register by SMS code; the new member is logged in. */
export function RegisterSheet() {
  const { open } = useAuthDialogs();
  const [form] = Form.useForm<RegisterValues>();
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
    <AuthSheet title="注册研社">
      <Form
        form={form}
        name="register"
        onFinish={submit}
        footer={<SubmitButton pending={pending}>注册</SubmitButton>}
      >
        <PhoneField />
        <SmsCodeField form={form} type="register" />
        <NicknameField />
        <NewPasswordFields first />
        <ConsentField />
      </Form>
      <div className="h5-auth-links">
        <Button fill="none" size="small" color="primary" onClick={() => open({ kind: 'login' })}>
          已有账号？去登录
        </Button>
      </div>
    </AuthSheet>
  );
}
