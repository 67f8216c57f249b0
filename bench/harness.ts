/**
 * What the benches share: a fresh database (PGlite data directory, or a new PostgreSQL database with
 * BENCH_PG=1) that the bench seeds before the production build is started on it, and signed calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signHeaders } from '../common/sign';
import { DEV_SIGN_SECRET } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
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

/** The production build on the bench database, without the per-IP limit (every call comes from here). */
export const startBenchServer = (bench: BenchDatabase): Promise<ServerProcess> =>
  startServer(bench.dataDir, { ...bench.env, RATE_LIMIT_PER_MINUTE: '100000000' });

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
