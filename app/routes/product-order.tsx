/** /product/order: the member's red-book orders (SPEC §2, login required: a visitor is asked to log in). */
import { SITE_NAME } from '@common/constants';
import { LoginNeeded } from '~/features/editor/login-needed';
import { loadProductOrders } from '~/features/product/product-loader.server';
import { ProductOrders } from '~/features/product/product-orders';
import type { Route } from './+types/product-order';

export const loader = (args: Route.LoaderArgs) => loadProductOrders(args);

export const meta: Route.MetaFunction = () => [{ title: `我的订单 - ${SITE_NAME}` }];

export default function ProductOrder({ loaderData }: Route.ComponentProps) {
  const { status, page, orders } = loaderData;
  if (!orders) return <LoginNeeded title="登录后查看我的订单" />;
  return <ProductOrders status={status} page={page} orders={orders} />;
}
