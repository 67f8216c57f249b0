import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { databaseUrl, withAdmin } from './db-template';

let counter = 0;

/** A private database for one test file: a PGlite copy of the snapshot, or a clone of the PG template. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  if (template) {
    // Same prefix as the template, so the global teardown drops every clone of this run.
    const name = `${template.replace(/_tpl$/, '')}_${process.pid}_${counter++}`;
    await withAdmin((c) => c.query(`create database ${name} template ${template}`));
    return openDatabase({ databaseUrl: databaseUrl(name), dataDir: '', poolSize: 5 });
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ dataDir: '', inMemory: true, loadDataDir: new Blob([snapshot]) });
}
