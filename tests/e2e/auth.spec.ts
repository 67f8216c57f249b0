import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  headerNickname,
  launchBrowser,
  loginByPassword,
  logout,
  newAccount,
  openPage,
  openUserMenuItem,
  register,
  registerByWechat,
  submitPasswordLogin,
} from './support';

/** Sends a password login that the server refuses; returns the error toast's text. */
async function rejectedLogin(page: Page, phone: string, password: string): Promise<string | undefined> {
  await (await submitPasswordLogin(page, phone, password)).click();
  const toast = page.locator('.ant-message-error').last();
  await toast.waitFor();
  return (await toast.textContent())?.trim();
}

describe('account journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers by SMS code, logs out, and logs back in by password', async () => {
    const page = await openPage(browser, '/');
    const account = newAccount();

    await register(page, account);
    expect(await headerNickname(page)).toBe(account.nickname);

    await logout(page);
    expect(await headerNickname(page)).toBeNull();

    await loginByPassword(page, account.phone, account.password);
    expect(await headerNickname(page)).toBe(account.nickname);
  });

  it('shows the server message for a wrong password and stays logged out', async () => {
    const page = await openPage(browser, '/');
    const account = newAccount();
    await register(page, account);
    await logout(page);

    expect(await rejectedLogin(page, account.phone, 'wrong1234')).toBe('手机号或密码错误');
    expect(await headerNickname(page)).toBeNull();
  });

  it('changes the password, after which only the new one logs in', async () => {
    const page = await openPage(browser, '/');
    const account = newAccount();
    await register(page, account);

    await openUserMenuItem(page, '修改密码', page.getByRole('dialog', { name: '修改密码' }));
    const form = page.locator('form#change-password');
    await form.locator('#change-password_old_password').fill(account.password);
    await form.locator('#change-password_password').fill('xyz98765');
    await form.locator('#change-password_confirm').fill('xyz98765');
    expect(
      await answerOf(page, form.getByRole('button', { name: '确认修改' }), '/api/v1/user/password/change'),
    ).toBe('密码修改成功');

    await logout(page);
    expect(await rejectedLogin(page, account.phone, account.password)).toBe('手机号或密码错误');
    await page.keyboard.press('Escape');
    await loginByPassword(page, account.phone, 'xyz98765');
    expect(await headerNickname(page)).toBe(account.nickname);
  });

  it('logs in a new WeChat account by binding a phone, landing on / logged in', async () => {
    const page = await openPage(browser, '/focus');
    await page.keyboard.press('Escape'); // the login gate's dialog; the header button opens it again
    const account = newAccount();

    const popup = await registerByWechat(page, account);
    expect(await headerNickname(popup)).toBe(account.nickname);
  });
});
