/**
 * Loaders of the member centre (DESIGN §3: services in-process). Visitors get null data: the /mine layout
 * shows them the login prompt instead of the page. Lists are paged by `?page=` (OFFSET pages, bounded by
 * MAX_PAGE like every page-numbered list).
 */
import { ACTION_TABS, MINE_ARTICLE_TABS } from '@common/member';
import { MAX_PAGE } from '@common/post-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';
import type { CareKind } from './member-nav';

/** LoaderFunctionArgs types `context` as any; this keeps the service calls type-checked. */
type Args = Pick<LoaderFunctionArgs, 'request'> & { context: AppLoadContext };

export const MINE_PAGE_SIZE = 15;
/** Lists of members: follows, fans and blocks. */
export const PEOPLE_PAGE_SIZE = 20;

const pageOf = (query: URLSearchParams) =>
  Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));

/** The tab a `type` query names, else the first. */
function tabOf<T extends { type: number }>(tabs: readonly T[], raw: string | null): T {
  return tabs.find((t) => String(t.type) === raw) ?? tabs[0];
}

export async function loadMyArticles({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const tab = tabOf(MINE_ARTICLE_TABS, query.get('type')).type;
  const page = pageOf(query);
  const user = context.user;
  if (!user) return { tab, page, posts: null };
  const posts = await context.services.members.myArticles(user.user_id, tab, {
    start: page,
    limit: MINE_PAGE_SIZE,
  });
  return { tab, page, posts };
}

export async function loadMyActions({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const tab = tabOf(ACTION_TABS, query.get('type')).type;
  const page = pageOf(query);
  const user = context.user;
  if (!user) return { tab, page, items: null };
  const items = await context.services.members.actions(user.user_id, tab, {
    start: page,
    limit: MINE_PAGE_SIZE,
  });
  return { tab, page, items };
}

const careKind = (raw: string | null): CareKind => (raw === 'fans' ? 'fans' : 'follow');

/** /mine/care: whom the member follows, or their fans. */
export async function loadMyCare({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const kind = careKind(query.get('type'));
  const page = pageOf(query);
  const user = context.user;
  if (!user) return { kind, page, users: null };
  const users = await context.services.follows.list(
    user.user_id,
    kind,
    { start: page, limit: PEOPLE_PAGE_SIZE },
    user.user_id,
  );
  return { kind, page, users };
}

const USER_ID = /^[1-9]\d{0,15}$/;

/** /user/care?id=&type=: anyone's follow or fan list, as the viewer sees it; an unknown member is a 404. */
export async function loadUserCare({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const id = query.get('id') ?? '';
  if (!USER_ID.test(id)) throw data(null, { status: 404 });
  const kind = careKind(query.get('type'));
  const page = pageOf(query);
  const viewerId = context.user?.user_id ?? null;
  const [owner, users] = await orNotFound(() =>
    Promise.all([
      context.services.follows.home(Number(id), viewerId),
      context.services.follows.list(Number(id), kind, { start: page, limit: PEOPLE_PAGE_SIZE }, viewerId),
    ]),
  );
  return { kind, page, owner: { user_id: owner.user_id, nickname: owner.nickname }, users };
}

/** /mine/black: the members this one blocked. */
export async function loadMyBlocks({ request, context }: Args) {
  const page = pageOf(new URL(request.url).searchParams);
  const user = context.user;
  if (!user) return { page, blocked: null };
  const blocked = await context.services.blocks.list(user.user_id, { start: page, limit: PEOPLE_PAGE_SIZE });
  return { page, blocked };
}

export async function loadMyProfile({ context }: Args) {
  const user = context.user;
  if (!user) return { profile: null, provinces: [], cities: [] };
  const profile = await context.services.users.profile(user.user_id);
  const [provinces, cities] = await Promise.all([
    context.services.areas.listProvinces(),
    profile.province_code ? context.services.areas.listCities(profile.province_code) : [],
  ]);
  return {
    profile,
    provinces: provinces.map((p) => ({ code: p.province_code, name: p.name })),
    cities: cities.map((c) => ({ code: c.city_code, name: c.name })),
  };
}

export async function loadMyPowers({ context }: Args) {
  const user = context.user;
  return { powers: user ? await context.services.members.powers(user.user_id) : null };
}
