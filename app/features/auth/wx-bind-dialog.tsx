import { Avatar } from 'antd';
import { NewAccountFields } from './account-fields';
import { type NewAccountValues, useWxBind } from './account-submits';
import type { WxProfile } from './auth-api';
import { AuthForm, AuthModal, SubmitButton } from './auth-modal';
import { DESKTOP_FIELDS } from './desktop-fields';
import { useDesktopToasts } from './desktop-toasts';

/** A WeChat account with no phone yet registers one by SMS code, then goes home logged in. */
export function WxBindDialog({ profile }: { profile: WxProfile }) {
  const { submit, pending } = useWxBind(useDesktopToasts(), profile);
  return (
    <AuthModal title="绑定手机号">
      <div className="auth-wx-profile">
        <Avatar src={profile.avatar || undefined} size={48}>
          {profile.nickname.slice(0, 1)}
        </Avatar>
        <span>{profile.nickname}</span>
      </div>
      <p className="auth-hint">首次使用微信登录，请绑定手机号，并设置用户名和登录密码。</p>
      <AuthForm<NewAccountValues>
        name="wx-bind"
        initialValues={{ nickname: profile.nickname }}
        onFinish={submit}
      >
        <NewAccountFields kit={DESKTOP_FIELDS} />
        <SubmitButton pending={pending}>绑定并登录</SubmitButton>
      </AuthForm>
    </AuthModal>
  );
}
