/**
 * /u/{id}[/{tab}][/page/{n}] and /focus (DESIGN §3: services in-process). An unknown member is the 404
 * page; a list that fails still renders the header with an empty list (SPEC §8).
 */
import { LIST_PAGE_SIZE } from '@common/constants';
import type { Medal } from '@common/medal';
import { MAX_PAGE } from '@common/post-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import type { PostPage } from '~/features/post-list/post-types';
import { orNotFound } from '~/lib/loader-helpers.server';
import { tabOfPath } from './user-home-tabs';

const USER_ID = /^[1-9]\d{0,15}$/;
const PAGE = /^[1-9]\d{0,2}$/;

export async function loadUserHome({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  if (!params.userId || !USER_ID.test(params.userId)) throw data(null, { status: 404 });
  if (params.page !== undefined && (!PAGE.test(params.page) || Number(params.page) > MAX_PAGE)) {
    throw data(null, { status: 404 });
  }
  const userId = Number(params.userId);
  const page = Number(params.page ?? 1);
  const tab = tabOfPath(url.pathname);
  const viewerId = context.user?.user_id ?? null;
  const home = await orNotFound(() => context.services.follows.home(userId, viewerId));
  const [posts, medals] = await Promise.all([
    context.services.follows
      .homeArticles(userId, tab.type, { start: page, limit: LIST_PAGE_SIZE }, viewerId)
      .catch((error) => {
        console.error('列表加载失败', error);
        return null;
      }),
    // Medals are decoration: the header renders without them (SPEC §4 keeps this call silent).
    context.services.medals.list(userId).catch((error): Medal[] => {
      console.error('勋章加载失败', error);
      return [];
    }),
  ]);
  return { home, tab: tab.segment, page, posts, medals };
}

export type UserHomeLoaderData = Awaited<ReturnType<typeof loadUserHome>>;

/**
 * /focus: page 1 of the followed members' posts, and when that is empty (a new member follows nobody)
 * authors and stocks to follow; visitors get the login prompt instead.
 */
export async function loadFocus({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const origin = context.publicOrigin;
  const viewerId = context.user?.user_id;
  if (!viewerId) return { loggedIn: false as const, initial: null, suggestions: null, origin };
  const pageTime = Date.now();
  let page: PostPage | null = null;
  try {
    page = await context.services.follows.feed(viewerId, 0, { start: 1, limit: LIST_PAGE_SIZE });
  } catch (error) {
    console.error('列表加载失败', error);
  }
  // Suggestions are a help, not the page: it renders without them.
  const suggestions =
    page?.result.length === 0
      ? await context.services.follows.suggestions(viewerId).catch((error): null => {
          console.error('推荐关注加载失败', error);
          return null;
        })
      : null;
  return { loggedIn: true as const, initial: { page, pageTime, failed: page === null }, suggestions, origin };
}
