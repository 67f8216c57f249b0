import { checkNewPassword, checkOldPassword } from '@common/validation';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { changePassword } from '~/features/auth/auth-api';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { useSubmit } from '~/lib/use-submit';
import { showToast } from '../shell/toasts';
import { AuthSheet, SubmitButton } from './auth-sheet';
import { NewPasswordFields } from './fields';
import { mobileCheckerRule } from './rules';

interface ChangeValues {
  old_password?: string;
  password: string;
}

/** Change password (SPEC §5): the old one is asked for only when the account has one. */
export function ChangePasswordSheet() {
  const { user } = useAuth();
  const { close } = useAuthDialogs();
  const hasPwd = user?.has_pwd ?? false;
  const { submit, pending } = useSubmit(async ({ old_password, password }: ChangeValues) => {
    const successMessage = await changePassword(password, hasPwd ? old_password : undefined);
    void showToast(successMessage, { icon: 'success' });
    close();
  });
  return (
    <AuthSheet title="修改密码">
      <Form
        name="change-password"
        onFinish={submit}
        footer={<SubmitButton pending={pending}>确认修改</SubmitButton>}
      >
        {hasPwd && (
          <Form.Item name="old_password" rules={[mobileCheckerRule((old) => checkOldPassword(old, hasPwd))]}>
            <Input
              type="password"
              aria-label="原密码"
              placeholder="请输入原始登录密码"
              autoComplete="current-password"
            />
          </Form.Item>
        )}
        <NewPasswordFields check={checkNewPassword} />
      </Form>
    </AuthSheet>
  );
}
