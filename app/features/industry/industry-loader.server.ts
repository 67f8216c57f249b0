/**
 * Loaders of the industry-chain pages (DESIGN §3: services in-process): the library's pages with the
 * search keyword in `k` and the page in `page`, and one item.
 */
import { INDUSTRY_PAGE_SIZE } from '@common/industry-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'> & { context: AppLoadContext };

const ID = /^[1-9]\d{0,15}$/;
/** The API's deepest page (common/industry.ts). */
export const INDUSTRY_MAX_PAGE = 100;

export async function loadIndustryList({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const keyword = (query.get('k') ?? '').trim().slice(0, 50);
  const page = Math.min(INDUSTRY_MAX_PAGE, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  const items = await context.services.industry.list({ keyword, start: page, limit: INDUSTRY_PAGE_SIZE });
  return { keyword, page, items };
}

export async function loadIndustryDetail({ params, context }: Args) {
  const raw = params.id ?? params.industry_id ?? '';
  if (!ID.test(raw)) throw data(null, { status: 404 });
  return {
    item: await orNotFound(() => context.services.industry.detail(Number(raw))),
    origin: context.publicOrigin,
  };
}
