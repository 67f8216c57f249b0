/**
 * Starts the server as `npm start` does (`scripts/start.ts`, which rebuilds a stale `build/`) on a free
 * port with a fresh data directory, and hands its URL to the specs as `inject('baseURL')`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'yanshe-e2e-'));
  const server = await startServer(dataDir);
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
