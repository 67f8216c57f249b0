import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headerNickname,
  launchBrowser,
  loginByPassword,
  logout,
  newAccount,
  openPage,
  openUserMenuItem,
  register,
  submitPasswordLogin,
} from './support';

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

    const submit = await submitPasswordLogin(page, account.phone, 'wrong1234');
    await submit.click();
    const toast = page.locator('.ant-message-error');
    await toast.waitFor();
    expect((await toast.textContent())?.trim()).not.toBe('');
    expect(await headerNickname(page)).toBeNull();
  });

  it('changes the password, after which only the new one logs in', async () => {
    const page = await openPage(browser, '/');
    const account = newAccount();
    await register(page, account);

    await openUserMenuItem(page, '修改密码');
    const form = page.locator('form#change-password');
    await form.locator('#change-password_old_password').fill(account.password);
    await form.locator('#change-password_password').fill('xyz98765');
    await form.locator('#change-password_confirm').fill('xyz98765');
    await form.getByRole('button', { name: '确认修改' }).click();
    const toast = page.locator('.ant-message-success');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('密码修改成功');

    await logout(page);
    await loginByPassword(page, account.phone, 'xyz98765');
    expect(await headerNickname(page)).toBe(account.nickname);
  });
});
