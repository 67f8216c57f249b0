/**
 * Validation rules and messages of SPEC §5, shared by the server (request schemas) and the client forms,
 * so both sides reject the same input with the same Chinese text.
 *
 * Checkers are pure functions returning the message to show, or null when the value is valid. They take
 * the raw value and do not trim (except the nickname, whose rule is defined on the trimmed text); the zod
 * schemas below trim phones, codes and nicknames before checking, but never passwords.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, NUMBER_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { ErrCode, ErrMessage } from './error-codes';

// Messages quoted from SPEC §5 (punctuation exactly as written there: some full-width, some half-width).
export const PASSWORD_RULE_MSG = '密码使用字母、数字、字符至少两者结合，限8~12位';
export const PASSWORD_EMPTY_MSG = '密码不能为空';
export const PASSWORD_LENGTH_MSG = `密码至少${PASSWORD_MIN}个字符,最多${PASSWORD_MAX}个字符`;
export const OLD_PASSWORD_REQUIRED_MSG = '请输入原始登录密码';
export const PASSWORD_REQUIRED_MSG = '密码不能为空！';
export const CONFIRM_PASSWORD_REQUIRED_MSG = '请再次输入新密码';
export const PASSWORD_MISMATCH_MSG = '两次密码不一致！请重新输入';
export const PHONE_REQUIRED_MSG = '请输入手机号码';
export const LOGIN_PHONE_REQUIRED_MSG = '请输入手机号码！';
export const PHONE_EMPTY_MSG = '手机号不能为空';
export const PHONE_INVALID_MSG = '请输入正确手机号码';
export const PHONE_LENGTH_MSG = '手机号为11位数字字符';
export const SMS_CODE_REQUIRED_MSG = '验证码不能为空！';
export const NICKNAME_REQUIRED_MSG = '用户名不能为空！';
export const CONTACT_PHONE_MSG = '联系电话格式有误';
export const DECIMAL_PLACES_MSG = '最多输入两位有效数字';
export const NUMBER_FORMAT_MSG = '数字格式错误';
export const INTEGER_MSG = '必须是整数';
export const TOO_LONG_MSG = '过长';

const NICKNAME_MIN = 2;
const NICKNAME_MAX = 16;
const TEXT_MAX = 100;

// Messages for rules SPEC implies but does not word; ours.
export const NICKNAME_LENGTH_MSG = `用户名长度为${NICKNAME_MIN}~${NICKNAME_MAX}个字符`;
export const NICKNAME_CHARS_MSG = '用户名只能包含中文、字母、数字、下划线和减号';
export const SMS_CODE_FORMAT_MSG = '验证码为6位数字';
export const FOREIGN_PHONE_MSG = '手机号为5~15位数字';
export const POSITIVE_MSG = '必须大于0';
export const NUMBER_MAX_MSG = `不能大于${NUMBER_MAX}`;
export const COUNTRY_CODE_MSG = '国家区号格式有误';
export const SMS_TYPE_MSG = '短信类型有误';
export const OPEN_ID_REQUIRED_MSG = '缺少微信授权信息';
export const PROVINCE_CODE_MSG = '省份编码格式有误';
export const CITY_CODE_MSG = '城市编码格式有误';
export const PROFILE_TOO_LONG_MSG = `个人简介${TOO_LONG_MSG}，最多${TEXT_MAX}个字`;
export const AVATAR_INVALID_MSG = '头像地址有误，请重新上传';
export const PROVINCE_REQUIRED_MSG = '请先选择省份';
/** For malformed parts of a body no user typed (wrong JSON types, a body that is not an object). */
const PARAM_MSG = ErrMessage[ErrCode.VALIDATION];

export type Checker = (value: string) => string | null;

/** Lengths count code points, so an emoji or a rare (astral) Han character counts as one character. */
const charCount = (value: string): number => [...value].length;

const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
const SYMBOL = /[^A-Za-z0-9]/;
/** Spaces (incl. the full-width U+3000) and control characters are never part of a password. */
const PASSWORD_FORBIDDEN = /[\s\p{Cc}]/u;
/**
 * The 'bai' + digits default-password pattern SPEC rejects when the password has only letters and digits.
 * Matched case-insensitively: 'Bai12345678' is just as guessable, and a blocklist should err on rejecting.
 */
const BAI_DEFAULT = /^bai[0-9][A-Za-z0-9]*$/i;

/**
 * The server's password rule: 8–12 characters combining at least two of letters, digits and symbols
 * (any other non-space character, CJK included), minus the 'bai' + digits default pattern.
 */
export function checkPassword(password: string): string | null {
  const length = charCount(password);
  const classes = [LETTER, DIGIT, SYMBOL].filter((re) => re.test(password)).length;
  const valid =
    length >= PASSWORD_MIN &&
    length <= PASSWORD_MAX &&
    classes >= 2 &&
    !PASSWORD_FORBIDDEN.test(password) &&
    !BAI_DEFAULT.test(password);
  return valid ? null : PASSWORD_RULE_MSG;
}

/** The stricter form helper: says what is wrong (empty, length) before falling back to the rule message. */
export function checkPasswordHelper(password: string): string | null {
  if (password === '') return PASSWORD_EMPTY_MSG;
  const length = charCount(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return PASSWORD_LENGTH_MSG;
  return checkPassword(password);
}

/** Change password: the new password. */
export function checkNewPassword(password: string): string | null {
  return password === '' ? PASSWORD_REQUIRED_MSG : checkPassword(password);
}

/** Change password: the old password is required only when the account has one (has_pwd). */
export function checkOldPassword(oldPassword: string | undefined, hasPwd: boolean): string | null {
  return hasPwd && !oldPassword ? OLD_PASSWORD_REQUIRED_MSG : null;
}

/** Change password: the confirmation field of the form. */
export function checkPasswordConfirm(password: string, confirm: string): string | null {
  if (confirm === '') return CONFIRM_PASSWORD_REQUIRED_MSG;
  return confirm === password ? null : PASSWORD_MISMATCH_MSG;
}

const MAINLAND_MOBILE = /^1[3-9][0-9]{9}$/;
const FOREIGN_PHONE = /^[0-9]{5,15}$/;

/** Mainland mobile number: 11 digits, starting 1, second digit 3–9. */
export function checkPhone(phone: string): string | null {
  if (phone === '') return PHONE_EMPTY_MSG;
  if (!/^[0-9]{11}$/.test(phone)) return PHONE_LENGTH_MSG;
  return MAINLAND_MOBILE.test(phone) ? null : PHONE_INVALID_MSG;
}

/** The mainland pattern applies to +86 only; other numbering plans just need 5–15 digits. */
export function checkPhoneByCountry(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string | null {
  if (countryCode === DEFAULT_COUNTRY_CODE) return checkPhone(phone);
  if (phone === '') return PHONE_EMPTY_MSG;
  return FOREIGN_PHONE.test(phone) ? null : FOREIGN_PHONE_MSG;
}

/** Area code 0 + 2–3 digits (010, 0755), optional hyphen, a 7–8 digit number, optional '-extension'. */
const LANDLINE = /^0[0-9]{2,3}-?[1-9][0-9]{6,7}(?:-[0-9]{1,6})?$/;

/** Contact phone: a landline with area code, or a mainland mobile. */
export function checkContactPhone(phone: string): string | null {
  return LANDLINE.test(phone) || MAINLAND_MOBILE.test(phone) ? null : CONTACT_PHONE_MSG;
}

const INTEGER_PART = '(?:0|[1-9][0-9]{0,9})';
const DECIMAL = new RegExp(`^${INTEGER_PART}(?:\\.[0-9]{1,2})?$`);
const TOO_MANY_DECIMALS = new RegExp(`^${INTEGER_PART}\\.[0-9]{3,}$`);

/**
 * Positive decimal: up to 10 integer digits and 2 decimals, greater than 0. The decimals message is given
 * only when the number is otherwise well formed; everything else is a format error.
 */
export function checkPositiveDecimal(value: string | number): string | null {
  const text = String(value);
  if (TOO_MANY_DECIMALS.test(text)) return DECIMAL_PLACES_MSG;
  return DECIMAL.test(text) && Number(text) > 0 ? null : NUMBER_FORMAT_MSG;
}

/** Positive integer up to NUMBER_MAX. */
export function checkPositiveInteger(value: string | number): string | null {
  const text = String(value);
  if (!/^-?[0-9]+$/.test(text)) return INTEGER_MSG;
  const n = Number(text);
  if (n <= 0) return POSITIVE_MSG;
  return n > NUMBER_MAX ? NUMBER_MAX_MSG : null;
}

export function checkMaxLength100(text: string): string | null {
  return charCount(text) > TEXT_MAX ? TOO_LONG_MSG : null;
}

const NICKNAME_CHARS = /^[\p{Script=Han}A-Za-z0-9_-]+$/u;

/** Register nickname: 2–16 characters after trimming; Han characters, letters, digits, '_' and '-'. */
export function checkNickname(nickname: string): string | null {
  const name = nickname.trim();
  if (name === '') return NICKNAME_REQUIRED_MSG;
  const length = charCount(name);
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return NICKNAME_LENGTH_MSG;
  return NICKNAME_CHARS.test(name) ? null : NICKNAME_CHARS_MSG;
}

export function checkSmsCode(code: string): string | null {
  if (code === '') return SMS_CODE_REQUIRED_MSG;
  return /^[0-9]{6}$/.test(code) ? null : SMS_CODE_FORMAT_MSG;
}

// ---- zod schemas of the auth request bodies ----

const required =
  (message: string): Checker =>
  (value) =>
    value === '' ? message : null;

/** Runs a checker as a zod refinement, so the issue message is the checker's SPEC message. */
function withRule(schema: z.ZodString, check: Checker) {
  return schema.superRefine((value, ctx) => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * A string field; a missing or non-string value gets `requiredMsg` instead of zod's English text.
 * Typed fields are trimmed; passwords (secret) are taken verbatim.
 */
const text = (requiredMsg: string) => z.string({ error: requiredMsg }).trim();
const secret = (requiredMsg: string) => z.string({ error: requiredMsg });

const COUNTRY_CODE = /^\+[0-9]{1,4}$/;

export const countryCodeSchema = z
  .string({ error: COUNTRY_CODE_MSG })
  .regex(COUNTRY_CODE, COUNTRY_CODE_MSG)
  .default(DEFAULT_COUNTRY_CODE);

export const smsTypeSchema = z.enum(['register', 'reset_pwd', 'sms_login'], { error: SMS_TYPE_MSG });
export type SmsType = z.infer<typeof smsTypeSchema>;

/** The phone field checks presence only; its format depends on country_code (see phoneByCountry). */
export const phone = (requiredMsg = PHONE_REQUIRED_MSG) => withRule(text(requiredMsg), required(requiredMsg));
const smsCode = withRule(text(SMS_CODE_REQUIRED_MSG), checkSmsCode);
const nickname = withRule(text(NICKNAME_REQUIRED_MSG), checkNickname);
/** Register and reset use the stricter helper messages; a missing field reads like an empty one. */
const newPassword = withRule(secret(PASSWORD_EMPTY_MSG), checkPasswordHelper);
const openId = withRule(text(OPEN_ID_REQUIRED_MSG), required(OPEN_ID_REQUIRED_MSG));

/**
 * Object-level phone format check, since the rule depends on country_code. Zod still runs it after
 * refinement issues in the fields, so skip what those already reported (empty phone, bad country code).
 */
export function phoneByCountry(body: { country_code: string; phone: string }, ctx: z.RefinementCtx): void {
  if (body.phone === '' || !COUNTRY_CODE.test(body.country_code)) return;
  const message = checkPhoneByCountry(body.phone, body.country_code);
  if (message !== null) ctx.addIssue({ code: 'custom', path: ['phone'], message });
}

/** A request body: a non-object body gets a Chinese message too. */
const body = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: PARAM_MSG });

export const smsSendBody = body({
  country_code: countryCodeSchema,
  phone: phone(),
  type: smsTypeSchema,
}).superRefine(phoneByCountry);

export const smsValidBody = body({
  country_code: countryCodeSchema,
  phone: phone(),
  type: smsTypeSchema,
  code: smsCode,
}).superRefine(phoneByCountry);

export const registerBody = body({
  country_code: countryCodeSchema,
  phone: phone(),
  nickname,
  password: newPassword,
  code: smsCode.optional(),
}).superRefine(phoneByCountry);

/** Login checks presence only for the password: accounts may predate the current password rule. */
export const loginBody = body({
  phone: phone(LOGIN_PHONE_REQUIRED_MSG),
  password: withRule(secret(PASSWORD_REQUIRED_MSG), required(PASSWORD_REQUIRED_MSG)),
  country_code: countryCodeSchema,
}).superRefine(phoneByCountry);

export const smsLoginBody = body({
  country_code: countryCodeSchema,
  phone: phone(),
  code: smsCode.optional(),
}).superRefine(phoneByCountry);

/** old_password is required only when the account has a password; the service checks that (checkOldPassword). */
export const passwordChangeBody = body({
  password: withRule(secret(PASSWORD_REQUIRED_MSG), checkNewPassword),
  old_password: secret(OLD_PASSWORD_REQUIRED_MSG).optional(),
});

export const passwordResetBody = body({
  phone: phone(),
  password: newPassword,
  country_code: countryCodeSchema,
  code: smsCode.optional(),
}).superRefine(phoneByCountry);

export const wxLoginBody = body({
  open_id: openId,
  union_id: text(PARAM_MSG).optional(),
});

export const wxRegisterBody = body({
  avatar: text(PARAM_MSG).max(1024, TOO_LONG_MSG).optional(),
  country_code: countryCodeSchema,
  nickname,
  open_id: openId,
  password: newPassword,
  phone: phone(),
  code: smsCode.optional(),
}).superRefine(phoneByCountry);

const AREA_CODE = /^[0-9]{6}$/;

export const cityBody = body({
  province_code: text(PROVINCE_CODE_MSG).regex(AREA_CODE, PROVINCE_CODE_MSG),
});

/** Tag-like runs (`<b>`, `</p>`, `<img ...>`), control characters and whitespace runs. */
const TAG_LIKE = /<\/?[A-Za-z!][^>]*>/g;
const CONTROL = /\p{Cc}/gu;

/**
 * A profile is one line of plain text: markup is dropped rather than escaped (pages render it as text
 * anyway, and other clients may not), control characters go and whitespace runs become one space.
 */
export function plainProfile(raw: string): string {
  return raw.replace(TAG_LIKE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** The profile's length once it is plain text (what is stored). */
export function checkProfile(profile: string): string | null {
  return checkMaxLength100(plainProfile(profile)) === null ? null : PROFILE_TOO_LONG_MSG;
}

/** An area code, or '' to clear it. */
const areaCode = (msg: string) => z.union([z.literal(''), text(msg).regex(AREA_CODE, msg)]);

/**
 * /api/v1/user/update: each field present is changed, the rest stay. The area is one value: a province
 * with its city (a missing or empty city clears it), so a city is never left under another province.
 */
export const userUpdateBody = body({
  nickname,
  avatar: text(AVATAR_INVALID_MSG).max(1024, AVATAR_INVALID_MSG),
  profile: withRule(z.string({ error: PARAM_MSG }), checkProfile).transform(plainProfile),
  province_code: areaCode(PROVINCE_CODE_MSG),
  city_code: areaCode(CITY_CODE_MSG),
})
  .partial()
  .superRefine((b, ctx) => {
    if (b.city_code && !b.province_code) {
      ctx.addIssue({ code: 'custom', path: ['city_code'], message: PROVINCE_REQUIRED_MSG });
    }
  });

export type SmsSendBody = z.infer<typeof smsSendBody>;
export type SmsValidBody = z.infer<typeof smsValidBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type SmsLoginBody = z.infer<typeof smsLoginBody>;
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
export type PasswordResetBody = z.infer<typeof passwordResetBody>;
export type WxLoginBody = z.infer<typeof wxLoginBody>;
export type WxRegisterBody = z.infer<typeof wxRegisterBody>;
export type CityBody = z.infer<typeof cityBody>;
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/**
 * The message to return for a failed parse: the first issue. Field checks come in field order; the
 * country-dependent phone format check comes after them, as it needs the whole object.
 */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? PARAM_MSG;
}
