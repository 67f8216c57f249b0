import { describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED_MSG,
  confirmPasswordRule,
  consentRule,
  type FieldRule,
  type FieldValidator,
  phoneRule,
} from './form-rules';

/** The message a rule rejects `value` with, or null when it accepts it. */
async function problem(rule: FieldValidator, value: unknown): Promise<string | null> {
  try {
    await rule.validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A rule that reads other fields, built against a form holding `values`. */
const withForm = (rule: FieldRule, values: Record<string, string>) =>
  typeof rule === 'function' ? rule({ getFieldValue: (name) => values[name] }) : rule;

describe('consentRule', () => {
  it('asks in Chinese for consent until the box is ticked', async () => {
    expect(await problem(consentRule, undefined)).toBe(CONSENT_REQUIRED_MSG);
    expect(await problem(consentRule, false)).toBe('请阅读并同意《服务协议》和《隐私政策》');
    expect(await problem(consentRule, true)).toBeNull();
  });
});

describe('confirmPasswordRule', () => {
  const rule = withForm(confirmPasswordRule('请再次输入密码'), { password: 'abc12345' });

  it('names the field it belongs to when empty, then asks for the same password', async () => {
    expect(await problem(rule, undefined)).toBe('请再次输入密码');
    expect(await problem(rule, 'abc1234')).toBe('两次密码不一致！请重新输入');
    expect(await problem(rule, 'abc12345')).toBeNull();
  });
});

describe('phoneRule', () => {
  it('checks a mainland number until another country code is chosen', async () => {
    expect(await problem(withForm(phoneRule('请输入手机号码！'), {}), '')).toBe('请输入手机号码！');
    expect(await problem(withForm(phoneRule('请输入手机号码'), {}), '12345678901')).toBe(
      '请输入正确手机号码',
    );
    expect(await problem(withForm(phoneRule('请输入手机号码'), { country_code: '+1' }), '12345')).toBeNull();
  });
});
