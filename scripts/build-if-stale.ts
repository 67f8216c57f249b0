import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'build', '.stamp');
/** Everything the page build reads; the server itself runs from source through tsx. */
const INPUTS = [
  'app',
  'common',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
  // The build's own Vite plugins (vite.config.ts).
  'scripts/antd-css-plugin.ts',
  'scripts/antd-zero-runtime-plugin.ts',
  'scripts/shell-chunk-plugin.ts',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Runs `react-router build` and stamps build/ as made from the sources as they are now. Always the
 * production build, whoever asks: under a test runner NODE_ENV is `test`, and React built that way logs
 * development warnings and runs slower than what `npm start` serves.
 */
export function buildSite(): void {
  const bin = path.join(ROOT, 'node_modules/.bin/react-router');
  const result = spawnSync(bin, ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('react-router build failed');
  writeFileSync(STAMP, new Date().toISOString());
}

/** Builds when build/ is missing or older than its inputs (`npm start`, the browser suite). */
export function buildIfStale(): void {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const newest = Math.max(...INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  if (built >= newest && existsSync(path.join(ROOT, 'build/server/index.js'))) return;
  console.log(built ? 'Sources changed: rebuilding the site…' : 'Building the site (first start)…');
  buildSite();
}
