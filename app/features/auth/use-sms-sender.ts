import { SMS_RESEND_SECONDS, TOAST_SECONDS } from '@common/constants';
import type { SmsType } from '@common/validation';
import { useEffect, useState } from 'react';
import { type PhoneTarget, sendSmsCode } from './auth-api';
import type { ShellToasts } from './shell-auth-effects';

/**
 * The SMS send button's state (SPEC §4): after a send it counts down SMS_RESEND_SECONDS; a failed send
 * leaves it usable at once. `target` resolves to the form's phone, or rejects when the phone field is
 * wrong (the field shows why). Kit-free: the desktop dialogs and the /h5 sheets draw their own button.
 */
export function useSmsSender(type: SmsType, toasts: Pick<ShellToasts, 'success'>) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async (target: () => Promise<PhoneTarget>) => {
    let phone: PhoneTarget;
    try {
      phone = await target();
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendSmsCode(phone, type);
      setSecondsLeft(SMS_RESEND_SECONDS);
      void toasts.success('验证码已发送', TOAST_SECONDS);
    } catch {
      // The API client has shown the reason; the button stays usable.
    } finally {
      setSending(false);
    }
  };
  const waiting = secondsLeft > 0;
  return { sending, waiting, label: waiting ? `${secondsLeft}s后重发` : '获取验证码', send };
}
