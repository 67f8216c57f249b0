/** The member's balances, loaded once with the /mine layout (its account sidebar shows them too). */
import type { Balances } from '@common/money';
import { useRouteLoaderData } from 'react-router';
import type { loadMineBalances } from './wallet-loader.server';

export const MINE_LAYOUT_ID = 'mine-layout';

export function useBalances(): Balances | null {
  return useRouteLoaderData<typeof loadMineBalances>(MINE_LAYOUT_ID)?.balances ?? null;
}
