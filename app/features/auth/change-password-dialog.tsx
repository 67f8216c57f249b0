import { TOAST_SECONDS } from '@common/constants';
import { checkNewPassword, checkOldPassword } from '@common/validation';
import { Form, Input } from 'antd';
import { useFeedback } from '~/components/feedback';
import { useSubmit } from '~/lib/use-submit';
import { changePassword } from './auth-api';
import { useAuth } from './auth-context';
import { useAuthDialogs } from './auth-dialogs-context';
import { AuthModal, SubmitButton } from './auth-modal';
import { checkerRule } from './form-rules';
import { NewPasswordFields } from './new-password-fields';

interface ChangeValues {
  old_password?: string;
  password: string;
}

/** Change password (SPEC §5): the old one is asked for only when the account has one. */
export function ChangePasswordDialog() {
  const { user } = useAuth();
  const { close } = useAuthDialogs();
  const { message } = useFeedback();
  const hasPwd = user?.has_pwd ?? false;
  const { submit, pending } = useSubmit(async ({ old_password, password }: ChangeValues) => {
    const successMessage = await changePassword(password, hasPwd ? old_password : undefined);
    message.success(successMessage, TOAST_SECONDS);
    close();
  });
  return (
    <AuthModal title="修改密码">
      <Form<ChangeValues> name="change-password" onFinish={submit}>
        {hasPwd && (
          <Form.Item name="old_password" rules={[checkerRule((old) => checkOldPassword(old, hasPwd))]}>
            <Input.Password placeholder="请输入原始登录密码" autoComplete="current-password" />
          </Form.Item>
        )}
        <NewPasswordFields check={checkNewPassword} />
        <SubmitButton pending={pending}>确认修改</SubmitButton>
      </Form>
    </AuthModal>
  );
}
