/**
 * The desktop's form rules (features/auth/form-rules.ts) for antd-mobile's Form. They are plain validator
 * objects at run time; only their types differ, because antd and antd-mobile each type them with their
 * own copy of the form library (@rc-component/form, rc-field-form).
 */
import type { Checker } from '@common/validation';
import type { Rule } from 'antd-mobile/es/components/form';
import { checkerRule, confirmPasswordRule, consentRule, phoneRule } from '~/features/auth/form-rules';

type DesktopRule = ReturnType<typeof checkerRule> | ReturnType<typeof phoneRule>;

const mobile = (rule: DesktopRule) => rule as unknown as Rule;

export const mobileCheckerRule = (check: Checker) => mobile(checkerRule(check));
export const mobilePhoneRule = (requiredMsg: string) => mobile(phoneRule(requiredMsg));
export const mobileConfirmRule = (requiredMsg: string) => mobile(confirmPasswordRule(requiredMsg));
export const mobileConsentRule = mobile(consentRule);
