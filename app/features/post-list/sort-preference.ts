/**
 * SPEC §2: "A stored time preference picks the tab: 0 publish, 1 home, 5 action, 3 thirty-day." The
 * preference is the list order value the reader last chose, kept in localStorage; the bare section paths
 * (`/`, `/study`, `/square`, `/live`) open on it after hydration (the server renders the default).
 */
import { useEffect, useState } from 'react';
import { DEFAULT_SORT, SORT_ORDER, SORTS, type SortSlug } from './list-route';

export const SORT_PREFERENCE_KEY = 'yanshe.listOrder';

/** The value stored for a sort: its list order (0, 1, 3 or 5). */
export const preferenceOfSort = (sort: SortSlug): string => String(SORT_ORDER[sort]);

/** The sort a stored value stands for; anything unknown or missing is the default (hot). */
export function sortFromPreference(raw: string | null | undefined): SortSlug {
  return SORTS.find((sort) => preferenceOfSort(sort) === raw?.trim()) ?? DEFAULT_SORT;
}

/** The stored sort; the default where storage is unavailable (server, private modes). */
export function readSortPreference(): SortSlug {
  try {
    return sortFromPreference(window.localStorage.getItem(SORT_PREFERENCE_KEY));
  } catch {
    return DEFAULT_SORT;
  }
}

export function writeSortPreference(sort: SortSlug): void {
  try {
    window.localStorage.setItem(SORT_PREFERENCE_KEY, preferenceOfSort(sort));
  } catch {
    // Storage full or disabled: the preference is a convenience only.
  }
}

/**
 * The sort a list shows: the one the server rendered, or, when the path named none (`requested` null),
 * the reader's stored preference once hydrated.
 */
export function useListSort(rendered: SortSlug, requested: SortSlug | null): SortSlug {
  const [sort, setSort] = useState<SortSlug>(rendered);
  useEffect(() => {
    if (requested === null) setSort(readSortPreference());
  }, [requested]);
  return sort;
}
