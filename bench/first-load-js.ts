/**
 * The JavaScript a visitor's browser loads before a page is interactive, read from the production build
 * (build/client): the modules the page's HTML names (script src, modulepreload, the inline module
 * script's imports) plus whatever those import statically, sized as gzip, as the browser receives them
 * from a server without Brotli.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../build/client');

export interface FirstLoadJs {
  files: number;
  gzipBytes: number;
  /** Modules reached only through another module's static import: a request waterfall, not preloaded. */
  notPreloaded: string[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** Local module URLs the HTML makes the browser fetch at once. */
export function modulesNamedBy(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') urls.add(attribute(tag, 'href') ?? '');
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(open, 'src');
    if (src) urls.add(src);
    else if (attribute(open, 'type') === 'module') for (const url of staticImports(body)) urls.add(url);
  }
  return [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//') && url.endsWith('.js'));
}

/**
 * Specifiers of static `import … from "x"`, `import "x"` and `export … from "x"` statements. A dynamic
 * `import("x")` is excluded: the `[^"'();]` run cannot cross its parenthesis.
 */
function staticImports(code: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((m) => m[1]);
}

/** The gzip size of a built file: its precompressed copy when the build wrote one. */
function gzipSize(file: string): number {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

export function firstLoadJs(html: string): FirstLoadJs {
  const named = modulesNamedBy(html);
  const seen = new Set<string>();
  const queue = [...named];
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(CLIENT_DIR, url);
    if (!existsSync(file)) throw new Error(`${url} is named by the page but not in build/client`);
    gzipBytes += gzipSize(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(path.posix.join(path.posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier);
    }
  }
  return { files: seen.size, gzipBytes, notPreloaded: [...seen].filter((url) => !named.includes(url)) };
}
