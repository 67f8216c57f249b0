/** /search/new?k={keyword}&type={scope} (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadSearch } from '~/features/search/search-loader.server';
import { SearchPage } from '~/features/search/search-page';
import { revalidateOnNewKeyword } from '~/features/search/search-query';
import type { Route } from './+types/search';

export const loader = (args: Route.LoaderArgs) => loadSearch(args);

export const shouldRevalidate = revalidateOnNewKeyword;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.keyword ? `${loaderData.keyword} - 搜索 - ${SITE_NAME}` : `搜索 - ${SITE_NAME}` },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
