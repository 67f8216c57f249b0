/** antd Form rules from the shared checkers (common/validation.ts), so the form and the server say the same. */
import { checkPasswordHelper } from '@common/validation';
import type { FormRule } from 'antd';

/** A rule from a checker that answers a message or null. */
export const checkerRule = (check: (value: string) => string | null): FormRule => ({
  validator: (_rule, value: unknown) => {
    const message = check(typeof value === 'string' ? value : '');
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

/** SPEC §5's password rule with its helper messages (empty, length, then the rule). */
export const newPasswordRule = checkerRule(checkPasswordHelper);

export const USERNAME_RULE: FormRule = {
  pattern: /^[A-Za-z0-9_.-]{3,32}$/,
  message: '用户名为3~32位字母、数字、下划线、点或横线',
};

/** A link field's rule: the trimmed link must pass `isOk`; with `optional`, an empty one passes too. */
export const linkRule = (isOk: (link: string) => boolean, message: string, optional = false): FormRule =>
  checkerRule((value) => {
    const link = value.trim();
    return (optional && !link) || isOk(link) ? null : message;
  });
