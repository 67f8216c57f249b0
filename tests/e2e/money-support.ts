import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PayOrder } from '../../common/money';
import { baseURL, callAsMember, newAccount, openPage, signUp } from './support';

/** The signed-in member's id, from the display cookie the server sets at login. */
export async function userIdOf(page: Page): Promise<number> {
  const admin = (await page.context().cookies()).find((c) => c.name === 'admin');
  return (JSON.parse(decodeURIComponent(admin!.value)) as { user_id: number }).user_id;
}

/** 工分 and a day's 养分 through the development server's grant (editors award 工分 in production). */
export async function grant(userId: number, integral: number) {
  const res = await fetch(new URL('/api/dev/ledger/grant', baseURL()), {
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

/** A new member, logged in, in a browser context of their own. */
export async function member(browser: Browser) {
  const page = await openPage(browser, '/');
  const account = newAccount();
  await signUp(page, account);
  return { page, account, id: await userIdOf(page) };
}

/** Tops the member's wallet up by `yuan` through WeChat: the local scan page stands in for the phone. */
export async function topUp(page: Page, yuan: number) {
  const order = await callAsMember<PayOrder>(page, '/api/v1/user/wallet/recharge', { money: String(yuan) });
  const waiting = await callAsMember<PayOrder>(page, '/api/v1/pay-order/pay', {
    pay_order_id: order.pay_order_id,
    pay_type: 2,
    pc: 1,
  });
  expect(waiting.code_url).toBeTruthy();
  const scan = await page.context().newPage();
  await scan.goto(new URL(waiting.code_url!).pathname);
  await scan.getByRole('button', { name: '确认支付' }).click();
  await scan.getByText('支付成功').waitFor();
  await scan.close();
}
