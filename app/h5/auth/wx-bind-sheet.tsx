import Avatar from 'antd-mobile/es/components/avatar';
import { NewAccountFields } from '~/features/auth/account-fields';
import { useWxBind } from '~/features/auth/account-submits';
import type { WxProfile } from '~/features/auth/auth-api';
import { H5_TOASTS } from '../shell/toasts';
import { AuthForm, AuthSheet } from './auth-sheet';
import { H5_FIELDS } from './fields';

/** A WeChat account with no phone yet registers one by SMS code, then goes home logged in. */
export function WxBindSheet({ profile }: { profile: WxProfile }) {
  const { submit, pending } = useWxBind(H5_TOASTS, profile);
  return (
    <AuthSheet title="绑定手机号">
      <div className="h5-auth-wx-profile">
        <Avatar src={profile.avatar} style={{ '--size': '48px' }} />
        <span>{profile.nickname}</span>
      </div>
      <p className="h5-auth-hint">首次使用微信登录，请绑定手机号，并设置用户名和登录密码。</p>
      <AuthForm
        name="wx-bind"
        initialValues={{ nickname: profile.nickname }}
        onFinish={submit}
        pending={pending}
        submitText="绑定并登录"
      >
        <NewAccountFields kit={H5_FIELDS} />
      </AuthForm>
    </AuthSheet>
  );
}
