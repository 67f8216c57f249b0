import { checkNewPassword } from '@common/validation';
import { Form, Input } from 'antd';
import { OLD_PASSWORD_FIELD } from './account-fields';
import { type ChangeValues, useChangePassword } from './account-submits';
import { AuthForm, AuthModal, SubmitButton } from './auth-modal';
import { useDesktopToasts } from './desktop-toasts';
import { oldPasswordRule } from './form-rules';
import { NewPasswordFields } from './new-password-fields';

/** Change password (SPEC §5): the old one is asked for only when the account has one. */
export function ChangePasswordDialog() {
  const { submit, pending, hasPwd } = useChangePassword(useDesktopToasts());
  return (
    <AuthModal title="修改密码">
      <AuthForm<ChangeValues> name="change-password" onFinish={submit}>
        {hasPwd && (
          <Form.Item name="old_password" label={OLD_PASSWORD_FIELD.label} rules={[oldPasswordRule]}>
            <Input.Password {...OLD_PASSWORD_FIELD.input} />
          </Form.Item>
        )}
        <NewPasswordFields check={checkNewPassword} />
        <SubmitButton pending={pending}>确认修改</SubmitButton>
      </AuthForm>
    </AuthModal>
  );
}
