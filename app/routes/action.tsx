/** /action/{date?} (SPEC §2): a trading day's 异动; visitors may view it (SPEC §6). */
import { SITE_NAME } from '@common/constants';
import { loadActionDay } from '~/features/action/action-loader.server';
import { ActionPage } from '~/features/action/action-page';
import type { Route } from './+types/action';

export const loader = (args: Route.LoaderArgs) => loadActionDay(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.count.date} 异动解析 - ${SITE_NAME}` : `异动解析 - ${SITE_NAME}` },
];

export default function Action({ loaderData }: Route.ComponentProps) {
  return <ActionPage key={loaderData.count.date} data={loaderData} />;
}
