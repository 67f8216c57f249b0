import { LOGIN_PHONE_REQUIRED_MSG } from '@common/validation';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { LOGIN_PASSWORD_FIELD } from '~/features/auth/account-fields';
import { usePasswordLogin, useSmsLogin } from '~/features/auth/account-submits';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { loginPasswordRule } from '~/features/auth/form-rules';
import { H5_TOASTS } from '../shell/toasts';
import { AuthForm, AuthSheet, SheetLinks } from './auth-sheet';
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
      <SheetLinks
        links={[
          { text: '注册账号', onClick: () => open({ kind: 'register' }) },
          { text: '忘记密码', onClick: () => open({ kind: 'forgot-password' }) },
        ]}
      />
    </AuthSheet>
  );
}

function SmsLoginForm() {
  const { submit, pending } = useSmsLogin(H5_TOASTS);
  return (
    <AuthForm name="sms-login" onFinish={submit} pending={pending} submitText="登录">
      <PhoneField />
      <SmsCodeField type="sms_login" />
    </AuthForm>
  );
}

function PasswordLoginForm() {
  const { submit, pending } = usePasswordLogin(H5_TOASTS);
  return (
    <AuthForm name="password-login" onFinish={submit} pending={pending} submitText="登录">
      <PhoneField requiredMessage={LOGIN_PHONE_REQUIRED_MSG} />
      <Form.Item name="password" label={LOGIN_PASSWORD_FIELD.label} rules={[loginPasswordRule]}>
        <Input type="password" {...LOGIN_PASSWORD_FIELD.input} />
      </Form.Item>
    </AuthForm>
  );
}
