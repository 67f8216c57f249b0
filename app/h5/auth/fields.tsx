/** The account form fields of the /h5 sheets, with the desktop's texts and rules (features/auth). */
import { DEFAULT_COUNTRY_CODE } from '@common/constants';
import { checkNickname, checkSmsCode, PHONE_REQUIRED_MSG, type SmsType } from '@common/validation';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import {
  type AccountFieldKit,
  COUNTRY_CODE_LABEL,
  ConsentText,
  type NewPasswordProps,
  NICKNAME_FIELD,
  newPasswordFields,
  PHONE_FIELD,
  phoneItem,
  SMS_CODE_FIELD,
  useCountryCodes,
} from '~/features/auth/account-fields';
import type { PhoneTarget } from '~/features/auth/auth-api';
import { checkerRule, consentRule } from '~/features/auth/form-rules';
import { useSmsSender } from '~/features/auth/use-sms-sender';
import { H5_TOASTS } from '../shell/toasts';

/** The `country_code` select (the phone's own picker) and the `phone` input, each a row with its label. */
export function PhoneField({ requiredMessage = PHONE_REQUIRED_MSG }: { requiredMessage?: string }) {
  const codes = useCountryCodes();
  return (
    <>
      <Form.Item name="country_code" label={COUNTRY_CODE_LABEL} initialValue={DEFAULT_COUNTRY_CODE}>
        <select className="h5-country-code">
          {codes.map(({ code, name }) => (
            <option key={`${name}${code}`} value={code}>
              {name} {code}
            </option>
          ))}
        </select>
      </Form.Item>
      <Form.Item {...phoneItem(requiredMessage)}>
        <Input {...PHONE_FIELD.input} clearable />
      </Form.Item>
    </>
  );
}

/** The SMS `code` input and its send button (SPEC §4), in a form with a PhoneField. */
export function SmsCodeField({ type }: { type: SmsType }) {
  return (
    <Form.Item
      name="code"
      className="h5-code-item"
      label={SMS_CODE_FIELD.label}
      rules={[checkerRule(checkSmsCode)]}
      extra={
        // Subscribed to no field: only the form instance is wanted, to check the phone before sending.
        <Form.Subscribe to={[]}>{(_, form) => <SendCodeButton type={type} form={form} />}</Form.Subscribe>
      }
    >
      <Input {...SMS_CODE_FIELD.input} />
    </Form.Item>
  );
}

function SendCodeButton({
  type,
  form,
}: {
  type: SmsType;
  form: { validateFields(names: string[]): Promise<PhoneTarget> };
}) {
  const { sending, waiting, label, send } = useSmsSender(type, H5_TOASTS);
  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      className="h5-send-code"
      loading={sending}
      disabled={waiting}
      onClick={() => send(() => form.validateFields(['country_code', 'phone']))}
    >
      {label}
    </Button>
  );
}

/** The register `nickname` field. */
export function NicknameField() {
  return (
    <Form.Item name="nickname" label={NICKNAME_FIELD.label} rules={[checkerRule(checkNickname)]}>
      <Input {...NICKNAME_FIELD.input} />
    </Form.Item>
  );
}

/** The `password` and `confirm` fields of a new password (features/auth/account-fields.tsx). */
export function NewPasswordFields(props: NewPasswordProps) {
  return newPasswordFields(props).map(({ item, input }) => (
    <Form.Item key={item.name} {...item}>
      <Input type="password" {...input} />
    </Form.Item>
  ));
}

/** The `agree` checkbox of a new account. */
export function ConsentField() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[consentRule]}>
      <Checkbox className="h5-consent">
        <ConsentText />
      </Checkbox>
    </Form.Item>
  );
}

/** The sheets' account fields, for the forms both UIs share (features/auth/account-fields.tsx). */
export const H5_FIELDS: AccountFieldKit = {
  PhoneField,
  SmsCodeField,
  NicknameField,
  NewPasswordFields,
  ConsentField,
};
