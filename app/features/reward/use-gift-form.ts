/**
 * 赠送工分's state and submit, free of any UI kit (the desktop's gift-dialog.tsx, the phone's
 * h5/money/gift-sheet.tsx): the amount checked by gift-amount.ts, then the gift order paid in 工分 through
 * the shared pay dialog.
 */
import { PAY_TYPE } from '@common/constants';
import { useState } from 'react';
import { useSubmit } from '~/lib/use-submit';
import { usePay } from '../pay/pay-context';
import { giftAmount } from './gift-amount';
import { giftIntegral } from './reward-api';

export function useGiftForm(userId: number, onClose: () => void) {
  const pay = usePay();
  const [text, setTextState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { submit, pending } = useSubmit<void>(async () => {
    const amount = giftAmount(text);
    if ('error' in amount) {
      setError(amount.error);
      return;
    }
    const order = await giftIntegral(userId, amount.integral);
    onClose();
    if (await pay(order, { payType: PAY_TYPE.WORK_POINTS })) setTextState('');
  });
  return {
    text,
    setText(next: string) {
      setTextState(next);
      setError(null);
    },
    error,
    pending,
    submit: () => void submit(),
  };
}
