import { LOGIN_PHONE_REQUIRED_MSG, PASSWORD_REQUIRED_MSG } from '@common/validation';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { loginByPassword, loginBySms, type PhoneTarget, verifySmsCode } from '~/features/auth/auth-api';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { useSubmit } from '~/lib/use-submit';
import { AuthSheet, SubmitButton, useCompleteLogin } from './auth-sheet';
import { PhoneField, SmsCodeField } from './fields';

/**
 * SPEC §4: two tabs, phone verification code (default) and password; register and forgot password.
 * WeChat login is the desktop's QR page (`/user/login/wx-pc`), so the phone sheet does not offer it.
 */
export function LoginSheet() {
  const { open } = useAuthDialogs();
  return (
    <AuthSheet title="登录研社">
      <Tabs defaultActiveKey="sms">
        <Tabs.Tab title="验证码登录" key="sms">
          <SmsLoginForm />
        </Tabs.Tab>
        <Tabs.Tab title="密码登录" key="password">
          <PasswordLoginForm />
        </Tabs.Tab>
      </Tabs>
      <div className="h5-auth-links">
        <Button fill="none" size="small" color="primary" onClick={() => open({ kind: 'register' })}>
          注册账号
        </Button>
        <Button fill="none" size="small" color="primary" onClick={() => open({ kind: 'forgot-password' })}>
          忘记密码
        </Button>
      </div>
    </AuthSheet>
  );
}

type SmsLoginValues = PhoneTarget & { code: string };

function SmsLoginForm() {
  const [form] = Form.useForm<SmsLoginValues>();
  const completeLogin = useCompleteLogin();
  const { submit, pending } = useSubmit(async ({ country_code, phone, code }: SmsLoginValues) => {
    const target = { country_code, phone };
    await verifySmsCode(target, 'sms_login', code);
    await loginBySms(target);
    await completeLogin();
  });
  return (
    <Form
      form={form}
      name="sms-login"
      onFinish={submit}
      footer={<SubmitButton pending={pending}>登录</SubmitButton>}
    >
      <PhoneField />
      <SmsCodeField form={form} type="sms_login" />
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
    <Form
      name="password-login"
      onFinish={submit}
      footer={<SubmitButton pending={pending}>登录</SubmitButton>}
    >
      <PhoneField requiredMessage={LOGIN_PHONE_REQUIRED_MSG} />
      <Form.Item name="password" rules={[{ required: true, message: PASSWORD_REQUIRED_MSG }]}>
        <Input type="password" aria-label="密码" placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
    </Form>
  );
}
