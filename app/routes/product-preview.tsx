/** /product-perview?id=: a red-book product's article previews (SPEC §2 keeps the path's spelling). */
import { SITE_NAME } from '@common/constants';
import { loadProductPreview } from '~/features/product/product-loader.server';
import { ProductPreview } from '~/features/product/product-preview';
import type { Route } from './+types/product-preview';

export const loader = (args: Route.LoaderArgs) => loadProductPreview(args);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `${data.product.name} - ` : ''}红宝书 - ${SITE_NAME}` },
];

export default function ProductPreviewPage({ loaderData }: Route.ComponentProps) {
  return <ProductPreview {...loaderData} />;
}
