/** The phone's pay sheet behind PayContext (as pay-provider.tsx on the desktop); its code loads on the first payment. */
import type { ReactNode } from 'react';
import { lazyNamed } from '~/components/deferred';
import { PayHost } from '~/features/pay/pay-host';

const PaySheet = lazyNamed(() => import('./pay-sheet'), 'PaySheet');

export function H5PayProvider({ children }: { children: ReactNode }) {
  return <PayHost dialog={PaySheet}>{children}</PayHost>;
}
