import { LOGIN_PHONE_REQUIRED_MSG, PASSWORD_REQUIRED_MSG } from '@common/validation';
import { Button, Divider, Form, Input, Tabs } from 'antd';
import { useSubmit } from '~/lib/use-submit';
import { loginByPassword, loginBySms, type PhoneTarget, verifySmsCode } from './auth-api';
import { useAuthDialogs } from './auth-dialogs-context';
import { AuthModal, SubmitButton } from './auth-modal';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useCompleteLogin } from './use-complete-login';
import { WxLoginButton } from './wx-login-button';

/** SPEC §4: two tabs, phone verification code (default) and password; register, forgot password, WeChat. */
export function LoginDialog() {
  const { open } = useAuthDialogs();
  return (
    <AuthModal title="登录研社">
      <Tabs
        centered
        items={[
          { key: 'sms', label: '验证码登录', children: <SmsLoginForm /> },
          { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
        ]}
      />
      <div className="auth-links">
        <Button type="link" size="small" onClick={() => open({ kind: 'register' })}>
          注册账号
        </Button>
        <Button type="link" size="small" onClick={() => open({ kind: 'forgot-password' })}>
          忘记密码
        </Button>
      </div>
      <Divider plain>其他登录方式</Divider>
      <WxLoginButton />
    </AuthModal>
  );
}

type SmsLoginValues = PhoneTarget & { code: string };

function SmsLoginForm() {
  const completeLogin = useCompleteLogin();
  const { submit, pending } = useSubmit(async ({ country_code, phone, code }: SmsLoginValues) => {
    const target = { country_code, phone };
    await verifySmsCode(target, 'sms_login', code);
    await loginBySms(target);
    await completeLogin();
  });
  return (
    <Form<SmsLoginValues> name="sms-login" onFinish={submit}>
      <PhoneField />
      <SmsCodeField type="sms_login" />
      <SubmitButton pending={pending}>登录</SubmitButton>
    </Form>
  );
}

type PasswordLoginValues = PhoneTarget & { password: string };

function PasswordLoginForm() {
  const completeLogin = useCompleteLogin();
  const { submit, pending } = useSubmit(async ({ country_code, phone, password }: PasswordLoginValues) => {
    await loginByPassword({ country_code, phone }, password);
    await completeLogin();
  });
  return (
    <Form<PasswordLoginValues> name="password-login" onFinish={submit}>
      <PhoneField requiredMessage={LOGIN_PHONE_REQUIRED_MSG} />
      <Form.Item name="password" rules={[{ required: true, message: PASSWORD_REQUIRED_MSG }]}>
        <Input.Password placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <SubmitButton pending={pending}>登录</SubmitButton>
    </Form>
  );
}
