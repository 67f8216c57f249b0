import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatTable, overBudget, routeLoads } from './check-bundle-budget';

/** A build/client with React Router's manifest: root → layout → home and page, plus a lazy-only chunk. */
function fixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  mkdirSync(path.join(dir, 'assets'));
  const file = (name: string, bytes: number) => {
    writeFileSync(path.join(dir, 'assets', name), 'x'.repeat(bytes));
    // Precompressed copies count as they are (here: a fixed size, to tell them from computed ones).
    if (name.startsWith('big'))
      writeFileSync(path.join(dir, 'assets', `${name}.gz`), Buffer.alloc(300 * 1024));
  };
  for (const name of [
    'entry.js',
    'shared.js',
    'root.js',
    'layout.js',
    'home.js',
    'page.js',
    'lazy.js',
    'a.css',
  ]) {
    file(name, 2000);
  }
  file('big.js', 10);
  const manifest = {
    url: '/assets/manifest-1.js',
    entry: { module: '/assets/entry.js', imports: ['/assets/shared.js'] },
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/shared.js'] },
      layout: { id: 'layout', parentId: 'root', module: '/assets/layout.js', css: ['/assets/a.css#'] },
      home: { id: 'home', parentId: 'layout', index: true, module: '/assets/home.js' },
      article: {
        id: 'article',
        parentId: 'layout',
        path: 'a/:id',
        module: '/assets/page.js',
        imports: ['/assets/big.js'],
      },
    },
  };
  writeFileSync(
    path.join(dir, 'assets', 'manifest-1.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  return dir;
}

describe('first-load budget check', () => {
  const dir = fixture();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gz = (bytes: number) => gzipSync('x'.repeat(bytes), { level: 9 }).length;

  it('sums the entry and every route of the match with their imports, once each (not the manifest)', () => {
    const loads = routeLoads(dir);
    // Layouts only count as part of their pages.
    expect(loads.map((load) => load.id)).toEqual(['home', 'article']);
    const home = loads[0];
    // entry, shared (imported twice), root, layout, home
    expect(home.jsFiles).toBe(5);
    expect(home.jsGzip).toBe(5 * gz(2000));
    expect(home).toMatchObject({ path: '/', cssFiles: 1, cssGzip: gz(2000) });
    expect(loads[1]).toMatchObject({ path: '/a/:id', jsFiles: 6 });
    // The article's own module is as big as home's; its import's precompressed copy counts as it is.
    expect(loads[1].jsGzip - home.jsGzip).toBe(300 * 1024);
  });

  it('fails a route over its size or file budget and prints the table', () => {
    const [home, article] = routeLoads(dir);
    const budgets = {
      home: { jsGzip: 200 * 1024, jsFiles: 40 },
      article: { jsGzip: 200 * 1024, jsFiles: 5 },
    };
    expect(overBudget(home, budgets.home)).toEqual([]);
    expect(overBudget(article, budgets.article)).toHaveLength(2);
    const table = formatTable([home, article], budgets);
    expect(table.split('\n')[0]).toMatch(/^route\s+path\s+JS files\s+JS KB gzip/);
    expect(table).toMatch(/^home\s+\/\s+5\s.*ok$/m);
    expect(table).toMatch(/^article\s+\/a\/:id\s+6\s.*OVER: .* KB > 200\.0 KB gzip, 6 files > 5$/m);
  });
});
