/** The stock page's post sorts: the section lists' four, named by `?sort=` (absent: the stored preference). */
import { SORTS, type SortSlug } from '~/features/post-list/list-route';

export const parseSortParam = (raw: string | null): SortSlug | null =>
  SORTS.find((sort) => sort === raw) ?? null;

export const sortHref = (sort: SortSlug) => `?${new URLSearchParams({ sort })}`;
