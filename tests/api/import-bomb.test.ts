import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signed } from '../../bench/harness';
import type { ActionCount } from '../../common/action';
import { FILE_READ_MSG } from '../../common/file-read';
import {
  type ApiDatabase,
  type ApiProcess,
  copySuiteDatabase,
  startApiProcess,
} from '../support/api-process';
import { CONSOLE_TEST_PASSWORD, sysUsername } from '../support/console';
import { sheetBomb } from '../support/zip';

/**
 * Issue 27 §2 as it happened: a server under `npm start`'s heap cap (320 MB) is sent an editor's .xlsx of
 * ~400 KB whose sheet inflates to 400 MB while its central directory declares 1,000 bytes. Read in the
 * serving thread, this died of "Reached heap limit" with nothing to restart it; now the request is answered
 * with a message and the server goes on serving. Under that cap a worker thread's own heap limit would be
 * overridden (nodejs/node#43991): a file whose parse outgrows any heap must still be stopped at the file
 * worker's 64 MB.
 */
let db: ApiDatabase;
let server: ApiProcess;
beforeAll(async () => {
  db = await copySuiteDatabase('bomb');
  server = await startApiProcess(db, { nodeArgs: ['--max-old-space-size=320'] });
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await db?.remove();
});

/** A console session (cookie) of a fresh editor, made through the dev route and the real login call. */
async function editorCookie(base: string): Promise<string> {
  const username = sysUsername('editor');
  const made = await call(base, '/api/dev/console/sysuser', {
    username,
    password: CONSOLE_TEST_PASSWORD,
    role: 'editor',
  });
  expect(made.errCode, made.msg).toBe('0');
  const res = await fetch(`${base}/sysuser/login`, {
    method: 'POST',
    headers: signed(),
    body: JSON.stringify({ username, password: CONSOLE_TEST_PASSWORD }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

it('answers a zip bomb and a heap bomb with a message and keeps serving, under the production heap cap', async () => {
  const cookie = await editorCookie(server.base);
  const bomb = await sheetBomb(400, 1000);
  const res = await call(
    server.base,
    '/api/console/action/import',
    { date: '2026-11-20', filename: 'day.xlsx', content: bomb.toString('base64'), publish: false },
    cookie,
  );
  expect([res.errCode, res.msg]).toEqual(['400', FILE_READ_MSG.tooLarge]);
  // 5 MB of empty objects: over 300 MB once parsed.
  const objects = await call(
    server.base,
    '/api/console/announcement/import',
    { kind: 'announcement', filename: 'many.json', content: `[${'{},'.repeat(1_700_000)}{}]` },
    cookie,
  );
  expect([objects.errCode, objects.msg]).toEqual(['400', FILE_READ_MSG.tooLarge]);
  const count = await call<ActionCount>(server.base, '/api/v1/action/count-pc', {});
  expect(count.errCode, count.msg).toBe('0');
  expect(server.child.exitCode).toBeNull();
});
