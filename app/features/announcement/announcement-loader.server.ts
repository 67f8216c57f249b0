/**
 * Loaders of the announcement pages (DESIGN §3: services in-process). Visitors may read announcements
 * (SPEC §6), and nothing here depends on the viewer.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';
import {
  type AnnouncementResults,
  announcementBody,
  parseAnnouncementQuery,
  qaBody,
} from './announcement-query';

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'> & { context: AppLoadContext };

const ID = /^[1-9]\d{0,15}$/;
/** Other announcements of the same company on the detail page. */
const RELATED = 10;

/** /announcement?…: the search the URL names; a failed search still renders the form (SPEC §8). */
export async function loadAnnouncementSearch({ request, context }: Args) {
  const query = parseAnnouncementQuery(new URL(request.url).searchParams);
  const { announcements } = context.services;
  try {
    const results: AnnouncementResults =
      query.tab === 'qa'
        ? { tab: 'qa', page: await announcements.qaSearch(qaBody(query)) }
        : { tab: 'announcement', page: await announcements.search(announcementBody(query)) };
    return { query, results, failed: false };
  } catch (error) {
    console.error('公告搜索失败', error);
    return { query, results: null, failed: true };
  }
}

/** /announcement/{id} and /h5/announcement/{id}: the announcement and its company's latest others. */
export async function loadAnnouncement({ params, context }: Args) {
  if (!ID.test(params.id ?? '')) throw data(null, { status: 404 });
  const { announcements } = context.services;
  const announcement = await orNotFound(() => announcements.detail(Number(params.id)));
  const others = await announcements.search({
    stock: '',
    stock_id: announcement.stock.stock_id,
    keyword: '',
    type: '',
    start_date: '',
    end_date: '',
    start: 1,
    limit: RELATED + 1,
  });
  return {
    announcement,
    related: others.result.filter((a) => a.id !== announcement.id).slice(0, RELATED),
  };
}
