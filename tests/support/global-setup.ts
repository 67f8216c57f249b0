import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedReference } from '../../server/db/seed';
import { databaseUrl, withAdmin } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated and seeded data directory. */
    pgliteSnapshot: string;
    /** PostgreSQL: the migrated and seeded template database; its clones share its name prefix. */
    pgTemplate: string;
  }
}

/**
 * Prepares one migrated, reference-seeded database per run. PGlite: a data-dir dump each test file
 * loads in about half a second. PostgreSQL (TEST_DB=pg): a template database each file clones.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') {
    const runPrefix = `yanshe_run_${process.pid}_${Date.now()}`;
    const template = `${runPrefix}_tpl`;
    await withAdmin((c) => c.query(`create database ${template}`));
    const database = await openDatabase({ databaseUrl: databaseUrl(template), dataDir: '', poolSize: 2 });
    await database.migrate();
    await seedReference(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await withAdmin(async (c) => {
        const { rows } = await c.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 order by datname = $2`,
          [`${runPrefix}_%`, template],
        );
        for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
      });
    };
  }
  const database = await openDatabase({ dataDir: '', inMemory: true });
  await database.migrate();
  await seedReference(database.db);
  const blob = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yanshe-test-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
