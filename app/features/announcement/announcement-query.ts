/**
 * /announcement's URL state: ?tab=qa&stock=&k=&type=&platform=&from=&to=&page=. Kept in the URL so a
 * search survives a reload, a shared link and Back; the loader searches what the URL names.
 */

import type { AnnouncementItem, QaItem } from '@common/announcement';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_SEARCH_MAX,
  ANNOUNCEMENT_TYPES,
  isDate,
  QA_PLATFORMS,
} from '@common/announcement-vocab';
import type { Page } from '../../../server/modules/post/post.service';

export type AnnouncementResults =
  | { tab: 'announcement'; page: Page<AnnouncementItem> }
  | { tab: 'qa'; page: Page<QaItem> };

export type AnnouncementTab = 'announcement' | 'qa';

export interface AnnouncementQuery {
  tab: AnnouncementTab;
  /** A stock as typed: code, name or pinyin (the server resolves it). */
  stock: string;
  keyword: string;
  /** Announcement type ('' all); announcements only. */
  type: string;
  /** szse | sse ('' both); Q&A only. */
  platform: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
}

export const EMPTY_QUERY: AnnouncementQuery = {
  tab: 'announcement',
  stock: '',
  keyword: '',
  type: '',
  platform: '',
  from: '',
  to: '',
  page: 1,
};

/** The deepest page a search reaches (ANNOUNCEMENT_SEARCH_MAX matches). */
export const MAX_ANNOUNCEMENT_PAGE = ANNOUNCEMENT_SEARCH_MAX / ANNOUNCEMENT_PAGE_SIZE;

const text = (raw: string | null, max: number) => (raw ?? '').trim().slice(0, max);

export function parseAnnouncementQuery(params: URLSearchParams): AnnouncementQuery {
  const type = text(params.get('type'), 20);
  const platform = text(params.get('platform'), 10);
  const date = (raw: string | null) => (raw && isDate(raw) ? raw : '');
  let from = date(params.get('from'));
  let to = date(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'qa' ? 'qa' : 'announcement',
    stock: text(params.get('stock'), 20),
    keyword: text(params.get('k'), 50),
    type: (ANNOUNCEMENT_TYPES as readonly string[]).includes(type) ? type : '',
    platform: (QA_PLATFORMS as readonly string[]).includes(platform) ? platform : '',
    from,
    to,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_ANNOUNCEMENT_PAGE) : 1,
  };
}

/** The query string of a search, leaving out what is empty or default. */
export function announcementParamsOf(q: AnnouncementQuery): string {
  const params = new URLSearchParams();
  if (q.tab === 'qa') params.set('tab', 'qa');
  if (q.stock) params.set('stock', q.stock);
  if (q.keyword) params.set('k', q.keyword);
  if (q.tab === 'announcement' && q.type) params.set('type', q.type);
  if (q.tab === 'qa' && q.platform) params.set('platform', q.platform);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The body of /api/v1/tool/announcement/search (and of its export, without the paging). */
export const announcementBody = (q: AnnouncementQuery) => ({
  stock: q.stock,
  keyword: q.keyword,
  type: q.type,
  start_date: q.from,
  end_date: q.to,
  start: q.page,
  limit: ANNOUNCEMENT_PAGE_SIZE,
});

export const qaBody = (q: AnnouncementQuery) => ({
  stock: q.stock,
  keyword: q.keyword,
  platform: q.platform,
  start_date: q.from,
  end_date: q.to,
  start: q.page,
  limit: ANNOUNCEMENT_PAGE_SIZE,
});
