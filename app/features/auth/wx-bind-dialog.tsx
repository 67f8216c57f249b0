import { Avatar, Form } from 'antd';
import { useSubmit } from '~/lib/use-submit';
import { type PhoneTarget, registerWx, verifySmsCode, type WxProfile } from './auth-api';
import { AuthModal, SubmitButton } from './auth-modal';
import { ConsentField } from './consent-field';
import { NewPasswordFields } from './new-password-fields';
import { NicknameField } from './nickname-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { useCompleteLogin } from './use-complete-login';

type BindValues = PhoneTarget & { code: string; nickname: string; password: string };

/** A WeChat account with no phone yet registers one by SMS code, then goes home logged in. */
export function WxBindDialog({ profile }: { profile: WxProfile }) {
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
    <AuthModal title="绑定手机号">
      <div className="auth-wx-profile">
        <Avatar src={profile.avatar || undefined} size={48}>
          {profile.nickname.slice(0, 1)}
        </Avatar>
        <span>{profile.nickname}</span>
      </div>
      <p className="auth-hint">首次使用微信登录，请绑定手机号，并设置用户名和登录密码。</p>
      <Form<BindValues> name="wx-bind" initialValues={{ nickname: profile.nickname }} onFinish={submit}>
        <PhoneField />
        <SmsCodeField type="register" />
        <NicknameField />
        <NewPasswordFields first />
        <ConsentField />
        <SubmitButton pending={pending}>绑定并登录</SubmitButton>
      </Form>
    </AuthModal>
  );
}
