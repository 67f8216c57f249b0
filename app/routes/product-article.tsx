/** /product-article/{id}: a red-book article, whole for subscribers in effect, else its preview. */
import { SITE_NAME } from '@common/constants';
import { ProductArticle } from '~/features/product/product-article';
import { loadProductArticle } from '~/features/product/product-loader.server';
import type { Route } from './+types/product-article';

export const loader = (args: Route.LoaderArgs) => loadProductArticle(args);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `${data.article.title} - ` : ''}红宝书 - ${SITE_NAME}` },
];

export default function ProductArticlePage({ loaderData }: Route.ComponentProps) {
  return <ProductArticle article={loaderData.article} />;
}
