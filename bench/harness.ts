/**
 * What the benches share: a fresh database (PGlite data directory, or a new PostgreSQL database with
 * BENCH_PG=1) that the bench seeds before the production build is started on it, and signed calls.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { signHeaders } from '../common/sign';
import { DEV_SIGN_SECRET } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import type { RuntimeReading } from '../server/modules/health/runtime';
import { type ServerProcess, startServer } from '../tests/e2e/server-process';
import { databaseUrl, withAdmin } from '../tests/support/db-template';

export const ON_PG = process.env.BENCH_PG === '1';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export const signed = () => ({ ...signHeaders(DEV_SIGN_SECRET), 'content-type': 'application/json' });

export interface BenchDatabase {
  dataDir: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** The bench's own connection: PGlite allows one process, so only before or after the server. */
  open(): Promise<Database>;
  /** Drops the PostgreSQL database and removes the data directory. */
  cleanup(): Promise<void>;
}

/** An empty database; the caller migrates and seeds it through `open()`. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yanshe-bench-'));
  let url: string | undefined;
  if (ON_PG) {
    const name = `yanshe_bench_${Date.now()}`;
    await withAdmin((c) => c.query(`create database ${name}`));
    url = databaseUrl(name);
  }
  return {
    dataDir,
    env: url ? { DATABASE_URL: url } : {},
    open: () => openDatabase({ databaseUrl: url, dataDir }),
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (url)
        await withAdmin((c) =>
          c.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`),
        );
    },
  };
}

/**
 * The production build on the bench database, without the per-IP limit (every call comes from here);
 * `env` adds to the server's environment (another limit lifted, say).
 */
export const startBenchServer = (
  bench: BenchDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> =>
  startServer(bench.dataDir, { ...bench.env, RATE_LIMIT_PER_MINUTE: '100000000', ...env });

export interface Reply<T> {
  errCode: string;
  msg: string;
  data: T;
}

/** One signed API call, as the site's client makes it. */
export async function call<T>(base: string, p: string, body: object, cookie = ''): Promise<Reply<T>> {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { ...signed(), cookie },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/** A process the bench started, and how to end it. */
export interface BenchProcess {
  baseURL: string;
  stop(): Promise<void>;
}

/** The bare-Fastify baseline (bench/bare-server.ts) in a child process, as `npm start` runs the site: tsx. */
export async function startBareServer(): Promise<BenchProcess> {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/bare-server.ts'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The server's own event-loop delay and memory (server/modules/health/runtime.ts). It has to come from
 * the server: `startServer` runs it under tsx, which starts the real server as a child of the process it
 * hands back, so that process's /proc entry is not the server's.
 */
export const runtime = {
  reset: async (base: string): Promise<void> => {
    const res = await fetch(`${base}/healthz/runtime/reset`, { method: 'POST' });
    if (res.status !== 204) throw new Error(`runtime reset answered ${res.status}`);
  },
  read: async (base: string): Promise<RuntimeReading> => {
    const res = await fetch(`${base}/healthz/runtime`);
    if (!res.ok) throw new Error(`runtime reading answered ${res.status}`);
    return (await res.json()) as RuntimeReading;
  },
};
