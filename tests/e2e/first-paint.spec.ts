/**
 * Styled at first paint (issue 12): with JavaScript disabled, the server HTML alone gives an article and
 * the home page antd's styles (from the generated per-component stylesheets, not the 1 MB whole-library
 * one), the header's layout, the dark theme and the font size; the same pages, once scripts run (after
 * the page cache's 5 s lifetime), are interactive.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expirePageCache, launchBrowser, openLoginDialog } from './support';

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('first paint without JavaScript', () => {
  let browser: Browser;
  let articlePath: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const home = await (await fetch(new URL('/', baseURL()))).text();
    articlePath = /href="(\/a\/\w+)"/.exec(home)?.[1] ?? '';
    expect(articlePath).not.toBe('');
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A context without JavaScript, with the display preferences' cookies, and the CSS bytes its pages load. */
  async function openWithoutScripts(
    path: string,
    cookies: Record<string, string> = {},
  ): Promise<{ context: BrowserContext; page: Page; cssBytes: number }> {
    const base = baseURL();
    const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', javaScriptEnabled: false });
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })));
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.css')) sizes.push(response.body().then((body) => body.length));
    });
    await page.goto(path, { waitUntil: 'load' });
    const cssBytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    return { context, page, cssBytes };
  }

  /** The header: antd's default and primary buttons and the search box styled, all on one line. */
  async function expectStyledHeader(page: Page) {
    expect(
      await page.evaluate(() => document.scripts.length > 0 && !('__reactRouterContext' in window)),
    ).toBe(true);
    const login = page.getByRole('button', { name: '登录/注册' });
    expect(await css(login, 'height')).toBe('32px');
    expect(await css(login, 'border-radius')).toBe('6px');
    expect(await css(login, 'border-top-color')).toBe('rgb(217, 217, 217)');
    expect(await css(login, 'background-color')).toBe('rgb(255, 255, 255)');
    const publish = page.locator('.site-header').getByRole('button', { name: '发布' });
    expect(await css(publish, 'background-color')).toBe('rgb(19, 102, 214)');
    expect(await css(publish, 'color')).toBe('rgb(255, 255, 255)');
    const search = page.locator('.site-search .ant-select').last();
    expect(await css(search, 'height')).toBe('32px');

    const header = await page.locator('.site-header').boundingBox();
    const logo = await page.locator('.site-logo').boundingBox();
    const button = await login.boundingBox();
    expect(header && logo && button).toBeTruthy();
    if (!header || !logo || !button) return;
    expect(header.height).toBeLessThan(80);
    // One row: the logo on the left, the login button on the right, vertically centred together.
    expect(Math.abs(logo.y + logo.height / 2 - (button.y + button.height / 2))).toBeLessThan(4);
    expect(button.x).toBeGreaterThan(logo.x + 600);
  }

  it('styles an article: antd controls, the author card, the header; no whole-library stylesheet', async () => {
    const { context, page, cssBytes } = await openWithoutScripts(articlePath);
    await expectStyledHeader(page);
    const card = page.locator('.article-side .ant-card');
    expect(await css(card, 'border-radius')).toBe('8px');
    expect(await css(card, 'background-color')).toBe('rgb(255, 255, 255)');
    // The comment box is antd's TextArea, in its counting wrapper.
    const textarea = page.locator('.ant-input-affix-wrapper').filter({ has: page.locator('textarea') });
    expect(await css(textarea.first(), 'border-radius')).toBe('6px');
    expect(await css(textarea.first(), 'border-top-color')).toBe('rgb(217, 217, 217)');
    expect(cssBytes).toBeGreaterThan(0);
    expect(cssBytes).toBeLessThan(512 * 1024);
    await context.close();
  });

  it('styles the home page: the first list card, its tags and the sidebar cards', async () => {
    const { context, page, cssBytes } = await openWithoutScripts('/');
    await expectStyledHeader(page);
    const firstCard = page.locator('.post-card').first();
    expect(await firstCard.locator('.post-card-title').count()).toBe(1);
    expect(await css(page.locator('.home-side .ant-card').first(), 'border-radius')).toBe('8px');
    const tag = page.locator('.post-card .ant-tag').first();
    expect(await css(tag, 'border-radius')).toBe('4px');
    expect(await css(tag, 'font-size')).toBe('12px');
    expect(cssBytes).toBeLessThan(512 * 1024);
    await context.close();
  });

  it('applies the dark theme and the large font size from their cookies, before any script', async () => {
    const light = await openWithoutScripts(articlePath);
    const dark = await openWithoutScripts(articlePath, { theme: 'dark', font_size: 'large' });
    expect(await dark.page.locator('html').getAttribute('data-theme')).toBe('dark');
    const card = (page: Page) => page.locator('.article-side .ant-card');
    const [lightBg, darkBg] = [
      await css(card(light.page), 'background-color'),
      await css(card(dark.page), 'background-color'),
    ];
    expect(darkBg).not.toBe(lightBg);
    const channels = darkBg.match(/\d+/g)?.slice(0, 3).map(Number) ?? [255];
    expect(Math.max(...channels)).toBeLessThan(64);
    // antd's font-size token, scaled by desktop.css for the large setting.
    expect(await css(card(light.page), 'font-size')).toBe('14px');
    expect(await css(card(dark.page), 'font-size')).toBe('16px');
    await light.context.close();
    await dark.context.close();
  });

  it('is interactive once scripts run, once the page cache has let the page go', async () => {
    const first = await openWithoutScripts('/');
    await first.context.close();
    await expirePageCache();

    const context = await browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const dialog = await openLoginDialog(page);
    // The dialog's code and styles arrive on demand, styled.
    expect(await css(dialog.getByRole('button', { name: '登录', exact: true }), 'background-color')).toBe(
      'rgb(19, 102, 214)',
    );
    // On its own white panel, not see-through to the page (the panel's component variables).
    expect(await css(dialog.locator('.ant-modal-container'), 'background-color')).toBe('rgb(255, 255, 255)');

    // A visitor's article opens the login dialog by itself (the login gate), loaded on demand.
    await page.goto(articlePath, { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
    await context.close();
  });
});
