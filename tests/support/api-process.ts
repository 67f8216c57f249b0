import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { databaseUrl, withAdmin } from './db-template';

/**
 * tests/support/api-server.ts in a process of its own, for tests that must kill the server or see whether
 * it survives, on a copy of the suite's database: a clone of its migrated PostgreSQL template, or a PGlite
 * data directory unpacked from its snapshot (no initdb, no migrations).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ApiDatabase {
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** The test's own connection: PGlite allows one process, so only while no server runs on it. */
  open(): Promise<Database>;
  /** Drops the PostgreSQL copy and removes the data directory. */
  remove(): Promise<void>;
}

/** A copy of the suite's database, named after `label` (letters only: it names a PostgreSQL database). */
export async function copySuiteDatabase(label: string): Promise<ApiDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `yanshe-${label}-`));
  const pgTemplate = inject('pgTemplate');
  const pgName = pgTemplate ? `yanshe_${label}_${process.pid}_${Date.now()}` : '';
  const url = pgName ? databaseUrl(pgName) : undefined;
  const open = () => openDatabase({ databaseUrl: url, dataDir });
  if (pgName) await withAdmin((c) => c.query(`create database ${pgName} template ${pgTemplate}`));
  else {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    await (await openDatabase({ dataDir, loadDataDir: snapshot })).close();
  }
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    open,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (pgName) await withAdmin((c) => c.query(`drop database if exists ${pgName} with (force)`));
    },
  };
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/**
 * The API server on `db`, answering once it serves. `nodeArgs` go to Node itself (`npm start`'s heap cap,
 * say); `env` adds to the server's environment (a limit lifted).
 */
export async function startApiProcess(
  db: ApiDatabase,
  opts: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    // tsx as Node's loader, not its CLI: the CLI runs the server in a child of its own, which a SIGKILL
    // of the CLI would leave running.
    [...(opts.nodeArgs ?? []), '--import', 'tsx', 'tests/support/api-server.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, ...db.env, LOG_LEVEL: 'silent', ...opts.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API server exited with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
  });
  return { base: `http://127.0.0.1:${port}`, child, exited };
}
