import { NewAccountFields } from '~/features/auth/account-fields';
import { useRegister } from '~/features/auth/account-submits';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { H5_TOASTS } from '../shell/toasts';
import { AuthForm, AuthSheet, SheetLinks } from './auth-sheet';
import { H5_FIELDS } from './fields';

/** Register by SMS code; the new member is logged in. */
export function RegisterSheet() {
  const { open } = useAuthDialogs();
  const { submit, pending } = useRegister(H5_TOASTS);
  return (
    <AuthSheet title="注册研社">
      <AuthForm name="register" onFinish={submit} pending={pending} submitText="注册">
        <NewAccountFields kit={H5_FIELDS} />
      </AuthForm>
      <SheetLinks links={[{ text: '已有账号？去登录', onClick: () => open({ kind: 'login' }) }]} />
    </AuthSheet>
  );
}
