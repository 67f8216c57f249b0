/**
 * The pay dialog's logic, free of any UI kit (the desktop's pay-dialog.tsx, the phone's h5/money/pay-sheet.tsx): the pay
 * type, the balances, 确认支付, and the WeChat QR code's status polling (SPEC §4, §8).
 */
import { PAY_POLL_MS, PAY_TYPE } from '@common/constants';
import { formatPrice } from '@common/format';
import type { Balances, PayOrder } from '@common/money';
import { MONEY_MSG, PAY_STATUS, PAY_TYPE_NAMES, PAY_TYPES, type PayType } from '@common/money-vocab';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { orderInfo, payOrder, walletInfo } from './pay-api';
import type { PayDialogProps } from './pay-host';

export const PAID_MSG = '支付成功';

/** The kit's toasts the flow answers with (1.5 s, SPEC §9). */
export interface PayToasts {
  success(text: string): unknown;
  error(text: string): unknown;
}

/** The pay types an order accepts, in the site's order (wallet, WeChat, 工分). */
export const acceptedPayTypes = (order: PayOrder): PayType[] =>
  PAY_TYPES.filter((t) => order.pay_types.includes(t));

/** The wanted type when the order accepts it, else WeChat (SPEC §9's default), else the first accepted. */
export function initialPayType(order: PayOrder, wanted?: PayType): PayType {
  const accepted = acceptedPayTypes(order);
  if (wanted && accepted.includes(wanted)) return wanted;
  if (accepted.includes(PAY_TYPE.WECHAT)) return PAY_TYPE.WECHAT;
  return accepted[0] ?? PAY_TYPE.WECHAT;
}

/** What the member pays: 工分 when paying with them or when the order is priced in them, else yuan. */
export function priceText(order: PayOrder, payType: PayType): string {
  if (payType === PAY_TYPE.WORK_POINTS || order.money === 0) return `${order.integral} 工分`;
  return `¥ ${formatPrice(order.money)}`;
}

/** A pay type's name with what the member holds of it. */
export function payTypeLabel(type: PayType, balances: Balances | null): string {
  const name = PAY_TYPE_NAMES[type];
  if (!balances) return name;
  if (type === PAY_TYPE.WALLET) return `${name}（余额 ¥${formatPrice(balances.money)}）`;
  if (type === PAY_TYPE.WORK_POINTS) return `${name}（可用 ${balances.integral} 工分）`;
  return name;
}

/** A development QR code points at this site's scan-to-pay page: a tester without a phone may open it. */
export function localPayPage(codeUrl: string | null, origin: string): string | null {
  return codeUrl?.startsWith(`${origin}/`) ? codeUrl : null;
}

/**
 * Polls the order every PAY_POLL_MS while `orderId` is set and not stopped: paid → `onPaid`; closed →
 * `onClosed`; a failed call stops polling (the API client has shown its message, SPEC §8). `resume`
 * starts again after a stop.
 */
export function useOrderPoll(
  orderId: number | null,
  onPaid: (order: PayOrder) => void,
  onClosed: () => void,
): { stopped: boolean; resume: () => void } {
  const [polling, setPolling] = useState(true);
  const handlers = useRef({ onPaid, onClosed });
  handlers.current = { onPaid, onClosed };

  useEffect(() => {
    if (orderId === null || !polling) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const order = await orderInfo(orderId);
        if (!live) return;
        if (order.pay_status === PAY_STATUS.PAID) handlers.current.onPaid(order);
        else if (order.pay_status === PAY_STATUS.CLOSED) handlers.current.onClosed();
        else timer = setTimeout(tick, PAY_POLL_MS);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (live) setPolling(false);
      }
    };
    timer = setTimeout(tick, PAY_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, polling]);

  return { stopped: !polling, resume: () => setPolling(true) };
}

export function usePayFlow({ order, payType: wanted, onDone }: PayDialogProps, toasts: PayToasts) {
  const [payType, setPayType] = useState<PayType>(() => initialPayType(order, wanted));
  const [balances, setBalances] = useState<Balances | null>(null);
  const [paying, setPaying] = useState(false);
  /** The WeChat order whose QR code shows. */
  const [scanning, setScanning] = useState<PayOrder | null>(null);

  useEffect(() => {
    let live = true;
    // Without balances the dialog still pays; the server checks them anyway.
    walletInfo().then(
      (b) => live && setBalances(b),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const paid = (result: PayOrder) => {
    toasts.success(PAID_MSG);
    onDone(result);
  };
  const failed = (text: string) => {
    toasts.error(text);
    onDone(null);
  };

  const poll = useOrderPoll(scanning?.pay_order_id ?? null, paid, () => failed(MONEY_MSG.orderClosed));

  const confirm = async () => {
    setPaying(true);
    try {
      const result = await payOrder(order.pay_order_id, payType);
      if (result.pay_status === PAY_STATUS.PAID) paid(result);
      else if (result.code_url) setScanning(result);
      else failed(MONEY_MSG.payFailed);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Pay failure closes the dialog; the API client has shown the message (SPEC §8).
      onDone(null);
    } finally {
      setPaying(false);
    }
  };

  return {
    payTypes: acceptedPayTypes(order),
    payType,
    setPayType,
    price: priceText(order, payType),
    balances,
    paying,
    confirm: () => void confirm(),
    cancel: () => onDone(null),
    codeUrl: scanning?.code_url ?? null,
    pollStopped: poll.stopped,
    resumePoll: poll.resume,
  };
}
