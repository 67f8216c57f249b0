import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The signed-in member's id, from the display cookie the server sets at login. */
export async function userIdOf(page: Page): Promise<number> {
  const admin = (await page.context().cookies()).find((c) => c.name === 'admin');
  return (JSON.parse(decodeURIComponent(admin!.value)) as { user_id: number }).user_id;
}

/** 工分 and a day's 养分 through the development server's grant (editors award 工分 in production). */
export async function grant(userId: number, integral: number) {
  const res = await fetch(new URL('/api/dev/ledger/grant', inject('baseURL')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, integral }),
  });
  expect(((await res.json()) as { errCode: string }).errCode).toBe('0');
}

/**
 * Pays a WeChat order shown in a pay dialog or sheet: its QR code's local link opens the scan-to-pay page,
 * as the member's phone would after scanning it, and 确认支付 there sends the notify.
 */
export async function payOnScanPage(page: Page, dialog: Locator) {
  const codeUrl = await dialog.getByRole('link', { name: '在本机打开支付页' }).getAttribute('href');
  expect(codeUrl).toMatch(/\/pay\/scan\/[^/]+$/);
  const scan = await page.context().newPage();
  await scan.goto(codeUrl!, { waitUntil: 'networkidle' });
  await Promise.all([scan.waitForEvent('load'), scan.getByRole('button', { name: '确认支付' }).click()]);
  await scan.close();
}
