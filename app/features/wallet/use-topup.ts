/**
 * 充值's state and submit, free of any UI kit (the desktop's topup-form.tsx, the phone's wallet page): a
 * preset amount or 其他 (SPEC §5's decimal rule and the top-up bounds, checked before an order opens), then
 * the shared pay dialog's WeChat QR code (top-up orders accept WeChat only).
 */
import { usePay } from '~/features/pay/pay-context';
import { useAmountChoice } from '~/features/pay/use-amount-choice';
import { useSubmit } from '~/lib/use-submit';
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
  const { setError, ...amount } = useAmountChoice<string>(String(TOPUP_PRESETS[0]));
  const { submit, pending } = useSubmit<void>(async () => {
    const typed = amount.choice === TOPUP_OTHER ? amount.other.trim() : amount.choice;
    const problem = checkTopup(typed);
    setError(problem);
    if (problem) return;
    if (await pay(await recharge(typed))) await onPaid();
  });
  return { ...amount, busy: pending, submit: () => void submit() };
}
