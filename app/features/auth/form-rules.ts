/**
 * Form rules built from the shared SPEC §5 checkers, so the forms show the server's exact texts. Typed
 * structurally: antd's Form (@rc-component/form) and antd-mobile's (rc-field-form) run the same validator
 * objects but each types them with its own copy of the library, so naming either would shut out the other.
 */
import {
  type Checker,
  checkOldPassword,
  checkPasswordConfirm,
  checkPhoneByCountry,
  PASSWORD_REQUIRED_MSG,
} from '@common/validation';

/** A rule both form libraries accept: a validator that rejects with the message to show. */
export interface FieldValidator {
  validator(rule: unknown, value: unknown): Promise<void>;
}

/** What a rule may read of its form: the other fields' values. */
export interface FieldReader {
  getFieldValue(name: string): string | undefined;
}

/** A validator, or one built from the form when it depends on another field. */
export type FieldRule = FieldValidator | ((form: FieldReader) => FieldValidator);

/** A rule from a checker; an untouched field counts as ''. */
export function checkerRule(check: Checker): FieldValidator {
  return {
    validator: (_rule, value) => {
      const message = check(typeof value === 'string' ? value : '');
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The phone: `requiredMsg` when empty, then the format of the selected country code. */
export const phoneRule =
  (requiredMsg: string): FieldRule =>
  ({ getFieldValue }) =>
    checkerRule((phone) =>
      phone === '' ? requiredMsg : checkPhoneByCountry(phone, getFieldValue('country_code')),
    );

/** The confirmation field: `requiredMsg` when empty, then it must match the `password` field. */
export const confirmPasswordRule =
  (requiredMsg: string): FieldRule =>
  ({ getFieldValue }) =>
    checkerRule((confirm) =>
      confirm === '' ? requiredMsg : checkPasswordConfirm(getFieldValue('password') ?? '', confirm),
    );

/** The old password of change password; the field shows only for an account that has one. */
export const oldPasswordRule = checkerRule((old) => checkOldPassword(old, true));

/** The password of a password login: only required. */
export const loginPasswordRule = checkerRule((password) => (password === '' ? PASSWORD_REQUIRED_MSG : null));

export const CONSENT_REQUIRED_MSG = '请阅读并同意《服务协议》和《隐私政策》';

/** The consent checkbox of a new account: it must be ticked. */
export const consentRule: FieldValidator = {
  validator: (_rule, checked) =>
    checked === true ? Promise.resolve() : Promise.reject(new Error(CONSENT_REQUIRED_MSG)),
};
