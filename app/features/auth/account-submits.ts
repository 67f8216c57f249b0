/**
 * What the account forms do on submit (SPEC §4–§5): the calls, the completion and the toasts, without a
 * UI kit. The desktop dialogs, the /h5 sheets and the /h5 invite form draw their own forms around these
 * and pass their shell's toasts.
 */
import { TOAST_SECONDS } from '@common/constants';
import type { SmsType } from '@common/validation';
import { useSubmit } from '~/lib/use-submit';
import {
  changePassword,
  loginByPassword,
  loginBySms,
  type PhoneTarget,
  register,
  registerWx,
  resetPassword,
  verifySmsCode,
  type WxProfile,
} from './auth-api';
import { useAuth } from './auth-context';
import { useAuthDialogs } from './auth-dialogs-context';
import { type ShellToasts, useLoginCompletion } from './shell-auth-effects';

type Toasts = Pick<ShellToasts, 'success'>;

export type SmsLoginValues = PhoneTarget & { code: string };
export type PasswordLoginValues = PhoneTarget & { password: string };
/** Register and WeChat bind. */
export type NewAccountValues = PhoneTarget & { code: string; nickname: string; password: string };
export type ResetValues = PhoneTarget & { code: string; password: string };
export interface ChangeValues {
  old_password?: string;
  password: string;
}

/** Checks the form's SMS code, which lets the next call of `type` for that phone go ahead. */
async function verifiedPhone(
  { country_code, phone, code }: PhoneTarget & { code: string },
  type: SmsType,
): Promise<PhoneTarget> {
  const target = { country_code, phone };
  await verifySmsCode(target, type, code);
  return target;
}

export function useSmsLogin(toasts: Toasts) {
  const completeLogin = useLoginCompletion(toasts.success);
  return useSubmit(async (values: SmsLoginValues) => {
    await loginBySms(await verifiedPhone(values, 'sms_login'));
    await completeLogin();
  });
}

export function usePasswordLogin(toasts: Toasts) {
  const completeLogin = useLoginCompletion(toasts.success);
  return useSubmit(async ({ country_code, phone, password }: PasswordLoginValues) => {
    await loginByPassword({ country_code, phone }, password);
    await completeLogin();
  });
}

/**
 * Register by SMS code; the new member is logged in. `beforeCreate` runs once the code is checked, before
 * the account exists (the invite page records its invitation there, so registration claims it).
 */
export function useRegister(toasts: Toasts, beforeCreate?: (target: PhoneTarget) => Promise<unknown>) {
  const completeLogin = useLoginCompletion(toasts.success);
  return useSubmit(async (values: NewAccountValues) => {
    const target = await verifiedPhone(values, 'register');
    await beforeCreate?.(target);
    await register(target, values.nickname.trim(), values.password);
    await completeLogin({ toast: '注册成功！' });
  });
}

/** A WeChat account with no phone yet registers one by SMS code, then goes home logged in. */
export function useWxBind(toasts: Toasts, profile: WxProfile) {
  const completeLogin = useLoginCompletion(toasts.success);
  return useSubmit(async (values: NewAccountValues) => {
    const target = await verifiedPhone(values, 'register');
    await registerWx(target, profile, values.nickname.trim(), values.password);
    await completeLogin({ to: '/' });
  });
}

/** Reset a forgotten password by SMS code, then log in with it. */
export function useResetPassword(toasts: Toasts) {
  const { open } = useAuthDialogs();
  return useSubmit(async (values: ResetValues) => {
    await resetPassword(await verifiedPhone(values, 'reset_pwd'), values.password);
    void toasts.success('密码重置成功，请重新登录', TOAST_SECONDS);
    open({ kind: 'login' });
  });
}

/** Change password (SPEC §5): `hasPwd` says whether the form asks for the old one. */
export function useChangePassword(toasts: Toasts) {
  const { user } = useAuth();
  const { close } = useAuthDialogs();
  const hasPwd = user?.has_pwd ?? false;
  const { submit, pending } = useSubmit(async ({ old_password, password }: ChangeValues) => {
    const successMessage = await changePassword(password, hasPwd ? old_password : undefined);
    void toasts.success(successMessage, TOAST_SECONDS);
    close();
  });
  return { submit, pending, hasPwd };
}
