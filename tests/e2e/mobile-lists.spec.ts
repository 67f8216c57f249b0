/**
 * The lists a phone stays on (issue 13 item 5, ADR 16): the desktop pages in one column at phone widths,
 * with no horizontal scroll, the post cards and the header's login control in reach, and cards opening
 * the mobile article; the desktop layout and its /a/{id} links unchanged at desktop width.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE_USER_AGENT, newAccount, openPage, signUp } from './support';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** A phone's context: its viewport, touch and the iPhone user agent the server redirects by. */
const phone = (viewport: { width: number; height: number }) => ({
  viewport,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE_USER_AGENT,
});

/** The smallest touch target the issue allows. */
const TOUCH_TARGET = 44;

/**
 * Lists of every kind (the stock page is added from the demo data); `gated` ones ask a visitor to log in
 * (SPEC §4), and the dialog must fit the phone too.
 */
const LISTS = [
  { path: '/', gated: false },
  { path: '/study', gated: false },
  { path: '/square', gated: false },
  { path: '/square_publish', gated: false },
  { path: '/live', gated: false },
  { path: `/search/new?${new URLSearchParams({ k: '算力', type: '1' })}`, gated: true },
];

/** The demo stock 中际旭创's page, found through the stock search. */
async function demoStockPath(page: Page): Promise<string> {
  await page.goto(`/search/new?${new URLSearchParams({ k: '中际旭创', type: 'stock' })}`, {
    waitUntil: 'networkidle',
  });
  const href = await page.locator('.stock-hit-name').first().getAttribute('href');
  expect(href).toMatch(/^\/stock\/s\/\d+$/);
  return href as string;
}

/** Where the first card's post opens: its title, its summary, or (a closed body: a paid post) its gate. */
const cardArticleHref = (page: Page) =>
  page
    .locator('.post-card')
    .first()
    .locator('.post-card-summary, .post-card-title a, .post-card-gate')
    .first()
    .getAttribute('href');

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectTouchTarget(target: Locator) {
  await target.waitFor({ state: 'visible' });
  const box = await target.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
  return box;
}

describe('lists on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const viewport of PHONES) {
    it(`fit ${viewport.width} px with no horizontal scroll, cards and login in reach`, async () => {
      const page = await openPage(browser, '/', phone(viewport));
      const lists = [...LISTS, { path: await demoStockPath(page), gated: true }];
      for (const { path, gated } of lists) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(new URL(page.url()).pathname, path).toBe(new URL(path, page.url()).pathname);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);

        const card = await expectTouchTarget(page.locator('.post-card').first());
        expect(card?.width, path).toBeLessThanOrEqual(viewport.width);
        expect(await cardArticleHref(page), path).toMatch(/^\/h5\/article\/[0-9a-z]+$/);
        const login = await expectTouchTarget(
          page.locator('.site-header').getByRole('button', { name: '登录/注册' }),
        );
        // One header row: the login control beside the logo, inside the screen.
        expect((login?.x ?? 0) + (login?.width ?? 0), path).toBeLessThanOrEqual(viewport.width);
        const logo = await page.locator('.site-logo').boundingBox();
        expect(Math.abs((login?.y ?? 0) - (logo?.y ?? 0)), path).toBeLessThan(TOUCH_TARGET);

        const dialog = page.getByRole('dialog', { name: '登录研社' });
        if (gated) {
          await dialog.waitFor();
          const box = await dialog.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width, path).toBe(true);
        } else {
          expect(await dialog.count(), path).toBe(0);
        }
      }
      // The header's tabs and the list's chips scroll in their own strips (at 360 px they overflow
      // them), never the page.
      await page.goto('/', { waitUntil: 'networkidle' });
      for (const strip of ['.site-tabs', '.category-chips']) {
        const fits = await page
          .locator(strip)
          .evaluate(
            (el) =>
              getComputedStyle(el).overflowX === 'auto' &&
              el.getBoundingClientRect().right <= window.innerWidth,
          );
        expect(fits, strip).toBe(true);
      }
      expect(await page.locator('.home-side').isVisible()).toBe(false);
      await page.context().close();
    });
  }

  it("fits a member's header at 360 px", async () => {
    const page = await openPage(browser, '/', phone(PHONES[1]));
    await signUp(page, newAccount());
    await page.locator('.user-menu-trigger').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectTouchTarget(page.locator('.user-menu-trigger'));
    await page.context().close();
  });

  it('keeps the desktop layout at 1280 px', async () => {
    const page = await openPage(browser, '/', { viewport: { width: 1280, height: 800 } });
    const main = await page.locator('.home-main').boundingBox();
    const side = await page.locator('.home-side').boundingBox();
    // The sidebar beside the list, both in the 1,200 px frame.
    expect(main?.width).toBe(824);
    expect(side && main && side.x >= main.x + main.width && Math.abs(side.y - main.y) < 1).toBe(true);
    expect(await page.locator('.site-header-inner').evaluate((el) => el.getBoundingClientRect().width)).toBe(
      1200,
    );
    // The full header on one row: tabs, the search with its scope, 发布 and the settings.
    for (const control of [
      page.locator('.site-tabs'),
      page.getByRole('combobox', { name: '搜索范围' }),
      page.getByRole('button', { name: '发布' }),
      page.getByRole('button', { name: '设置' }),
    ]) {
      expect(await control.isVisible()).toBe(true);
    }
    const tabs = await page.locator('.site-tabs').boundingBox();
    const logo = await page.locator('.site-logo').boundingBox();
    expect(
      Math.abs((tabs?.y ?? 0) + (tabs?.height ?? 0) / 2 - ((logo?.y ?? 0) + (logo?.height ?? 0) / 2)),
    ).toBeLessThan(4);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await cardArticleHref(page)).toMatch(/^\/a\/[0-9a-z]+$/);
    await page.context().close();
  });
});
