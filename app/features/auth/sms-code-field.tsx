import { SMS_RESEND_SECONDS } from '@common/constants';
import { checkSmsCode, type SmsType } from '@common/validation';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { type PhoneTarget, sendSmsCode } from './auth-api';
import { checkerRule } from './form-rules';

/**
 * The SMS `code` input with its send button (SPEC §4): sending checks the form's phone first, then the
 * button counts down SMS_RESEND_SECONDS; a failed send leaves it usable at once. Sits in a form that
 * has a PhoneField.
 */
export function SmsCodeField({ type }: { type: SmsType }) {
  return (
    <Form.Item>
      <Space.Compact block>
        <Form.Item name="code" rules={[checkerRule(checkSmsCode)]} noStyle>
          <Input
            aria-label="验证码"
            placeholder="请输入验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </Form.Item>
        <SendCodeButton type={type} />
      </Space.Compact>
    </Form.Item>
  );
}

function SendCodeButton({ type }: { type: SmsType }) {
  const form = Form.useFormInstance();
  const { message } = useFeedback();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    let target: PhoneTarget;
    try {
      target = await form.validateFields(['country_code', 'phone']);
    } catch {
      return; // the phone field shows what is wrong
    }
    setSending(true);
    try {
      await sendSmsCode(target, type);
      setSecondsLeft(SMS_RESEND_SECONDS);
      message.success('验证码已发送');
    } catch {
      // The API client has shown the reason; the button stays usable.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className="auth-send-code" onClick={send} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? `${secondsLeft}s后重发` : '获取验证码'}
    </Button>
  );
}
