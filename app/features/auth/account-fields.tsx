/**
 * The account forms' fields without a UI kit (SPEC §5): each field's label and what its input asks of the browser, the
 * new-password pair with its rules, the country codes, and the fields of a new account. The desktop
 * dialogs and the /h5 sheets render them with their own inputs.
 */
import { DEFAULT_COUNTRY_CODE } from '@common/constants';
import {
  type Checker,
  CONFIRM_PASSWORD_REQUIRED_MSG,
  checkPasswordHelper,
  type SmsType,
} from '@common/validation';
import { type ComponentType, useEffect, useState } from 'react';
import { type CountryCode, fetchCountryCodes } from './auth-api';
import { checkerRule, confirmPasswordRule, phoneRule } from './form-rules';

/**
 * Each field's label, shown above it and tied to its input by the input's id, so it is also the input's
 * accessible name; and the input's props. A placeholder is only a hint that adds to the label (a rule).
 */
export const COUNTRY_CODE_LABEL = '国家或地区';

export const PHONE_FIELD = {
  label: '手机号码',
  input: { inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 15 },
} as const;

/**
 * The `phone` form item in both kits: its label, its rule (with the form's required message), checked
 * again when the country code changes.
 */
export const phoneItem = (requiredMessage: string) => ({
  name: 'phone',
  label: PHONE_FIELD.label,
  rules: [phoneRule(requiredMessage)],
  dependencies: ['country_code'],
});

export const SMS_CODE_FIELD = {
  label: '验证码',
  input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
} as const;

export const NICKNAME_FIELD = {
  label: '用户名',
  input: { autoComplete: 'nickname', maxLength: 16 },
} as const;

export const LOGIN_PASSWORD_FIELD = { label: '密码', input: { autoComplete: 'current-password' } } as const;

export const OLD_PASSWORD_FIELD = { label: '原密码', input: { autoComplete: 'current-password' } } as const;

/** A member's first password (register, WeChat bind) or a new one replacing it (reset, change). */
const WORDING = {
  first: { password: '密码', confirm: '确认密码', confirmMissing: '请再次输入密码' },
  renew: { password: '新密码', confirm: '确认新密码', confirmMissing: CONFIRM_PASSWORD_REQUIRED_MSG },
} as const;

/** `check`: the password's checker (change password's is stricter); `first`: the member's first password. */
export interface NewPasswordProps {
  check?: Checker;
  first?: boolean;
}

/**
 * The `password` and `confirm` fields of register, reset, WeChat bind and change password, as each
 * form item's props (its label included) and its password input's.
 */
export function newPasswordFields({ check = checkPasswordHelper, first = false }: NewPasswordProps) {
  const wording = first ? WORDING.first : WORDING.renew;
  return [
    {
      item: { name: 'password', label: wording.password, rules: [checkerRule(check)] },
      input: { placeholder: '8~12位，字母、数字、字符至少两种', autoComplete: 'new-password' },
    },
    {
      item: {
        name: 'confirm',
        label: wording.confirm,
        dependencies: ['password'],
        rules: [confirmPasswordRule(wording.confirmMissing)],
      },
      // SPEC §5's request, as the hint under the label.
      input: { placeholder: wording.confirmMissing, autoComplete: 'new-password' },
    },
  ];
}

/** One UI kit's account fields, so the forms both kits share are written once. */
export interface AccountFieldKit {
  PhoneField: ComponentType;
  SmsCodeField: ComponentType<{ type: SmsType }>;
  NicknameField: ComponentType;
  NewPasswordFields: ComponentType<NewPasswordProps>;
  ConsentField: ComponentType;
}

/** A new account's fields (register, WeChat bind, the /h5 invite page), in `kit`'s inputs. */
export function NewAccountFields({ kit }: { kit: AccountFieldKit }) {
  const { PhoneField, SmsCodeField, NicknameField, NewPasswordFields, ConsentField } = kit;
  return (
    <>
      <PhoneField />
      <SmsCodeField type="register" />
      <NicknameField />
      <NewPasswordFields first />
      <ConsentField />
    </>
  );
}

const DEFAULT_CODES: CountryCode[] = [{ name: '中国大陆', code: DEFAULT_COUNTRY_CODE }];

/** The country codes for the phone field; +86 alone until the list loads, or when it cannot. */
export function useCountryCodes(): CountryCode[] {
  const [codes, setCodes] = useState(DEFAULT_CODES);
  useEffect(() => {
    fetchCountryCodes()
      .then((list) => list.length > 0 && setCodes(list))
      // Sending a code still works with +86.
      .catch(() => {});
  }, []);
  return codes;
}

/** Opens beside the form, so the half-filled form stays. */
function AgreementLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The consent checkbox's text, with the service agreement and privacy policy. */
export function ConsentText() {
  return (
    <>
      我已阅读并同意<AgreementLink to="/protocol/service">《服务协议》</AgreementLink>和
      <AgreementLink to="/protocol/privacy">《隐私政策》</AgreementLink>
    </>
  );
}
