/** /h5/plan-share?id= (SPEC §2): a trade plan as an image card to share. */
import { SITE_NAME } from '@common/constants';
import { H5PlanShare } from '~/features/plan/h5-plan-share';
import { loadPlanShare } from '~/features/plan/plan-loader.server';
import type { Route } from './+types/h5-plan-share';

export const loader = (args: Route.LoaderArgs) => loadPlanShare(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.plan.title} - 交易计划 - ${SITE_NAME}` : SITE_NAME },
];

export default function H5PlanShareRoute({ loaderData }: Route.ComponentProps) {
  return <H5PlanShare key={loaderData.plan.article_id} plan={loaderData.plan} />;
}
