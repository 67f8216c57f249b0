/** The pay calls of docs/api/money.md (login required; errCode "1" opens the login dialog). */
import type { Balances, PayOrder } from '@common/money';
import type { PayType } from '@common/money-vocab';
import { api } from '~/lib/api';

/** Pays an order: wallet and 工分 complete inside the call (pay_status 2); WeChat answers a code_url. */
export const payOrder = (orderId: number, payType: PayType) =>
  api<PayOrder>('/api/v1/pay-order/pay', { pay_order_id: orderId, pay_type: payType, pc: 1 });

/** An order's state, polled while a WeChat QR code shows; a failure shows its message (SPEC §8). */
export const orderInfo = (orderId: number) => api<PayOrder>('/api/v1/pay-order/info', { id: orderId });

/** The member's wallet (fen), 工分 and 养分; the pay dialog shows them beside the pay types. */
export const walletInfo = () => api<Balances>('/api/v1/user/wallet/info', {}, { quiet: true });
