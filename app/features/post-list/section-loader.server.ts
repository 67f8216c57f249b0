/** Page 1 of a community list, rendered on the server (DESIGN §3: loaders call services in-process). */
import { LIST_PAGE_SIZE } from '@common/constants';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_SORT, listQuery, parseListPath } from './list-route';
import type { PostPage } from './post-types';

export async function loadSection({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const route = parseListPath(url.pathname);
  if (!route) throw data(null, { status: 404 });
  const sort = route.sort ?? DEFAULT_SORT;
  const query = listQuery(route, sort);
  const pageTime = Date.now();
  let page: PostPage | null = null;
  try {
    // Lists carry no viewer state (likes, collections), so every reader gets the same page 1.
    page = await context.services.posts.community(
      {
        section: query.back_garden,
        order: query.order,
        categoryId: query.category_id,
        start: 1,
        limit: LIST_PAGE_SIZE,
      },
      null,
    );
  } catch (error) {
    // SPEC §8: the page still renders, with the empty state and the slow-loading hint.
    console.error('列表加载失败', error);
  }
  // The banner's slides: an in-process copy (SiteService), so the home page carries them at no cost; a
  // change bumps the page cache's version (server/plugins/ssr.ts).
  const banners = await context.services.site.bannerSlides().catch((error) => {
    console.error('横幅加载失败', error);
    return undefined;
  });
  // The sidebar's QR codes from the settings (cached in process like the slides).
  const qr = await context.services.site.sidebarQr(context.publicOrigin).catch((error) => {
    console.error('二维码配置加载失败', error);
    return undefined;
  });
  return {
    route,
    sort,
    banners,
    qr,
    initial: { page, pageTime, failed: page === null },
    /** For the sidebar's absolute QR code links. */
    origin: context.publicOrigin,
  };
}

export type SectionLoaderData = Awaited<ReturnType<typeof loadSection>>;
