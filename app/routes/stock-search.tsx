/** /search/{stockId}?type=1&k={keyword} (SPEC §2): searching within one stock's posts. */
import { SITE_NAME } from '@common/constants';
import { revalidateOnNewKeyword } from '~/features/search/search-query';
import { loadStockSearch } from '~/features/stock/stock-loader.server';
import { StockSearchPage } from '~/features/stock/stock-search-page';
import type { Route } from './+types/stock-search';

export const loader = (args: Route.LoaderArgs) => loadStockSearch(args);

export const shouldRevalidate = revalidateOnNewKeyword;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: SITE_NAME }];
  const { stock, keyword } = loaderData;
  return [{ title: `${keyword ? `${keyword} - ` : ''}${stock.name}(${stock.code}) - ${SITE_NAME}` }];
};

export default function StockSearch({ loaderData }: Route.ComponentProps) {
  return <StockSearchPage data={loaderData} />;
}
