/** /match/{id?} (SPEC §2): the trading competition; login required (the login gate asks visitors). */
import { SITE_NAME } from '@common/constants';
import { loadMatch } from '~/features/competition/competition-loader.server';
import { MatchPage } from '~/features/competition/match-page';
import type { Route } from './+types/match';

export const loader = (args: Route.LoaderArgs) => loadMatch(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.detail?.competition.name ?? '实盘大赛'} - ${SITE_NAME}` },
];

export default function Match({ loaderData }: Route.ComponentProps) {
  return <MatchPage key={loaderData.detail?.competition.id ?? 0} data={loaderData} />;
}
