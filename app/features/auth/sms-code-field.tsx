import { checkSmsCode, type SmsType } from '@common/validation';
import { Button, Form, Input, Space } from 'antd';
import { SMS_CODE_INPUT } from './account-fields';
import type { PhoneTarget } from './auth-api';
import { useDesktopToasts } from './desktop-toasts';
import { checkerRule } from './form-rules';
import { useSmsSender } from './use-sms-sender';

/** The SMS `code` input with its send button (SPEC §4), in a form that has a PhoneField. */
export function SmsCodeField({ type }: { type: SmsType }) {
  return (
    <Form.Item>
      <Space.Compact block>
        <Form.Item name="code" rules={[checkerRule(checkSmsCode)]} noStyle>
          <Input {...SMS_CODE_INPUT} />
        </Form.Item>
        <SendCodeButton type={type} />
      </Space.Compact>
    </Form.Item>
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
