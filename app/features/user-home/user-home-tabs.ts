/** The tabs of /u/{id}: path segment, label and the homepage call's `type`. */
import { HOME_TABS } from '@common/social-vocab';

export const USER_HOME_TABS = [
  { segment: '', label: '全部', type: HOME_TABS.all },
  { segment: 'original', label: '原创', type: HOME_TABS.original },
  { segment: 'forward', label: '转发', type: HOME_TABS.forward },
  { segment: 'live', label: '生活', type: HOME_TABS.life },
] as const;

export type UserHomeTab = (typeof USER_HOME_TABS)[number];

/** The tab a path segment names, else 全部. */
export const tabOfSegment = (segment: string): UserHomeTab =>
  USER_HOME_TABS.find((t) => t.segment === segment) ?? USER_HOME_TABS[0];

/** The tab a path names: /u/{id}[/{segment}][/page/{n}]. */
export const tabOfPath = (pathname: string) => tabOfSegment(pathname.split('/')[3] ?? '');

export function userHomeHref(userId: number, tab: UserHomeTab, page = 1): string {
  const base = `/u/${userId}${tab.segment ? `/${tab.segment}` : ''}`;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** A post's key in a member's list: each forward of it is an entry of its own. */
export const homePostKey = (post: { article_id: string; forward?: { create_time: string } }) =>
  post.forward ? `${post.article_id}:${post.forward.create_time}` : post.article_id;
