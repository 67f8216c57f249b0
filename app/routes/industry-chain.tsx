/** /industryChain (SPEC §2): the industry-chain library with keyword search. */
import { SITE_NAME } from '@common/constants';
import { IndustryListPage } from '~/features/industry/industry-list-page';
import { loadIndustryList } from '~/features/industry/industry-loader.server';
import type { Route } from './+types/industry-chain';

export const loader = (args: Route.LoaderArgs) => loadIndustryList(args);

export const meta: Route.MetaFunction = () => [{ title: `产业库 - ${SITE_NAME}` }];

export default function IndustryChain({ loaderData }: Route.ComponentProps) {
  return <IndustryListPage keyword={loaderData.keyword} page={loaderData.page} items={loaderData.items} />;
}
