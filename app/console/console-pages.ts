/**
 * The editors' console's pages (issue 15): one table feeds both the route group (routes.ts) and the
 * console's side menu, so a page and its menu entry cannot drift apart. Paths are under /console.
 */
import type { Permission } from '@common/console-vocab';

export interface ConsolePage {
  /** Route id. */
  id: string;
  /** Path under /console (no leading slash). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Menu label (and the page title). */
  label: string;
  /** Menu group label. */
  group: '内容审核' | '市场数据' | '站点' | '系统';
  /** The permission the page's calls need; the menu hides pages the role may not use. */
  permission: Permission;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [];
