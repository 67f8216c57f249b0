/**
 * The campaign's sign-up (SPEC §4–§5), with the register sheet's fields: phone and SMS code, user name and
 * password, consent. The code is checked first, then the phone is recorded as the inviter's invitation,
 * then the account is made, so registration claims the invitation (docs/api/social.md) and the inviter
 * counts the new member.
 */
import { NewAccountFields } from '~/features/auth/account-fields';
import { useRegister } from '~/features/auth/account-submits';
import { AuthForm } from '~/h5/auth/auth-sheet';
import { H5_FIELDS } from '~/h5/auth/fields';
import { H5_TOASTS } from '~/h5/shell/toasts';
import { recordInvite } from './invite-api';

export function InviteRegisterForm({ inviterId, type }: { inviterId: number; type: number }) {
  // A phone another member invited first (recorded: false) still registers, as theirs.
  const { submit, pending } = useRegister(H5_TOASTS, (target) => recordInvite(inviterId, type, target));
  return (
    <AuthForm
      name="invite-register"
      className="h5-invite-form"
      onFinish={submit}
      pending={pending}
      submitText="注册并接受邀请"
    >
      <NewAccountFields kit={H5_FIELDS} />
    </AuthForm>
  );
}
