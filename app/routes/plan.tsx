/** /plan (SPEC §2: login required, hidden from the header): the member's trade plans and the public ones. */
import { SITE_NAME } from '@common/constants';
import { LoginNeeded } from '~/features/editor/login-needed';
import { loadPlans } from '~/features/plan/plan-loader.server';
import { PlanPage } from '~/features/plan/plan-page';
import type { Route } from './+types/plan';

export const loader = (args: Route.LoaderArgs) => loadPlans(args);

export const meta: Route.MetaFunction = () => [{ title: `交易计划 - ${SITE_NAME}` }];

export default function Plan({ loaderData }: Route.ComponentProps) {
  if (!loaderData.mine) return <LoginNeeded title="登录后使用交易计划" />;
  return <PlanPage mine={loaderData.mine} stats={loaderData.stats} remind={loaderData.remind} />;
}
