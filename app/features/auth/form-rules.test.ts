import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MSG, confirmPasswordRule, consentRule } from './form-rules';

/** The message a rule rejects `value` with, or null when it accepts it. */
async function problem(rule: RuleObject, value: unknown): Promise<string | null> {
  try {
    await rule.validator?.({} as never, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('consentRule', () => {
  it('asks in Chinese for consent until the box is ticked', async () => {
    expect(await problem(consentRule, undefined)).toBe(CONSENT_REQUIRED_MSG);
    expect(await problem(consentRule, false)).toBe('请阅读并同意《服务协议》和《隐私政策》');
    expect(await problem(consentRule, true)).toBeNull();
  });
});

describe('confirmPasswordRule', () => {
  const form = { getFieldValue: () => 'abc12345' } as unknown as FormInstance;
  const rule = (confirmPasswordRule('请再次输入密码') as (form: FormInstance) => RuleObject)(form);

  it('names the field it belongs to when empty, then asks for the same password', async () => {
    expect(await problem(rule, undefined)).toBe('请再次输入密码');
    expect(await problem(rule, 'abc1234')).toBe('两次密码不一致！请重新输入');
    expect(await problem(rule, 'abc12345')).toBeNull();
  });
});
