/**
 * Coming back to a page (issue 11): a visitor's browser revalidates the article page it stored once the
 * anonymous page cache has expired. Whatever the server answers, the page must run its inline scripts
 * (their CSP nonce) and hydrate.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectErrors,
  expirePageCache,
  launchBrowser,
  newAccount,
  openLoginDialog,
  openPage,
  pathOf,
  publishShortPost,
  signUp,
} from './support';

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Only a hydrated page runs effects and handlers: SPEC §4's login gate opens the login dialog for a
 * visitor on an article as the page hydrates, and 登录/注册 opens it again once closed.
 */
async function expectHydrated(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: '登录研社' });
  await gate.waitFor();
  await closeDialog(gate);
  await closeDialog(await openLoginDialog(page));
}

describe('a visitor comes back to an article', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reloads it after the page cache expired, goes home and back, and it still hydrates', async () => {
    const author = await openPage(browser, '/');
    await signUp(author, newAccount());
    const article = `/a/${await publishShortPost(author, '回访测试：缓存过期后再打开')}`;

    const page = await openPage(browser, article);
    const errors = collectErrors(page);
    await expectHydrated(page);

    // The browser revalidates its copy: the server renders anew and answers 304 (the content is unchanged).
    await expirePageCache();
    await page.reload({ waitUntil: 'networkidle' });
    await expectHydrated(page);

    await page.goto('/', { waitUntil: 'networkidle' });
    await expirePageCache();
    await page.goBack({ waitUntil: 'networkidle' });
    expect(pathOf(page)).toBe(article);
    await expectHydrated(page);

    await expirePageCache();
    await page.goto(article, { waitUntil: 'networkidle' });
    await expectHydrated(page);

    expect(errors.filter((e) => /Content Security Policy|hydrat/i.test(e))).toEqual([]);
  });
});
