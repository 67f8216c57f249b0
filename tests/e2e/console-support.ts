/** The editors' console in browser journeys (issue 15): system users and signing in through /console/login. */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SysRole } from '../../common/console-vocab';

/** Passes SPEC §5's password rule. */
export const CONSOLE_E2E_PASSWORD = 'Console#2026';

export interface SysAccount {
  id: number;
  username: string;
  password: string;
  role: SysRole;
}

/** A fresh system user of `role`, made through the development server's route (never in production). */
export async function createSysUser(baseUrl: string, role: SysRole): Promise<SysAccount> {
  const username = `e2e_${role}_${randomBytes(4).toString('hex')}`;
  const res = await fetch(new URL('/api/dev/console/sysuser', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: CONSOLE_E2E_PASSWORD, role }),
  });
  const body = (await res.json()) as { errCode: string; msg: string; data: { id: number } };
  if (body.errCode !== '0') throw new Error(`dev sysuser failed: ${body.msg}`);
  return { id: body.data.id, username, password: CONSOLE_E2E_PASSWORD, role };
}

/** Signs in through the console's login page and waits for the console's home. */
export async function consoleSignIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(new URL('/console/login', baseUrl).href, { waitUntil: 'networkidle' });
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => url.pathname === '/console');
  await expect.poll(() => page.locator('.console-user').textContent()).toContain(username);
}

/** A fresh system user of `role`, signed in on `page`. */
export async function consoleLogin(page: Page, baseUrl: string, role: SysRole): Promise<SysAccount> {
  const account = await createSysUser(baseUrl, role);
  await consoleSignIn(page, baseUrl, account.username, account.password);
  return account;
}
