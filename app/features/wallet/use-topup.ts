/**
 * 充值's state and submit, free of any UI kit (the desktop's topup-form.tsx, the phone's wallet page): a
 * preset amount or 其他 (SPEC §5's decimal rule and the top-up bounds, checked before an order opens), then
 * the shared pay dialog's WeChat QR code (top-up orders accept WeChat only).
 */
import { useState } from 'react';
import { usePay } from '~/features/pay/pay-context';
import { ApiError } from '~/lib/api';
import { checkTopup, TOPUP_PRESETS } from './topup-amount';
import { recharge } from './wallet-api';

export const TOPUP_OTHER = 'other';

/** The choices: each preset in yuan, then 其他. */
export const TOPUP_CHOICES = [
  ...TOPUP_PRESETS.map((yuan) => ({ value: String(yuan), label: `${yuan}元` })),
  { value: TOPUP_OTHER, label: '其他' },
];

export function useTopup(onPaid: () => unknown) {
  const pay = usePay();
  const [choice, setChoiceState] = useState<string>(String(TOPUP_PRESETS[0]));
  const [other, setOtherState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const amount = choice === TOPUP_OTHER ? other.trim() : choice;
    const problem = checkTopup(amount);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const paid = await pay(await recharge(amount));
      if (paid) await onPaid();
    } catch (err) {
      // The API client has shown the message.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return {
    choice,
    setChoice(next: string) {
      setChoiceState(next);
      setError(null);
    },
    other,
    setOther(text: string) {
      setOtherState(text);
      setError(null);
    },
    error,
    busy,
    submit: () => void submit(),
  };
}
