import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either, so services decide where transactions begin. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * PGlite's buffer cache lives in the server process's own memory (WASM) and never shrinks; PostgreSQL's
 * default of 128 MB took the process to ~580 MB RSS on the 100k-post data set before any request. Its data
 * files are ordinary files, so pages outside this cache come from the kernel's page cache instead: with
 * 32 MB the bench's list, search and article rows ran as fast (docs/bench.md) and RSS fell by ~150 MB.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** The rows of a raw `execute` result; node-postgres and PGlite both answer `{ rows }`. */
/** A page of rows and the list's total, the two queries run together. */
export async function pageOf<T>(
  rows: PromiseLike<T[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [r, [t]] = await Promise.all([rows, total]);
  return { rows: r, total: t.n };
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, for snapshotting in tests. */
  pglite?: PGlite;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** In-memory PGlite (tests), optionally starting from a dumped data directory. */
  inMemory?: boolean;
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client's network error would otherwise crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!opts.inMemory) {
    dataDir = path.join(opts.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  yieldBeforeStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite runs statements synchronously on the main thread and hands queued callers on through promise
 * callbacks, so under load a whole queue of requests ran without the event loop getting a turn (timers,
 * sockets): measured 75–130 ms event-loop delay p50 under 20 connections. A macrotask hop before each
 * statement or transaction bounds a stall by one statement and the code around it.
 */
function yieldBeforeStatements(client: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args) => {
    await turn();
    return exec(...args);
  };
  client.transaction = async (...args) => {
    await turn();
    return transaction(...args);
  };
}
