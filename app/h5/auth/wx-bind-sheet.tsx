import Avatar from 'antd-mobile/es/components/avatar';
import Form from 'antd-mobile/es/components/form';
import { type PhoneTarget, registerWx, verifySmsCode, type WxProfile } from '~/features/auth/auth-api';
import { useSubmit } from '~/lib/use-submit';
import { AuthSheet, SubmitButton, useCompleteLogin } from './auth-sheet';
import { ConsentField, NewPasswordFields, NicknameField, PhoneField, SmsCodeField } from './fields';

type BindValues = PhoneTarget & { code: string; nickname: string; password: string };

/** A WeChat account with no phone yet registers one by SMS code, then goes home logged in. */
export function WxBindSheet({ profile }: { profile: WxProfile }) {
  const [form] = Form.useForm<BindValues>();
  const completeLogin = useCompleteLogin();
  const { submit, pending } = useSubmit(
    async ({ country_code, phone, code, nickname, password }: BindValues) => {
      const target = { country_code, phone };
      await verifySmsCode(target, 'register', code);
      await registerWx(target, profile, nickname.trim(), password);
      await completeLogin({ to: '/' });
    },
  );
  return (
    <AuthSheet title="绑定手机号">
      <div className="h5-auth-wx-profile">
        <Avatar src={profile.avatar} style={{ '--size': '48px' }} />
        <span>{profile.nickname}</span>
      </div>
      <p className="h5-auth-hint">首次使用微信登录，请绑定手机号，并设置用户名和登录密码。</p>
      <Form
        form={form}
        name="wx-bind"
        initialValues={{ nickname: profile.nickname }}
        onFinish={submit}
        footer={<SubmitButton pending={pending}>绑定并登录</SubmitButton>}
      >
        <PhoneField />
        <SmsCodeField form={form} type="register" />
        <NicknameField />
        <NewPasswordFields first />
        <ConsentField />
      </Form>
    </AuthSheet>
  );
}
