/**
 * Holds the one open pay dialog behind PayContext (pay-context.ts). Kit-free: each shell passes its own
 * dialog, loaded lazily, so no page's first load carries it (pay-provider.tsx for the desktop's).
 */
import type { PayOrder } from '@common/money';
import { type ComponentType, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { type Pay, PayContext, type PayOptions } from './pay-context';

export interface PayDialogProps extends PayOptions {
  order: PayOrder;
  /** The paid order, or null when the member closed the dialog or the payment failed. */
  onDone: (paid: PayOrder | null) => void;
}

interface Request extends PayOptions {
  order: PayOrder;
  resolve: (paid: PayOrder | null) => void;
}

export function PayHost({
  dialog: Dialog,
  children,
}: {
  dialog: ComponentType<PayDialogProps>;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<Request | null>(null);
  const open = useRef<Request | null>(null);
  const pay = useCallback<Pay>(
    (order, options = {}) =>
      new Promise((resolve) => {
        // One dialog at a time: a new payment answers the one it replaces as not paid.
        open.current?.resolve(null);
        open.current = { ...options, order, resolve };
        setRequest(open.current);
      }),
    [],
  );
  const done = (paid: PayOrder | null) => {
    const current = open.current;
    open.current = null;
    setRequest(null);
    current?.resolve(paid);
  };
  return (
    <PayContext value={pay}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <Dialog
            key={request.order.pay_order_id}
            order={request.order}
            payType={request.payType}
            onDone={done}
          />
        </Suspense>
      )}
    </PayContext>
  );
}
