/**
 * Loaders of the member centre's money pages (DESIGN §3: services in-process). The balances load once
 * with the /mine layout (the account sidebar shows them, the pages read them from there); each page loads
 * its statement, paged by `?page=` and filtered by `?direction=`. Visitors get null data: the layout shows
 * them the login prompt.
 */
import type { Asset } from '@common/money-vocab';
import { MAX_PAGE } from '@common/post-vocab';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { directionOf, STATEMENT_PAGE_SIZE } from './statement';

type Args = Pick<LoaderFunctionArgs, 'request'> & { context: AppLoadContext };

/** /mine/reward's recent history. */
export const RECENT_LINES = 10;

export async function loadMineBalances({ context }: Args) {
  const user = context.user;
  return { balances: user ? await context.services.ledger.balances(user.user_id) : null };
}

/** One asset's statement page. */
export async function loadStatement({ request, context }: Args, asset: Asset) {
  const query = new URL(request.url).searchParams;
  const direction = directionOf(query.get('direction'));
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  const user = context.user;
  if (!user) return { direction, page, statement: null };
  const statement = await context.services.ledger.statement(user.user_id, asset, {
    direction,
    start: page,
    limit: STATEMENT_PAGE_SIZE,
  });
  return { direction, page, statement };
}

/** Where the fixed 工分 supply stands: unissued in the treasury, and burned. */
export async function loadIntegralSupply({ context }: Pick<Args, 'context'>) {
  const ledger = context.services.ledger;
  const [treasury, burned] = await Promise.all([
    ledger.platformBalance('treasury', 'integral'),
    ledger.platformBalance('burn', 'integral'),
  ]);
  return { treasury, burned };
}

/** /mine/reward: the last lines of the 工分 statement and where the fixed supply stands. */
export async function loadIntegral({ context }: Args) {
  const user = context.user;
  if (!user) return { recent: null, treasury: 0, burned: 0 };
  const [recent, supply] = await Promise.all([
    context.services.ledger.statement(user.user_id, 'integral', {
      direction: 'all',
      start: 1,
      limit: RECENT_LINES,
    }),
    loadIntegralSupply({ context }),
  ]);
  return { recent: recent.rows, ...supply };
}
