/**
 * Paying an order, from any feature (products, bounties, rewards, the wallet top-up, the newest-post tool):
 *
 *   const pay = usePay();
 *   const order = await rewardArticle({ ... });   // any call answering a PayOrder (common/money.ts)
 *   const paid = await pay(order);                 // the paid PayOrder, or null: closed, cancelled or failed
 *   const paid = await pay(order, { payType: PAY_TYPE.WALLET }); // start on a pay type the order accepts
 *   if (paid) reload();
 *
 * The desktop layout provides it (pay-provider.tsx: the antd dialog, loaded on the first call); the phone
 * site gives PayHost (pay-host.tsx) its own dialog over the same flow (use-pay-flow.ts). The dialog shows
 * the subject and price, the pay types the order accepts (微信支付 first when accepted, SPEC §9) and the
 * member's balances; wallet and 工分 complete on 确认支付, WeChat shows a 160 px QR code polled every 5 s
 * until paid (SPEC §4). A pay failure closes the dialog with its message; a failed poll shows it and stops
 * (SPEC §8). The success toast is the dialog's: callers only refresh what the payment changed.
 */
import type { PayOrder } from '@common/money';
import type { PayType } from '@common/money-vocab';
import { createContext, useContext } from 'react';

export interface PayOptions {
  /** The pay type the dialog starts on (a reward's dialog lets the member pick it first). */
  payType?: PayType;
}

export type Pay = (order: PayOrder, options?: PayOptions) => Promise<PayOrder | null>;

export const PayContext = createContext<Pay | null>(null);

export function usePay(): Pay {
  const pay = useContext(PayContext);
  if (!pay) throw new Error('usePay outside a PayHost');
  return pay;
}
