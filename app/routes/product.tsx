/** /product: the red-book products (SPEC §2; visitors may view them, SPEC §6). */
import { SITE_NAME } from '@common/constants';
import { ProductList } from '~/features/product/product-list';
import { loadProducts } from '~/features/product/product-loader.server';
import type { Route } from './+types/product';

export const loader = (args: Route.LoaderArgs) => loadProducts(args);

export const meta: Route.MetaFunction = () => [{ title: `红宝书 - ${SITE_NAME}` }];

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductList products={loaderData.products} />;
}
