/** The desktop's pay dialog behind PayContext; its code (antd's Modal, Radio, QRCode) loads on the first payment. */
import type { ReactNode } from 'react';
import { lazyNamed } from '~/components/deferred';
import { PayHost } from './pay-host';

const PayDialog = lazyNamed(() => import('./pay-dialog'), 'PayDialog');

export function PayProvider({ children }: { children: ReactNode }) {
  return <PayHost dialog={PayDialog}>{children}</PayHost>;
}
