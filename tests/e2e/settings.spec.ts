/** Settings (issue 5 item 8): theme without a flash, font size, clear cache and check update. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { baseURL, collectErrors, launchBrowser, newAccount, openPage, pathOf, signUp } from './support';

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: '设置' }).click();
  await page.getByRole('tooltip').or(page.locator('.ant-popover')).getByText('主题').waitFor();
}

describe('settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('switches to dark and the server renders dark from then on', async () => {
    const page = await openPage(browser, '/');
    await openSettings(page);
    await page.locator('.ant-popover').getByText('深色', { exact: true }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

    // The HTML the server sends, before any script runs.
    const response = await page.request.get('/');
    expect(htmlTag(await response.text())).toContain('data-theme="dark"');

    const errors = collectErrors(page);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(0, 0, 0)');
    expect(errors.filter((e) => /Content Security Policy|hydrat/i.test(e))).toEqual([]);
  });

  it('resolves 跟随系统 before paint with the nonce-carrying head script', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), colorScheme: 'dark' });
    await context.addCookies([{ name: 'theme', value: 'auto', url: baseURL() }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const raw = await (await page.request.get('/')).text();
    expect(htmlTag(raw)).toContain('data-theme-pref="auto"');
    expect(htmlTag(raw)).not.toContain('data-theme="');
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('applies the font size on the server render', async () => {
    const page = await openPage(browser, '/');
    await openSettings(page);
    await page.locator('.ant-popover').getByText('特大', { exact: true }).click();
    expect(await page.locator('html').getAttribute('data-font-size')).toBe('xlarge');
    const raw = await (await page.request.get('/study')).text();
    expect(htmlTag(raw)).toContain('data-font-size="xlarge"');
  });

  it('clears the cache but keeps drafts, and reports the version', async () => {
    const page = await openPage(browser, '/');
    await page.evaluate(() => {
      localStorage.setItem('yanshe.listOrder', 'hot');
      localStorage.setItem('yanshe.editorDraft', '{"title":"未发"}');
      sessionStorage.setItem('yanshe:chunk-reload-at', '1');
    });
    await openSettings(page);
    await page.locator('.ant-popover').getByRole('button', { name: '检查更新' }).click();
    await page.getByText(`当前已是最新版本 v${version}`).waitFor();

    await page.locator('.ant-popover').getByRole('button', { name: '清除缓存' }).click();
    const confirm = page.getByRole('dialog', { name: '确定清除缓存?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '清除', exact: true }).click();
    await page.getByText('缓存已清除').waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('yanshe.listOrder'),
        localStorage.getItem('yanshe.editorDraft'),
        sessionStorage.getItem('yanshe:chunk-reload-at'),
      ]),
    ).toEqual([null, '{"title":"未发"}', null]);
  });

  it('opens /mine/settings from the user menu and keeps the member’s push choices', async () => {
    const page = await openPage(browser, '/');
    await signUp(page, newAccount());
    await page.locator('.user-menu-trigger').hover();
    const settings = page.getByRole('menuitem', { name: '设置' }).getByRole('link', { name: '设置' });
    await settings.waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/mine/settings', { waitUntil: 'commit' }),
      settings.click(),
    ]);
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe('/mine/settings');
    const likes = page.locator('.settings-page').getByRole('checkbox', { name: '赞' });
    expect(await likes.isChecked()).toBe(true);
    // The choice is saved on the server: reload only once the save has answered.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/user/notice/setting/update')),
      likes.uncheck(),
    ]);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('.settings-page').getByRole('checkbox', { name: '评论' }).waitFor();
    expect(await page.locator('.settings-page').getByRole('checkbox', { name: '赞' }).isChecked()).toBe(
      false,
    );
    expect(await page.locator('.settings-page').getByRole('checkbox', { name: '评论' }).isChecked()).toBe(
      true,
    );
  });
});
