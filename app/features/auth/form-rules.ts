/** antd Form rules built from the shared SPEC §5 checkers, so the dialogs show the server's exact texts. */
import { type Checker, checkPasswordConfirm, checkPhoneByCountry } from '@common/validation';
import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';

/** A rule from a checker; an untouched field counts as ''. */
export function checkerRule(check: Checker): RuleObject {
  return {
    validator: (_rule, value: string | undefined) => {
      const message = check(value ?? '');
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The phone: `requiredMsg` when empty, then the format of the selected country code. */
export const phoneRule =
  (requiredMsg: string): FormRule =>
  ({ getFieldValue }) =>
    checkerRule((phone) =>
      phone === '' ? requiredMsg : checkPhoneByCountry(phone, getFieldValue('country_code')),
    );

/** The confirmation field: `requiredMsg` when empty, then it must match the `password` field. */
export const confirmPasswordRule =
  (requiredMsg: string): FormRule =>
  ({ getFieldValue }) =>
    checkerRule((confirm) =>
      confirm === '' ? requiredMsg : checkPasswordConfirm(getFieldValue('password') ?? '', confirm),
    );

export const CONSENT_REQUIRED_MSG = '请阅读并同意《服务协议》和《隐私政策》';

/** The consent checkbox of a new account: it must be ticked. */
export const consentRule: RuleObject = {
  validator: (_rule, checked: boolean | undefined) =>
    checked === true ? Promise.resolve() : Promise.reject(new Error(CONSENT_REQUIRED_MSG)),
};
