/**
 * One chunk per shell: every module the root route imports statically is needed by every page's first
 * load, every module the desktop layout imports statically (antd's core, the header, the account code)
 * by every desktop page's, what the mobile layout imports (antd-mobile's bars) by every /h5 page's, and
 * what both budgeted pages (home, article) import by each of them; what the two sites share is a shell of
 * its own, so a phone never loads antd. Each shell is one request rather than the
 * sixty-odd shared chunks Rolldown would otherwise cut along the lines of which pages and on-demand chunks
 * happen to share each module (issue 12: ≤ 40 files per page).
 *
 * The plugin records each shell's static import closure once the module graph is complete (buildEnd);
 * the groups it hands out go to Rolldown's code splitting (vite.config.ts), which tests modules against
 * them only when it cuts chunks, after that. antd and its icons are imported per component (see
 * antd-css-plugin.ts), so a closure holds the components a shell uses, not antd's whole barrel.
 */
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

interface Shell {
  name: string;
  /**
   * Its modules, given each set of roots' static import closure (directly or not) without the modules an
   * earlier shell took.
   */
  modules(closure: (roots: RegExp[]) => Set<string>): Iterable<string>;
}

const ROOT = [/[\\/]app[\\/]root\.tsx(?:\?|$)/, /[\\/]entry\.client\.tsx(?:\?|$)/];
const DESKTOP_LAYOUT = [/[\\/]app[\\/]desktop[\\/]layout\.tsx(?:\?|$)/];
const H5_LAYOUT = [/[\\/]app[\\/]h5[\\/]layout\.tsx(?:\?|$)/];
const HOME = [/[\\/]app[\\/]routes[\\/]home\.tsx(?:\?|$)/];
const ARTICLE = [/[\\/]app[\\/]routes[\\/]article\.tsx(?:\?|$)/];
/** The mobile site (/h5): its layout and its route modules (routes/h5-*.tsx). */
const H5 = [...H5_LAYOUT, /[\\/]app[\\/]routes[\\/]h5-[^\\/]+\.tsx(?:\?|$)/];
/** The desktop site: its layout and every other route module. */
const DESKTOP = [...DESKTOP_LAYOUT, /[\\/]app[\\/]routes[\\/](?!h5-)[^\\/]+\.tsx?(?:\?|$)/];

const both = (a: Iterable<string>, b: Set<string>) => [...a].filter((id) => b.has(id));

const SHELLS: Shell[] = [
  { name: 'shell-root', modules: (closure) => closure(ROOT) },
  // What a shell of one site shares with the other site's pages (the kit-free account, format and post
  // code). Rolldown puts a module's dependencies in the chunk that captured it, so left to the desktop's
  // shells these would bring antd into a phone's page, and the mobile shell antd-mobile into desktop ones.
  {
    name: 'shell-common',
    modules(closure) {
      const h5 = closure(H5);
      const desktopPages = new Set(both(closure(HOME), closure(ARTICLE)));
      return [
        ...both(closure(DESKTOP_LAYOUT), h5),
        ...both(desktopPages, h5),
        ...both(closure(H5_LAYOUT), closure(DESKTOP)),
      ];
    },
  },
  { name: 'shell-desktop', modules: (closure) => closure(DESKTOP_LAYOUT) },
  { name: 'shell-h5', modules: (closure) => closure(H5_LAYOUT) },
  // What the budgeted pages (home and article) both show at first paint: the post card, antd's tooltip,
  // tag and card. Rolldown would cut it into a dozen small chunks along the lines of which other pages and
  // on-demand chunks (the header's search and menus) share each piece.
  { name: 'shell-pages', modules: (closure) => both(closure(HOME), closure(ARTICLE)) },
];

export function shellChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const members = SHELLS.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'yanshe:shell-chunks',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      // A module of an earlier shell (the root's) stays there.
      const taken = new Set<string>();
      const closure = (roots: RegExp[]) => {
        const found = new Set<string>();
        const queue = ids.filter((id) => roots.some((root) => root.test(id)));
        while (queue.length > 0) {
          const id = queue.pop() as string;
          const info = this.getModuleInfo(id);
          if (!info || taken.has(id) || found.has(id)) continue;
          found.add(id);
          queue.push(...info.importedIds);
        }
        return found;
      };
      SHELLS.forEach((shell, index) => {
        for (const id of [...shell.modules(closure)]) {
          taken.add(id);
          // Route modules and the client entry stay chunks of their own (React Router loads them by name).
          if (!this.getModuleInfo(id)?.isEntry) members[index].add(id);
        }
      });
    },
  };
  const groups = SHELLS.map(({ name }, index) => ({
    name,
    test: (id: string) => members[index].has(id),
    // Above the default groups, below the framework chunk.
    priority: SHELLS.length - index,
  }));
  return { plugin, groups };
}
