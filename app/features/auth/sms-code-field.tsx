import { checkSmsCode, type SmsType } from '@common/validation';
import { Button, Form, Input, type InputProps, Space } from 'antd';
import { SMS_CODE_FIELD } from './account-fields';
import type { PhoneTarget } from './auth-api';
import { useDesktopToasts } from './desktop-toasts';
import { checkerRule } from './form-rules';
import { useSmsSender } from './use-sms-sender';

/** The SMS `code` input with its send button (SPEC §4), in a form that has a PhoneField. */
export function SmsCodeField({ type }: { type: SmsType }) {
  return (
    <Form.Item name="code" label={SMS_CODE_FIELD.label} rules={[checkerRule(checkSmsCode)]}>
      <CodeInput type={type} />
    </Form.Item>
  );
}

/** The code input (given its id, value and onChange by the form item) joined to the send button. */
function CodeInput({ type, ...input }: InputProps & { type: SmsType }) {
  return (
    <Space.Compact block>
      <Input {...SMS_CODE_FIELD.input} {...input} />
      <SendCodeButton type={type} />
    </Space.Compact>
  );
}

function SendCodeButton({ type }: { type: SmsType }) {
  const form = Form.useFormInstance<PhoneTarget>();
  const { sending, waiting, label, send } = useSmsSender(type, useDesktopToasts());
  return (
    <Button
      className="auth-send-code"
      onClick={() => send(() => form.validateFields(['country_code', 'phone']))}
      loading={sending}
      disabled={waiting}
    >
      {label}
    </Button>
  );
}
