import { checkNewPassword } from '@common/validation';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { OLD_PASSWORD_FIELD } from '~/features/auth/account-fields';
import { useChangePassword } from '~/features/auth/account-submits';
import { oldPasswordRule } from '~/features/auth/form-rules';
import { H5_TOASTS } from '../shell/toasts';
import { AuthForm, AuthSheet } from './auth-sheet';
import { NewPasswordFields } from './fields';

/** Change password (SPEC §5): the old one is asked for only when the account has one. */
export function ChangePasswordSheet() {
  const { submit, pending, hasPwd } = useChangePassword(H5_TOASTS);
  return (
    <AuthSheet title="修改密码">
      <AuthForm name="change-password" onFinish={submit} pending={pending} submitText="确认修改">
        {hasPwd && (
          <Form.Item name="old_password" label={OLD_PASSWORD_FIELD.label} rules={[oldPasswordRule]}>
            <Input type="password" {...OLD_PASSWORD_FIELD.input} />
          </Form.Item>
        )}
        <NewPasswordFields check={checkNewPassword} />
      </AuthForm>
    </AuthSheet>
  );
}
