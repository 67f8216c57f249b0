/**
 * The editors' console in API tests (issue 15): clients signed into the console as a system user of a role.
 * System users are made through the non-production dev route, then log in through the real login call.
 */
import { randomBytes } from 'node:crypto';
import type { SysRole } from '../../common/console-vocab';
import type { TestApp, TestClient } from './test-app';

/** Passes SPEC §5's password rule (letters, digits and a symbol; 8–12 characters). */
export const CONSOLE_TEST_PASSWORD = 'Console#2026';

/** A fresh username (the console's rule: 3–32 of letters, digits, `_`, `.`, `-`). */
export const sysUsername = (role: string) => `${role}_${randomBytes(5).toString('hex')}`;

/** Creates a system user of `role` (dev route) and answers its id and username. */
export async function createSysUser(
  t: TestApp,
  role: SysRole,
  opts: { username?: string; password?: string } = {},
): Promise<{ id: number; username: string; password: string }> {
  const username = opts.username ?? sysUsername(role);
  const password = opts.password ?? CONSOLE_TEST_PASSWORD;
  const res = await t.client().post<{ id: number }>('/api/dev/console/sysuser', { username, password, role });
  if (res.errCode !== '0') throw new Error(`dev sysuser failed: ${res.msg}`);
  return { id: res.data.id, username, password };
}

/** Logs a client into the console; throws unless the login succeeds. */
export async function consoleLogin(client: TestClient, username: string, password: string): Promise<void> {
  const res = await client.post('/sysuser/login', { username, password });
  if (res.errCode !== '0') throw new Error(`console login failed: ${res.msg}`);
}

/** A client logged into the console as a fresh system user of that role. */
export async function consoleClient(t: TestApp, role: SysRole): Promise<TestClient> {
  const user = await createSysUser(t, role);
  const client = t.client();
  await consoleLogin(client, user.username, user.password);
  return client;
}
