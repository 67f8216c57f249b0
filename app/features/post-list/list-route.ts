/**
 * The community list routes of SPEC §2 as pure functions: `/`, `/study`, `/square`, `/live` and their
 * sorted variants `/{section}_{hot|publish|action|30}/{category?}`.
 */
import type { OrderValue, SectionKey } from '@common/post';
import { CATEGORIES, ORDERS, SECTIONS } from '@common/post-vocab';

export const SORTS = ['hot', 'publish', 'action', '30'] as const;
export type SortSlug = (typeof SORTS)[number];

/** The list order each sorted route asks the API for. */
export const SORT_ORDER: Record<SortSlug, OrderValue> = {
  hot: ORDERS.hot,
  publish: ORDERS.publish,
  action: ORDERS.action,
  '30': ORDERS.thirty,
};

export const SORT_LABEL: Record<SortSlug, string> = {
  hot: '最新热度',
  publish: '最新发布',
  action: '最新互动',
  '30': '30日热度',
};

export const DEFAULT_SORT: SortSlug = 'hot';

export const SECTION_KEYS = ['study', 'square', 'live'] as const satisfies readonly SectionKey[];

export const SECTION_TITLE: Record<SectionKey, string> = { study: '研选', square: '广场', live: '生活' };

/** Sections whose lists offer the category chips (生活 has none). */
export const sectionHasCategories = (section: SectionKey) => section !== 'live';

export interface ListRoute {
  section: SectionKey;
  /** null on the bare section paths, where the stored preference picks the sort. */
  sort: SortSlug | null;
  /** '' for all categories. */
  categoryId: string;
}

const LIST_PATH = /^\/(study|square|live)(?:_(hot|publish|action|30)(?:\/([^/]+))?)?\/?$/;

/**
 * The list a path shows, or null when the path is not a list or names an unknown category (a 404).
 * `/` is the research picks.
 */
export function parseListPath(pathname: string): ListRoute | null {
  if (pathname === '/' || pathname === '') return { section: 'study', sort: null, categoryId: '' };
  const match = LIST_PATH.exec(pathname);
  if (!match) return null;
  const categoryId = match[3] ? safeDecode(match[3]) : '';
  if (categoryId && !CATEGORIES.some((c) => c.id === categoryId)) return null;
  return { section: match[1] as SectionKey, sort: (match[2] as SortSlug | undefined) ?? null, categoryId };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path of a sorted list, with an optional category. */
export function listPath(section: SectionKey, sort: SortSlug, categoryId = ''): string {
  return `/${section}_${sort}${categoryId ? `/${encodeURIComponent(categoryId)}` : ''}`;
}

/** What the list API needs for a route and the sort in effect. */
export function listQuery(route: ListRoute, sort: SortSlug) {
  return {
    back_garden: SECTIONS[route.section],
    order: SORT_ORDER[sort],
    category_id: route.categoryId,
  };
}
