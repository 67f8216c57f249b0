/** /h5/image/{date?} (SPEC §2): the day's limit-up overview image on a phone. */
import { SITE_NAME } from '@common/constants';
import { loadActionImage } from '~/features/action/action-loader.server';
import { H5ImagePage } from '~/h5/action/image-page';
import type { Route } from './+types/h5-image';

export const loader = (args: Route.LoaderArgs) => loadActionImage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.count.date} 涨停复盘图 - ${SITE_NAME}` : SITE_NAME },
];

export default function H5Image({ loaderData }: Route.ComponentProps) {
  return <H5ImagePage {...loaderData} />;
}
