/**
 * Loaders of the trade-plan pages (DESIGN §3: services in-process). /plan is the member's own (SPEC §2,
 * login required: a visitor gets the login prompt); /h5/plan-share shows a published plan, or the
 * owner's own private one.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'> & { context: AppLoadContext };

const ARTICLE_ID = /^[0-9a-z]{1,32}$/;

/** /plan: the member's plans in their order, the stats and the reminder count. */
export async function loadPlans({ context }: Args) {
  const user = context.user ?? null;
  if (!user) return { mine: null };
  const plans = context.services.plans;
  const [mine, stats, remind] = await Promise.all([
    plans.mine(user.user_id),
    plans.stats(user.user_id),
    plans.countRemind(user.user_id),
  ]);
  return { mine, stats, remind };
}

/** /h5/plan-share?id=: the plan as the viewer may see it. */
export async function loadPlanShare({ request, context }: Args) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!ARTICLE_ID.test(id)) throw data(null, { status: 404 });
  const plan = await orNotFound(() => context.services.plans.detail(id, context.user?.user_id ?? null));
  return { plan };
}
