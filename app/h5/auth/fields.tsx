/** The account form fields of the /h5 sheets, with the desktop's rules (features/auth/form-rules.ts). */
import { DEFAULT_COUNTRY_CODE } from '@common/constants';
import {
  type Checker,
  CONFIRM_PASSWORD_REQUIRED_MSG,
  checkNickname,
  checkPasswordHelper,
  checkSmsCode,
  PHONE_REQUIRED_MSG,
  type SmsType,
} from '@common/validation';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form, { type FormInstance } from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useEffect, useState } from 'react';
import { type CountryCode, fetchCountryCodes, type PhoneTarget } from '~/features/auth/auth-api';
import { H5_TOASTS } from '../shell/toasts';
import { mobileCheckerRule, mobileConfirmRule, mobileConsentRule, mobilePhoneRule } from './rules';
import { useSmsSender } from './use-sms-sender';

const DEFAULT_CODES: CountryCode[] = [{ name: '中国大陆', code: DEFAULT_COUNTRY_CODE }];

/** The `country_code` select (the phone's own picker) and the `phone` input, as one row. */
export function PhoneField({ requiredMessage = PHONE_REQUIRED_MSG }: { requiredMessage?: string }) {
  const [codes, setCodes] = useState(DEFAULT_CODES);
  useEffect(() => {
    fetchCountryCodes()
      .then((list) => list.length > 0 && setCodes(list))
      // Keep +86 when the list cannot load; sending a code still works.
      .catch(() => {});
  }, []);
  return (
    <Form.Item className="h5-phone-item">
      <div className="h5-phone-row">
        <Form.Item name="country_code" initialValue={DEFAULT_COUNTRY_CODE} noStyle>
          <select aria-label="国家或地区" className="h5-country-code">
            {codes.map(({ code, name }) => (
              <option key={`${name}${code}`} value={code}>
                {code} {name}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item
          name="phone"
          rules={[mobilePhoneRule(requiredMessage)]}
          dependencies={['country_code']}
          noStyle
        >
          <Input
            aria-label="手机号码"
            placeholder="请输入手机号码"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            clearable
          />
        </Form.Item>
      </div>
    </Form.Item>
  );
}

/** The SMS `code` input and its send button (SPEC §4), in a form with a PhoneField. */
export function SmsCodeField({ form, type }: { form: FormInstance; type: SmsType }) {
  const { secondsLeft, sending, send } = useSmsSender(type, H5_TOASTS);
  const target = () => form.validateFields(['country_code', 'phone']) as Promise<PhoneTarget>;
  return (
    <Form.Item
      name="code"
      rules={[mobileCheckerRule(checkSmsCode)]}
      extra={
        <Button
          size="small"
          color="primary"
          fill="none"
          className="h5-send-code"
          loading={sending}
          disabled={secondsLeft > 0}
          onClick={() => send(target)}
        >
          {secondsLeft > 0 ? `${secondsLeft}s后重发` : '获取验证码'}
        </Button>
      }
    >
      <Input
        aria-label="验证码"
        placeholder="请输入验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </Form.Item>
  );
}

/** The register `nickname` field. */
export function NicknameField() {
  return (
    <Form.Item name="nickname" rules={[mobileCheckerRule(checkNickname)]}>
      <Input aria-label="用户名" placeholder="请输入用户名" autoComplete="nickname" maxLength={16} />
    </Form.Item>
  );
}

/** A member's first password (register, WeChat bind) or a new one replacing it (reset, change). */
const WORDING = {
  first: { password: '密码', confirm: '请再次输入密码' },
  renew: { password: '新密码', confirm: CONFIRM_PASSWORD_REQUIRED_MSG },
} as const;

/** The `password` and `confirm` fields; `first` when the member sets their first password. */
export function NewPasswordFields({
  check = checkPasswordHelper,
  first = false,
}: {
  check?: Checker;
  first?: boolean;
}) {
  const wording = first ? WORDING.first : WORDING.renew;
  return (
    <>
      <Form.Item name="password" rules={[mobileCheckerRule(check)]}>
        <Input
          type="password"
          aria-label={wording.password}
          placeholder="8~12位，字母、数字、字符至少两种"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={[mobileConfirmRule(wording.confirm)]}>
        <Input
          type="password"
          aria-label={wording.confirm}
          placeholder={wording.confirm}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}

/** The `agree` checkbox of a new account; the agreements open in a new tab, keeping the form. */
export function ConsentField() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[mobileConsentRule]}>
      <Checkbox className="h5-consent">
        我已阅读并同意
        <a href="/protocol/service" target="_blank" rel="noopener noreferrer">
          《服务协议》
        </a>
        和
        <a href="/protocol/privacy" target="_blank" rel="noopener noreferrer">
          《隐私政策》
        </a>
      </Checkbox>
    </Form.Item>
  );
}
