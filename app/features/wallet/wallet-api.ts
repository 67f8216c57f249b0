/** The wallet's own call (docs/api/money.md); paying the order it opens is the pay dialog's. */
import type { PayOrder } from '@common/money';
import { api } from '~/lib/api';

/** Opens a top-up order of `money` yuan (a decimal string), paid by WeChat. */
export const recharge = (money: string) => api<PayOrder>('/api/v1/user/wallet/recharge', { money });
