/** /h5/share_industry/{industry_id} (SPEC §2): an industry-chain item on a phone. */
import { SITE_NAME } from '@common/constants';
import { loadIndustryDetail } from '~/features/industry/industry-loader.server';
import { H5IndustryPage } from '~/h5/industry/h5-industry-page';
import type { Route } from './+types/h5-share-industry';

export const loader = (args: Route.LoaderArgs) => loadIndustryDetail(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.title} - 产业库 - ${SITE_NAME}` : SITE_NAME },
];

export default function H5ShareIndustry({ loaderData }: Route.ComponentProps) {
  return (
    <H5IndustryPage key={loaderData.item.industry_id} item={loaderData.item} origin={loaderData.origin} />
  );
}
