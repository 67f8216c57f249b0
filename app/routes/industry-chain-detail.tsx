/** /industryChain/{id} (SPEC §2): one industry-chain item. */
import { SITE_NAME } from '@common/constants';
import { IndustryDetailPage } from '~/features/industry/industry-detail-page';
import { loadIndustryDetail } from '~/features/industry/industry-loader.server';
import type { Route } from './+types/industry-chain-detail';

export const loader = (args: Route.LoaderArgs) => loadIndustryDetail(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.title} - 产业库 - ${SITE_NAME}` : SITE_NAME },
];

export default function IndustryChainDetail({ loaderData }: Route.ComponentProps) {
  return (
    <IndustryDetailPage key={loaderData.item.industry_id} item={loaderData.item} origin={loaderData.origin} />
  );
}
