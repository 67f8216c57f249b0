/**
 * Builds the site once if it is stale, then starts one server per worker as `npm start` does
 * (`scripts/start.ts`), each on a free port with a fresh data directory of its own, and hands their URLs
 * to the specs (`baseURL()` in support.ts picks the worker's own). Files that run side by side never
 * share a server, so no journey sees another's posts in a list it checks.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale';
import { startServer } from './server-process';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, by VITEST_POOL_ID − 1. */
    baseURLs: string[];
  }
}

export default async function setup(project: TestProject) {
  buildIfStale();
  const dataDirs = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () => mkdtemp(join(tmpdir(), 'yanshe-e2e-'))),
  );
  const servers = await Promise.all(dataDirs.map((dir) => startServer(dir)));
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
}
