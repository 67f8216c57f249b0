/** /stock/s/{id} (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadStock } from '~/features/stock/stock-loader.server';
import { StockPage } from '~/features/stock/stock-page';
import type { Route } from './+types/stock';

export const loader = (args: Route.LoaderArgs) => loadStock(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.stock.name}(${loaderData.stock.code}) - ${SITE_NAME}` : SITE_NAME },
];

export default function Stock({ loaderData }: Route.ComponentProps) {
  return <StockPage key={`${loaderData.stock.stock_id}:${loaderData.requestedSort}`} data={loaderData} />;
}
