/**
 * One chunk per shell: every module the root route imports statically is needed by every page's first
 * load, every module the desktop layout imports statically (antd's core, the header, the account code)
 * by every desktop page's, and what both budgeted pages (home, article) import by each of them. Each shell is one request rather than the sixty-odd shared chunks
 * Rolldown would otherwise cut along the lines of which pages and on-demand chunks happen to share each
 * module (issue 12: ≤ 40 files per page).
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
  roots: RegExp[];
  /** Only the modules every root imports (statically, directly or not), rather than any root. */
  shared?: boolean;
}

const SHELLS: Shell[] = [
  { name: 'shell-root', roots: [/[\\/]app[\\/]root\.tsx(?:\?|$)/, /[\\/]entry\.client\.tsx(?:\?|$)/] },
  { name: 'shell-desktop', roots: [/[\\/]app[\\/]desktop[\\/]layout\.tsx(?:\?|$)/] },
  // What the budgeted pages (home and article) both show at first paint: the post card, antd's tooltip,
  // tag and card. Rolldown would cut it into a dozen small chunks along the lines of which other pages and
  // on-demand chunks (the header's search and menus) share each piece.
  {
    name: 'shell-pages',
    roots: [/[\\/]app[\\/]routes[\\/]home\.tsx(?:\?|$)/, /[\\/]app[\\/]routes[\\/]article\.tsx(?:\?|$)/],
    shared: true,
  },
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
      /** A module's static import closure, without modules an earlier shell took. */
      const closure = (start: string[]) => {
        const found = new Set<string>();
        const queue = [...start];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          const info = this.getModuleInfo(id);
          if (!info || taken.has(id) || found.has(id)) continue;
          found.add(id);
          queue.push(...info.importedIds);
        }
        return found;
      };
      SHELLS.forEach(({ roots, shared }, index) => {
        const starts = roots.map((root) => ids.filter((id) => root.test(id)));
        const closures = shared ? starts.map(closure) : [closure(starts.flat())];
        const [first, ...others] = closures;
        for (const id of first) {
          if (others.some((other) => !other.has(id))) continue;
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
