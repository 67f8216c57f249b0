/**
 * The keyboard alone (issue 18): the header's menus and the login dialog open and close from the keyboard,
 * focus moves into a dialog and back to what opened it, the focus ring shows, the editor's toolbar and the
 * comment box work without a mouse; reduced motion stills the banner; QR codes stay dark on light in the
 * dark theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_INTERVAL_MS } from '../../common/constants';
import { member } from './money-support';
import { launchBrowser, openPage } from './support';

/** Presses Tab until `matches` holds for the focused element (at most `limit` times). */
async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('the element was not reached by Tab');
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

describe('keyboard, focus and motion', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the login dialog from the keyboard, moves focus into it and back, with a visible focus ring', async () => {
    const page = await openPage(browser, '/');
    await tabTo(page, (el) => el.textContent?.trim() === '登录/注册');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).not.toBe('none');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登录研社' });
    await dialog.waitFor();
    await expect.poll(() => focusInside(page, '.ant-modal-wrap')).toBe(true);
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await focusInside(page, '.ant-modal-wrap')).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe('登录/注册');
  });

  it('opens the member menu and the 发布 menu from the keyboard, and Escape gives focus back', async () => {
    const { page, account } = await member(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    await tabTo(page, (el) => el.classList.contains('user-menu-trigger'));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focusInside(page, '[role="menu"]')).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focusInside(page, '[role="menu"]')).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('user-menu-trigger')))
      .toBe(true);
    expect(await focusedText(page)).toContain(account.nickname);

    await page.getByRole('button', { name: '发布' }).focus();
    await page.keyboard.press('ArrowDown');
    const publish = page.getByRole('menu');
    await publish.waitFor();
    await expect.poll(() => focusInside(page, '[role="menu"]')).toBe(true);
    expect(await publish.getByRole('menuitem').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await publish.waitFor({ state: 'hidden' });

    // The editor's toolbar and the comment box, keyboard only.
    await page.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
    await page.locator('#post-body').focus();
    await page.keyboard.type('键盘发布的短文');
    await page.getByRole('button', { name: '发布', exact: true }).focus();
    await Promise.all([page.waitForURL(/\/a\/[0-9a-z]+$/), page.keyboard.press('Enter')]);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('textbox', { name: /评论/ }).first();
    await box.focus();
    await page.keyboard.type('键盘写的评论');
    await page.keyboard.press('Tab');
    for (let i = 0; i < 6 && (await focusedText(page)).replace(/\s/g, '') !== '发布'; i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('.comment-content', { hasText: '键盘写的评论' }).waitFor();
  });

  it('opens the 发布 menu from a key pressed while its code is still loading, with focus in it', async () => {
    const { page } = await member(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    // The menu's code (publish-dropdown) is held back until the key has been pressed on the stand-in.
    let release!: () => void;
    const keyPressed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked!: () => void;
    const chunkAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(/\/assets\/publish-dropdown-[^/]+\.js$/, async (route) => {
      asked();
      await keyPressed;
      await route.continue();
    });
    const trigger = page.getByRole('button', { name: '发布' });
    await trigger.focus();
    await chunkAsked;
    await page.keyboard.press('ArrowDown');
    release();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(() => focusInside(page, '[role="menu"]')).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe('发布');
  });

  it('the rich editor toolbar works from the keyboard', async () => {
    const { page } = await member(browser);
    await page.goto('/article/edit', { waitUntil: 'networkidle' });
    const editor = page
      .locator('.rich-editor-content [contenteditable="true"], .rich-editor [contenteditable="true"]')
      .first();
    await editor.click();
    await page.keyboard.type('加粗的文字');
    await page.keyboard.press('ControlOrMeta+A');
    const bold = page.getByRole('toolbar', { name: '格式' }).getByRole('button', { name: '加粗' });
    await bold.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('strong').count()).toBe(1);
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the banner still for a reader who asks for reduced motion, and moving otherwise', async () => {
    const slideOf = (page: Page) => page.locator('.banner-dot.active').getAttribute('aria-label');
    const still = await openPage(browser, '/', { reducedMotion: 'reduce' }, { clock: true });
    const first = await slideOf(still);
    await still.clock.runFor(3 * BANNER_INTERVAL_MS);
    expect(await slideOf(still)).toBe(first);
    expect(
      await still.evaluate(
        () => getComputedStyle(document.querySelector('.banner-track')!).transitionDuration,
      ),
    ).toMatch(/^(0s|1e-05s)$/);

    // Its menus still open where they belong: a transition on every style once put antd's popups,
    // placed by reading where they stand, thousands of pixels below the page's end.
    const menuPage = await openPage(browser, '/', { reducedMotion: 'reduce' });
    await menuPage.getByRole('button', { name: '发布' }).hover();
    const menu = menuPage.getByRole('menu');
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box?.y).toBeGreaterThan(0);
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThan(menuPage.viewportSize()?.height ?? 0);

    const moving = await openPage(browser, '/', { reducedMotion: 'no-preference' }, { clock: true });
    const start = await slideOf(moving);
    await moving.clock.runFor(BANNER_INTERVAL_MS);
    await expect.poll(() => slideOf(moving)).not.toBe(start);
  });

  it('draws QR codes dark on light in the dark theme', async () => {
    const page = await openPage(browser, '/');
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const fills = await page
      .getByRole('img', { name: '二维码：下载研社 App' })
      .evaluate((svg) => [...svg.querySelectorAll('path')].map((p) => p.getAttribute('fill')));
    expect(fills).toEqual(['#fff', '#000']);
  });
});
