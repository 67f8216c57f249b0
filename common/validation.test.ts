import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONFIRM_PASSWORD_REQUIRED_MSG,
  CONTACT_PHONE_MSG,
  COUNTRY_CODE_MSG,
  checkContactPhone,
  checkMaxLength100,
  checkNewPassword,
  checkNickname,
  checkOldPassword,
  checkPassword,
  checkPasswordConfirm,
  checkPasswordHelper,
  checkPhone,
  checkPhoneByCountry,
  checkPositiveDecimal,
  checkPositiveInteger,
  checkSmsCode,
  cityBody,
  countryCodeSchema,
  DECIMAL_PLACES_MSG,
  FOREIGN_PHONE_MSG,
  firstIssueMessage,
  INTEGER_MSG,
  LOGIN_PHONE_REQUIRED_MSG,
  loginBody,
  NICKNAME_CHARS_MSG,
  NICKNAME_LENGTH_MSG,
  NICKNAME_REQUIRED_MSG,
  NUMBER_FORMAT_MSG,
  NUMBER_MAX_MSG,
  OLD_PASSWORD_REQUIRED_MSG,
  OPEN_ID_REQUIRED_MSG,
  PASSWORD_EMPTY_MSG,
  PASSWORD_LENGTH_MSG,
  PASSWORD_MISMATCH_MSG,
  PASSWORD_REQUIRED_MSG,
  PASSWORD_RULE_MSG,
  PHONE_EMPTY_MSG,
  PHONE_INVALID_MSG,
  PHONE_LENGTH_MSG,
  PHONE_REQUIRED_MSG,
  POSITIVE_MSG,
  PROVINCE_CODE_MSG,
  passwordChangeBody,
  passwordResetBody,
  registerBody,
  SMS_CODE_FORMAT_MSG,
  SMS_CODE_REQUIRED_MSG,
  SMS_TYPE_MSG,
  smsLoginBody,
  smsSendBody,
  smsTypeSchema,
  smsValidBody,
  TOO_LONG_MSG,
  wxLoginBody,
  wxRegisterBody,
} from './validation';

describe('SPEC §5 message text', () => {
  // Literals copied from SPEC so a typo in a constant (full-width vs half-width) fails here.
  it.each([
    [PASSWORD_RULE_MSG, '密码使用字母、数字、字符至少两者结合，限8~12位'],
    [PASSWORD_EMPTY_MSG, '密码不能为空'],
    [PASSWORD_LENGTH_MSG, '密码至少8个字符,最多12个字符'],
    [OLD_PASSWORD_REQUIRED_MSG, '请输入原始登录密码'],
    [PASSWORD_REQUIRED_MSG, '密码不能为空！'],
    [CONFIRM_PASSWORD_REQUIRED_MSG, '请再次输入新密码'],
    [PASSWORD_MISMATCH_MSG, '两次密码不一致！请重新输入'],
    [PHONE_REQUIRED_MSG, '请输入手机号码'],
    [LOGIN_PHONE_REQUIRED_MSG, '请输入手机号码！'],
    [PHONE_EMPTY_MSG, '手机号不能为空'],
    [PHONE_INVALID_MSG, '请输入正确手机号码'],
    [PHONE_LENGTH_MSG, '手机号为11位数字字符'],
    [SMS_CODE_REQUIRED_MSG, '验证码不能为空！'],
    [NICKNAME_REQUIRED_MSG, '用户名不能为空！'],
    [CONTACT_PHONE_MSG, '联系电话格式有误'],
    [DECIMAL_PLACES_MSG, '最多输入两位有效数字'],
    [NUMBER_FORMAT_MSG, '数字格式错误'],
    [INTEGER_MSG, '必须是整数'],
    [TOO_LONG_MSG, '过长'],
    [NUMBER_MAX_MSG, '不能大于999999999'],
  ])('%s', (constant, literal) => {
    expect(constant).toBe(literal);
  });
});

describe('checkPassword', () => {
  it.each([
    'abcd1234', // letters + digits, 8 chars
    'abcd12345678', // 12 chars
    'abcdefg!', // letters + symbol
    '1234567!', // digits + symbol
    '密码abc12345', // CJK counts as a symbol
    'bai!12345678', // bai + digits but with a symbol: not the default pattern
    'baixyz12345', // 'bai' not followed by a digit
    'abai12345678', // does not begin with bai
  ])('accepts %s', (pw) => {
    expect(checkPassword(pw)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['abc1234', '7 chars'],
    ['abcd123456789', '13 chars'],
    ['abcdefgh', 'letters only'],
    ['12345678', 'digits only'],
    ['!@#$%^&*', 'symbols only'],
    ['abcd 1234', 'a space'],
    ['abcd\u30001234', 'a full-width space'],
    ['abcd\t1234', 'a tab'],
    ['bai12345678', "'bai' + digits"],
    ['bai1234abcd', "'bai' + digit, then letters and digits"],
    ['Bai12345678', "'Bai' + digits (case-insensitive)"],
    ['BAI1234567', "'BAI' + digits"],
  ])('rejects %s (%s)', (pw) => {
    expect(checkPassword(pw)).toBe('密码使用字母、数字、字符至少两者结合，限8~12位');
  });

  it('counts an astral character as one', () => {
    expect(checkPassword('abcdefg😀')).toBeNull();
    expect(checkPassword('abcdefghijk😀')).toBeNull();
    expect(checkPassword('abcdefghijkl😀')).toBe(PASSWORD_RULE_MSG);
  });
});

describe('checkPasswordHelper', () => {
  it('reports empty, then length, then the rule', () => {
    expect(checkPasswordHelper('')).toBe('密码不能为空');
    expect(checkPasswordHelper('abc123')).toBe('密码至少8个字符,最多12个字符');
    expect(checkPasswordHelper('abc1234567890')).toBe('密码至少8个字符,最多12个字符');
    expect(checkPasswordHelper('abcdefgh')).toBe(PASSWORD_RULE_MSG);
    expect(checkPasswordHelper('bai12345678')).toBe(PASSWORD_RULE_MSG);
    expect(checkPasswordHelper('abcd1234')).toBeNull();
  });
});

describe('change password checkers', () => {
  it('new password: empty, then the rule', () => {
    expect(checkNewPassword('')).toBe('密码不能为空！');
    expect(checkNewPassword('abc')).toBe(PASSWORD_RULE_MSG);
    expect(checkNewPassword('abcd1234')).toBeNull();
  });

  it('old password is required only when the account has one', () => {
    expect(checkOldPassword(undefined, true)).toBe('请输入原始登录密码');
    expect(checkOldPassword('', true)).toBe('请输入原始登录密码');
    expect(checkOldPassword('old', true)).toBeNull();
    expect(checkOldPassword(undefined, false)).toBeNull();
  });

  it('confirmation: empty, then mismatch', () => {
    expect(checkPasswordConfirm('abcd1234', '')).toBe('请再次输入新密码');
    expect(checkPasswordConfirm('abcd1234', 'abcd12345')).toBe('两次密码不一致！请重新输入');
    expect(checkPasswordConfirm('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('checkPhone', () => {
  it.each(['13012345678', '13912345678', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(checkPhone(phone)).toBeNull();
  });

  it('empty', () => {
    expect(checkPhone('')).toBe('手机号不能为空');
  });

  it.each(['1381234567', '138123456789', '1381234567a', '+8613812345678', '138 1234 5678'])(
    'not 11 digits: %s',
    (phone) => {
      expect(checkPhone(phone)).toBe('手机号为11位数字字符');
    },
  );

  it.each(['12012345678', '10012345678', '23812345678', '03812345678'])('wrong pattern: %s', (phone) => {
    expect(checkPhone(phone)).toBe('请输入正确手机号码');
  });
});

describe('checkPhoneByCountry', () => {
  it('applies the mainland rule to +86 (the default)', () => {
    expect(checkPhoneByCountry('12012345678')).toBe(PHONE_INVALID_MSG);
    expect(checkPhoneByCountry('12012345678', '+86')).toBe(PHONE_INVALID_MSG);
    expect(checkPhoneByCountry('13812345678', '+86')).toBeNull();
  });

  it('only requires 5–15 digits elsewhere', () => {
    expect(checkPhoneByCountry('12345', '+852')).toBeNull();
    expect(checkPhoneByCountry('123456789012345', '+1')).toBeNull();
    expect(checkPhoneByCountry('1234', '+852')).toBe(FOREIGN_PHONE_MSG);
    expect(checkPhoneByCountry('1234567890123456', '+1')).toBe(FOREIGN_PHONE_MSG);
    expect(checkPhoneByCountry('1234-5678', '+852')).toBe(FOREIGN_PHONE_MSG);
    expect(checkPhoneByCountry('', '+852')).toBe(PHONE_EMPTY_MSG);
  });
});

describe('checkContactPhone', () => {
  it.each(['010-12345678', '0755-1234567', '07551234567', '021-87654321-123', '13812345678'])(
    'accepts %s',
    (phone) => {
      expect(checkContactPhone(phone)).toBeNull();
    },
  );

  it.each(['', '12345678', '010-0123456', '010-123456', '12012345678', '010-12345678-', 'abc'])(
    'rejects %s',
    (phone) => {
      expect(checkContactPhone(phone)).toBe('联系电话格式有误');
    },
  );
});

describe('checkPositiveDecimal', () => {
  it.each(['1', '0.01', '0.5', '12.34', '9999999999.99', 12.5, 3])('accepts %s', (v) => {
    expect(checkPositiveDecimal(v)).toBeNull();
  });

  it.each(['1.234', '0.001', 0.125])('too many decimals: %s', (v) => {
    expect(checkPositiveDecimal(v)).toBe('最多输入两位有效数字');
  });

  it.each(['', '0', '0.00', '-1', '12345678901', '01.5', '1.', '.5', 'abc', '1e3', ' 1'])(
    'format error: %s',
    (v) => {
      expect(checkPositiveDecimal(v)).toBe('数字格式错误');
    },
  );
});

describe('checkPositiveInteger', () => {
  it.each(['1', '999999999', 42])('accepts %s', (v) => {
    expect(checkPositiveInteger(v)).toBeNull();
  });

  it.each(['', '1.5', 'abc', '1e3', 2.5])('not an integer: %s', (v) => {
    expect(checkPositiveInteger(v)).toBe('必须是整数');
  });

  it.each(['0', '-3'])('not positive: %s', (v) => {
    expect(checkPositiveInteger(v)).toBe(POSITIVE_MSG);
  });

  it('caps at NUMBER_MAX', () => {
    expect(checkPositiveInteger('1000000000')).toBe(NUMBER_MAX_MSG);
  });
});

describe('checkMaxLength100', () => {
  it('allows 100 characters and rejects 101', () => {
    expect(checkMaxLength100('')).toBeNull();
    expect(checkMaxLength100('字'.repeat(100))).toBeNull();
    expect(checkMaxLength100('a'.repeat(101))).toBe('过长');
  });
});

describe('checkNickname', () => {
  it.each(['张三', 'ab', 'a'.repeat(16), 'Trader_01', 'A股-研究', '  老王  '])('accepts %s', (name) => {
    expect(checkNickname(name)).toBeNull();
  });

  it('requires a name', () => {
    expect(checkNickname('')).toBe('用户名不能为空！');
    expect(checkNickname('   ')).toBe('用户名不能为空！');
  });

  it.each(['a', ' 张 ', 'a'.repeat(17)])('length: %s', (name) => {
    expect(checkNickname(name)).toBe(NICKNAME_LENGTH_MSG);
  });

  it.each(['张 三', 'a@b', 'hi!', '😀😀'])('characters: %s', (name) => {
    expect(checkNickname(name)).toBe(NICKNAME_CHARS_MSG);
  });
});

describe('checkSmsCode', () => {
  it('requires six digits', () => {
    expect(checkSmsCode('')).toBe('验证码不能为空！');
    expect(checkSmsCode('12345')).toBe(SMS_CODE_FORMAT_MSG);
    expect(checkSmsCode('1234567')).toBe(SMS_CODE_FORMAT_MSG);
    expect(checkSmsCode('12345a')).toBe(SMS_CODE_FORMAT_MSG);
    expect(checkSmsCode('012345')).toBeNull();
  });
});

/** The message a body gets, or null when it parses. */
function messageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

const PHONE = '13812345678';
const PW = 'abcd1234';
const CODE = '123456';

describe('countryCodeSchema and smsTypeSchema', () => {
  it('defaults to +86 and checks the pattern', () => {
    expect(countryCodeSchema.parse(undefined)).toBe('+86');
    expect(countryCodeSchema.parse('+852')).toBe('+852');
    expect(messageOf(countryCodeSchema, '86')).toBe(COUNTRY_CODE_MSG);
    expect(messageOf(countryCodeSchema, '+12345')).toBe(COUNTRY_CODE_MSG);
    expect(messageOf(countryCodeSchema, 86)).toBe(COUNTRY_CODE_MSG);
  });

  it('accepts the three SMS types only', () => {
    for (const type of ['register', 'reset_pwd', 'sms_login']) expect(smsTypeSchema.parse(type)).toBe(type);
    expect(messageOf(smsTypeSchema, 'login')).toBe(SMS_TYPE_MSG);
    expect(messageOf(smsTypeSchema, undefined)).toBe(SMS_TYPE_MSG);
  });
});

describe('smsSendBody', () => {
  it('parses, trimming the phone and defaulting the country code', () => {
    expect(smsSendBody.parse({ phone: ` ${PHONE} `, type: 'register', token: 'x' })).toEqual({
      country_code: '+86',
      phone: PHONE,
      type: 'register',
    });
  });

  it('gives SPEC messages for a missing or bad phone', () => {
    expect(messageOf(smsSendBody, { type: 'register' })).toBe('请输入手机号码');
    expect(messageOf(smsSendBody, { phone: '  ', type: 'register' })).toBe('请输入手机号码');
    expect(messageOf(smsSendBody, { phone: '1381234567', type: 'register' })).toBe('手机号为11位数字字符');
    expect(messageOf(smsSendBody, { phone: '12012345678', type: 'register' })).toBe('请输入正确手机号码');
    expect(messageOf(smsSendBody, { phone: PHONE })).toBe(SMS_TYPE_MSG);
  });

  it('applies the 5–15 digit rule to non-+86 phones', () => {
    const hk = { country_code: '+852', type: 'register' };
    expect(messageOf(smsSendBody, { ...hk, phone: '91234567' })).toBeNull();
    expect(messageOf(smsSendBody, { ...hk, phone: '1234' })).toBe(FOREIGN_PHONE_MSG);
    expect(messageOf(smsSendBody, { ...hk, phone: '' })).toBe('请输入手机号码');
  });

  it('reports a bad country code once, without a phone issue on top', () => {
    const result = smsSendBody.safeParse({ country_code: 'x', phone: '1234', type: 'register' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([COUNTRY_CODE_MSG]);
  });

  it('gives a Chinese message for a body that is not an object', () => {
    expect(messageOf(smsSendBody, undefined)).toBe('参数错误');
  });
});

describe('smsValidBody', () => {
  const valid = { phone: PHONE, type: 'sms_login', code: CODE };

  it('parses', () => {
    expect(smsValidBody.parse(valid)).toEqual({ ...valid, country_code: '+86' });
  });

  it('requires the code', () => {
    expect(messageOf(smsValidBody, { ...valid, code: undefined })).toBe('验证码不能为空！');
    expect(messageOf(smsValidBody, { ...valid, code: '' })).toBe('验证码不能为空！');
    expect(messageOf(smsValidBody, { ...valid, code: '12345' })).toBe(SMS_CODE_FORMAT_MSG);
  });
});

describe('registerBody', () => {
  const valid = { phone: PHONE, nickname: ' 老王 ', password: PW };

  it('parses, trimming the nickname but not the password', () => {
    expect(registerBody.parse(valid)).toEqual({ ...valid, nickname: '老王', country_code: '+86' });
    expect(registerBody.parse({ ...valid, code: CODE }).code).toBe(CODE);
  });

  it('gives each missing field its message', () => {
    expect(messageOf(registerBody, { ...valid, phone: undefined })).toBe('请输入手机号码');
    expect(messageOf(registerBody, { ...valid, nickname: undefined })).toBe('用户名不能为空！');
    expect(messageOf(registerBody, { ...valid, password: undefined })).toBe('密码不能为空');
  });

  it('checks the password with the helper messages', () => {
    expect(messageOf(registerBody, { ...valid, password: '' })).toBe('密码不能为空');
    expect(messageOf(registerBody, { ...valid, password: 'abc1' })).toBe('密码至少8个字符,最多12个字符');
    expect(messageOf(registerBody, { ...valid, password: 'bai12345678' })).toBe(PASSWORD_RULE_MSG);
    expect(messageOf(registerBody, { ...valid, password: ` ${PW}` })).toBe(PASSWORD_RULE_MSG);
  });

  it('checks the nickname, the code and the phone', () => {
    expect(messageOf(registerBody, { ...valid, nickname: 'a' })).toBe(NICKNAME_LENGTH_MSG);
    expect(messageOf(registerBody, { ...valid, nickname: 'a b' })).toBe(NICKNAME_CHARS_MSG);
    expect(messageOf(registerBody, { ...valid, code: '1' })).toBe(SMS_CODE_FORMAT_MSG);
    expect(messageOf(registerBody, { ...valid, phone: '12012345678' })).toBe(PHONE_INVALID_MSG);
    expect(messageOf(registerBody, { ...valid, country_code: '+44', phone: '7700900123' })).toBeNull();
  });
});

describe('loginBody', () => {
  it('parses without a country code', () => {
    expect(loginBody.parse({ phone: PHONE, password: 'x' })).toEqual({
      phone: PHONE,
      password: 'x',
      country_code: '+86',
    });
  });

  it('uses the password-login messages', () => {
    expect(messageOf(loginBody, { password: PW })).toBe('请输入手机号码！');
    expect(messageOf(loginBody, { phone: '', password: PW })).toBe('请输入手机号码！');
    expect(messageOf(loginBody, { phone: PHONE })).toBe('密码不能为空！');
    expect(messageOf(loginBody, { phone: PHONE, password: '' })).toBe('密码不能为空！');
    expect(messageOf(loginBody, {})).toBe('请输入手机号码！');
  });

  it('checks the phone by country code', () => {
    expect(messageOf(loginBody, { phone: '1381234567', password: PW })).toBe(PHONE_LENGTH_MSG);
    expect(messageOf(loginBody, { phone: '1381234567', password: PW, country_code: '+65' })).toBeNull();
  });
});

describe('smsLoginBody', () => {
  it('parses with or without a code', () => {
    expect(smsLoginBody.parse({ phone: PHONE })).toEqual({ phone: PHONE, country_code: '+86' });
    expect(smsLoginBody.parse({ phone: PHONE, code: CODE }).code).toBe(CODE);
  });

  it('gives SPEC messages', () => {
    expect(messageOf(smsLoginBody, {})).toBe('请输入手机号码');
    expect(messageOf(smsLoginBody, { phone: PHONE, code: '' })).toBe('验证码不能为空！');
    expect(messageOf(smsLoginBody, { phone: '99912345678' })).toBe(PHONE_INVALID_MSG);
  });
});

describe('passwordChangeBody', () => {
  it('parses with or without the old password', () => {
    expect(passwordChangeBody.parse({ password: PW })).toEqual({ password: PW });
    expect(passwordChangeBody.parse({ password: PW, old_password: 'old' })).toEqual({
      password: PW,
      old_password: 'old',
    });
  });

  it('gives the change-password messages', () => {
    expect(messageOf(passwordChangeBody, {})).toBe('密码不能为空！');
    expect(messageOf(passwordChangeBody, { password: '' })).toBe('密码不能为空！');
    expect(messageOf(passwordChangeBody, { password: 'abcdefgh' })).toBe(PASSWORD_RULE_MSG);
    expect(messageOf(passwordChangeBody, { password: PW, old_password: 1 })).toBe('请输入原始登录密码');
  });
});

describe('passwordResetBody', () => {
  const valid = { phone: PHONE, password: PW };

  it('parses', () => {
    expect(passwordResetBody.parse({ ...valid, code: CODE })).toEqual({
      ...valid,
      code: CODE,
      country_code: '+86',
    });
  });

  it('gives SPEC messages', () => {
    expect(messageOf(passwordResetBody, { password: PW })).toBe('请输入手机号码');
    expect(messageOf(passwordResetBody, { phone: PHONE })).toBe('密码不能为空');
    expect(messageOf(passwordResetBody, { ...valid, password: '12345678' })).toBe(PASSWORD_RULE_MSG);
    expect(messageOf(passwordResetBody, { ...valid, phone: '1' })).toBe(PHONE_LENGTH_MSG);
    expect(messageOf(passwordResetBody, { ...valid, phone: '12345', country_code: '+1' })).toBeNull();
  });
});

describe('wxLoginBody', () => {
  it('requires open_id', () => {
    expect(wxLoginBody.parse({ open_id: 'o1', union_id: 'u1' })).toEqual({ open_id: 'o1', union_id: 'u1' });
    expect(wxLoginBody.parse({ open_id: 'o1' })).toEqual({ open_id: 'o1' });
    expect(messageOf(wxLoginBody, {})).toBe(OPEN_ID_REQUIRED_MSG);
    expect(messageOf(wxLoginBody, { open_id: ' ' })).toBe(OPEN_ID_REQUIRED_MSG);
  });
});

describe('wxRegisterBody', () => {
  const valid = { open_id: 'o1', phone: PHONE, nickname: '老王', password: PW };

  it('parses', () => {
    expect(wxRegisterBody.parse({ ...valid, avatar: 'https://x/a.png' })).toEqual({
      ...valid,
      avatar: 'https://x/a.png',
      country_code: '+86',
    });
  });

  it('gives each missing field its message', () => {
    expect(messageOf(wxRegisterBody, { ...valid, open_id: undefined })).toBe(OPEN_ID_REQUIRED_MSG);
    expect(messageOf(wxRegisterBody, { ...valid, phone: undefined })).toBe('请输入手机号码');
    expect(messageOf(wxRegisterBody, { ...valid, nickname: undefined })).toBe('用户名不能为空！');
    expect(messageOf(wxRegisterBody, { ...valid, password: undefined })).toBe('密码不能为空');
    expect(messageOf(wxRegisterBody, { ...valid, code: '' })).toBe('验证码不能为空！');
  });

  it('checks the phone by country code and the avatar length', () => {
    expect(messageOf(wxRegisterBody, { ...valid, phone: '1234' })).toBe(PHONE_LENGTH_MSG);
    expect(messageOf(wxRegisterBody, { ...valid, phone: '1234', country_code: '+852' })).toBe(
      FOREIGN_PHONE_MSG,
    );
    expect(messageOf(wxRegisterBody, { ...valid, avatar: 'a'.repeat(1025) })).toBe(TOO_LONG_MSG);
  });
});

describe('cityBody', () => {
  it('requires a 6-digit province code', () => {
    expect(cityBody.parse({ province_code: '110000' })).toEqual({ province_code: '110000' });
    expect(messageOf(cityBody, {})).toBe(PROVINCE_CODE_MSG);
    expect(messageOf(cityBody, { province_code: '11000' })).toBe(PROVINCE_CODE_MSG);
    expect(messageOf(cityBody, { province_code: '11000a' })).toBe(PROVINCE_CODE_MSG);
  });
});

describe('firstIssueMessage', () => {
  it('returns the first issue in field order', () => {
    expect(messageOf(registerBody, {})).toBe('请输入手机号码');
    expect(messageOf(registerBody, { phone: PHONE })).toBe('用户名不能为空！');
  });
});
