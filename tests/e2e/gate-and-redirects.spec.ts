import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE_USER_AGENT, openPage, pathOf } from './support';

describe('login gate and redirects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the login dialog for a visitor on /focus', async () => {
    const page = await openPage(browser, '/focus');
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
  });

  it('lets a visitor read /study without the dialog', async () => {
    const page = await openPage(browser, '/study');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('sends a phone from /a/1 to /h5/article/1', async () => {
    const page = await openPage(browser, '/a/1', { userAgent: MOBILE_USER_AGENT });
    expect(pathOf(page)).toBe('/h5/article/1');
  });

  it('corrects /u/1/forword to /u/1/forward', async () => {
    const page = await openPage(browser, '/u/1/forword');
    expect(pathOf(page)).toBe('/u/1/forward');
  });
});
