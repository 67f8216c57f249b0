import { LOGIN_PHONE_REQUIRED_MSG } from '@common/validation';
import { Button, Divider, Form, Input, Tabs } from 'antd';
import { LOGIN_PASSWORD_FIELD } from './account-fields';
import {
  type PasswordLoginValues,
  type SmsLoginValues,
  usePasswordLogin,
  useSmsLogin,
} from './account-submits';
import { useAuthDialogs } from './auth-dialogs-context';
import { AuthForm, AuthModal, SubmitButton } from './auth-modal';
import { useDesktopToasts } from './desktop-toasts';
import { loginPasswordRule } from './form-rules';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
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

function SmsLoginForm() {
  const { submit, pending } = useSmsLogin(useDesktopToasts());
  return (
    <AuthForm<SmsLoginValues> name="sms-login" onFinish={submit}>
      <PhoneField />
      <SmsCodeField type="sms_login" />
      <SubmitButton pending={pending}>登录</SubmitButton>
    </AuthForm>
  );
}

function PasswordLoginForm() {
  const { submit, pending } = usePasswordLogin(useDesktopToasts());
  return (
    <AuthForm<PasswordLoginValues> name="password-login" onFinish={submit}>
      <PhoneField requiredMessage={LOGIN_PHONE_REQUIRED_MSG} />
      <Form.Item name="password" label={LOGIN_PASSWORD_FIELD.label} rules={[loginPasswordRule]}>
        <Input.Password {...LOGIN_PASSWORD_FIELD.input} />
      </Form.Item>
      <SubmitButton pending={pending}>登录</SubmitButton>
    </AuthForm>
  );
}
