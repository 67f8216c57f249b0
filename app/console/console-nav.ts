/** The console's side menu: CONSOLE_PAGES grouped, each group's pages the role may use (common/console-vocab). */
import { can, type SysRole } from '@common/console-vocab';
import { CONSOLE_PAGES, type ConsolePage } from './console-pages';

/** Menu groups in the order the menu shows them. */
export const CONSOLE_GROUPS: readonly ConsolePage['group'][] = ['内容审核', '市场数据', '站点', '系统'];

export interface ConsoleNavGroup {
  group: ConsolePage['group'];
  pages: ConsolePage[];
}

/** The groups with at least one page the role may use, and only those pages. */
export function consoleNav(role: SysRole, pages: readonly ConsolePage[] = CONSOLE_PAGES): ConsoleNavGroup[] {
  return CONSOLE_GROUPS.map((group) => ({
    group,
    pages: pages.filter((p) => p.group === group && can(role, p.permission)),
  })).filter((g) => g.pages.length > 0);
}

/** The absolute path of a console page. */
export const consolePagePath = (page: ConsolePage) => `/console/${page.path}`;

/** The page a path shows (the longest matching prefix), for the menu's selected entry. */
export function consolePageAt(pathname: string, pages: readonly ConsolePage[] = CONSOLE_PAGES) {
  return [...pages]
    .sort((a, b) => b.path.length - a.path.length)
    .find((p) => pathname === consolePagePath(p) || pathname.startsWith(`${consolePagePath(p)}/`));
}
