/**
 * /match/{id?} (SPEC §2): the competition (the current one without an id), its ranking's first page, the
 * member's application and the list of competitions. Services in-process (DESIGN §3).
 */
import type { Competition, CompetitionDetail } from '@common/competition';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { isNotFound } from '~/lib/loader-helpers.server';

type Args = Pick<LoaderFunctionArgs, 'params'> & { context: AppLoadContext };

export interface MatchPageData {
  detail: CompetitionDetail | null;
  others: Competition[];
}

export const RANK_PAGE_SIZE = 20;

export async function loadMatch({ params, context }: Args): Promise<MatchPageData> {
  const raw = params.id;
  if (raw !== undefined && !/^[1-9]\d{0,15}$/.test(raw)) throw data(null, { status: 404 });
  const competitions = context.services.competitions;
  const viewer = context.user?.user_id ?? null;
  let detail: CompetitionDetail | null = null;
  try {
    detail = await competitions.detail(viewer, raw ? Number(raw) : undefined, RANK_PAGE_SIZE);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // A missing id is the 404 page; no competition at all is the page's empty state.
    if (raw) throw data(null, { status: 404 });
  }
  const { result } = await competitions.list(1, 20);
  return { detail, others: result };
}
