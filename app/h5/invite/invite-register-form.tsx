/**
 * The campaign's sign-up (SPEC §4–§5), with the login sheet's fields: phone and SMS code, user name and
 * password, consent. The code is checked first, then the phone is recorded as the inviter's invitation,
 * then the account is made, so registration claims the invitation (docs/api/social.md) and the inviter
 * counts the new member.
 */
import Form from 'antd-mobile/es/components/form';
import { type PhoneTarget, register, verifySmsCode } from '~/features/auth/auth-api';
import { SubmitButton, useCompleteLogin } from '~/h5/auth/auth-sheet';
import { ConsentField, NewPasswordFields, NicknameField, PhoneField, SmsCodeField } from '~/h5/auth/fields';
import { useSubmit } from '~/lib/use-submit';
import { recordInvite } from './invite-api';

type Values = PhoneTarget & { code: string; nickname: string; password: string };

export function InviteRegisterForm({ inviterId, type }: { inviterId: number; type: number }) {
  const [form] = Form.useForm<Values>();
  const completeLogin = useCompleteLogin();
  const { submit, pending } = useSubmit(async ({ country_code, phone, code, nickname, password }: Values) => {
    const target = { country_code, phone };
    await verifySmsCode(target, 'register', code);
    // A phone another member invited first (recorded: false) still registers, as theirs.
    await recordInvite(inviterId, type, target);
    await register(target, nickname.trim(), password);
    await completeLogin({ toast: '注册成功！' });
  });
  return (
    <Form
      form={form}
      name="invite-register"
      className="h5-invite-form"
      onFinish={submit}
      footer={<SubmitButton pending={pending}>注册并接受邀请</SubmitButton>}
    >
      <PhoneField />
      <SmsCodeField form={form} type="register" />
      <NicknameField />
      <NewPasswordFields first />
      <ConsentField />
    </Form>
  );
}
