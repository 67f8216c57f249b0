/**
 * 订阅: a visitor gets the login dialog; a member's order is paid through the pay dialog (wallet, WeChat
 * or 工分), then the member signs the agreements on /product/order's 待签约 tab.
 */
import { PRODUCT_STATUS } from '@common/product-vocab';
import { useNavigate } from 'react-router';
import { usePay } from '~/features/pay/pay-context';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { useSubmit } from '~/lib/use-submit';
import { orderProduct } from './product-api';

export function useSubscribe(productId: number) {
  const pay = usePay();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<void>(async () => {
    const paid = await pay(await orderProduct(productId));
    if (paid) navigate(`/product/order?status=${PRODUCT_STATUS.WAITING_SIGN}`);
  });
  return { subscribe: requireLogin(() => void submit()), pending };
}
