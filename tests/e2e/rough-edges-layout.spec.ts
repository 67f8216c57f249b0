/**
 * Issue 18, rough edges 3, 4 and 7: the lists' sidebar stays beside the feed, the header's search box and
 * icons, one post card for feeds and search results, and what the login gate leaves a visitor to read.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from './money-support';
import { launchBrowser, openLoginDialog, openPage } from './support';

const VIEWPORT = { width: 1280, height: 800 };

/** The sidebar's first and last blocks and the header's bottom, relative to the viewport. */
function sidebarBox(page: Page) {
  return page.evaluate(() => {
    const side = document.querySelector('.home-side');
    const header = document.querySelector('.site-header');
    if (!side?.firstElementChild || !side.lastElementChild || !header) throw new Error('no sidebar');
    const first = side.firstElementChild.getBoundingClientRect();
    const last = side.lastElementChild.getBoundingClientRect();
    return {
      headerBottom: header.getBoundingClientRect().bottom,
      firstTop: first.top,
      lastTop: last.top,
      lastBottom: last.bottom,
      viewport: window.innerHeight,
    };
  });
}

/** Scrolls so that `y` pixels of the feed have gone by, or to the feed's end. */
async function scrollFeed(page: Page, to: 'end' | number) {
  await page.evaluate((target) => {
    const main = document.querySelector('.home-main');
    if (!main) throw new Error('no feed');
    const end = main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight;
    window.scrollTo(0, target === 'end' ? end : target);
  }, to);
  // The scroll event is handled before the next frame; the sticky position follows it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** The stats a post card shows: each counter's label and whether it is an icon. */
function cardStats(card: Locator) {
  return card
    .locator('.post-counters .post-counter')
    .evaluateAll((counters) =>
      counters.map((c) => `${c.getAttribute('title')}:${c.querySelector('.anticon svg') ? 'icon' : 'text'}`),
    );
}

async function closeGateWith(page: Page, how: 'Escape' | '关闭') {
  const gate = page.getByRole('dialog', { name: '登录研社' });
  await gate.waitFor();
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await gate.getByRole('button', { name: '关闭' }).click();
  await gate.waitFor({ state: 'hidden' });
}

describe('issue 18: the lists, the header and the login gate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['/', '/live_publish'])(
    'keeps the sidebar’s last block in view beside a long feed on %s',
    async (path) => {
      const page = await openPage(browser, path, { viewport: VIEWPORT });
      const top = await sidebarBox(page);
      // At the top of the page the sidebar starts under the header, as before.
      expect(top.firstTop).toBeGreaterThanOrEqual(top.headerBottom);
      expect(top.firstTop).toBeLessThan(top.headerBottom + 40);

      for (const to of [2500, 'end'] as const) {
        await scrollFeed(page, to);
        const box = await sidebarBox(page);
        expect(box.lastBottom, `last block's bottom after scrolling to ${to}`).toBeLessThanOrEqual(
          box.viewport,
        );
        expect(box.lastTop, `last block's top after scrolling to ${to}`).toBeGreaterThanOrEqual(
          box.headerBottom,
        );
      }
      await page.context().close();
    },
  );

  it('shows the searched keyword and scope in the header’s box, and follows a new search', async () => {
    const page = await openPage(browser, `/search/new?${new URLSearchParams({ k: '茅台', type: '2' })}`);
    await closeGateWith(page, 'Escape');
    const header = page.locator('.site-header');
    const box = header.getByRole('combobox', { name: '搜索关键词' });
    expect(await box.inputValue()).toBe('茅台');
    expect(await header.getByRole('combobox', { name: '搜索范围' }).inputValue()).toBe('2');

    // A search from the page's own box is a client navigation: the header's box follows it.
    const pageBox = page.locator('.search-head').getByLabel('搜索关键词');
    await pageBox.fill('白酒');
    await pageBox.press('Enter');
    await page.waitForURL(/k=%E7%99%BD%E9%85%92/);
    await closeGateWith(page, 'Escape');
    await expect.poll(() => box.inputValue()).toBe('白酒');
    await page.context().close();
  });

  it('draws the header’s bell, mail and gear at one size', async () => {
    const { page } = await member(browser);
    const icons = page.locator('.site-header-actions .header-icon');
    await expect.poll(() => icons.count()).toBe(3);
    const sizes = await icons.evaluateAll((els) =>
      els.map((el) => {
        const icon = el.querySelector('.anticon svg')?.getBoundingClientRect();
        const button = el.getBoundingClientRect();
        return {
          label: el.getAttribute('aria-label'),
          icon: `${icon?.width}x${icon?.height}`,
          button: `${button.width}x${button.height}`,
        };
      }),
    );
    expect(sizes.map((s) => s.label)).toEqual(['消息通知', '私信', '设置']);
    expect(new Set(sizes.map((s) => s.icon)).size, JSON.stringify(sizes)).toBe(1);
    expect(new Set(sizes.map((s) => s.button)).size, JSON.stringify(sizes)).toBe(1);
    await page.context().close();
  });

  it('shows a search result with the feed card’s icon stats', async () => {
    const page = await openPage(browser, '/');
    const feedStats = await cardStats(page.locator('.post-feed-items .post-card').first());
    expect(feedStats).toEqual(['赞:icon', '评论:icon', '收藏:icon', '阅读:icon']);

    await page.goto(`/search/new?${new URLSearchParams({ k: '茅台', type: '1' })}`, {
      waitUntil: 'networkidle',
    });
    const hit = page.locator('.search-results .post-card').first();
    await hit.waitFor();
    expect(await cardStats(hit)).toEqual(feedStats);
    // The searched word stays marked in the shared card.
    expect(await hit.locator('mark').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('lets a visitor read an agreement opened from the register dialog without the login dialog', async () => {
    const page = await openPage(browser, '/');
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: '注册账号' }).click();
    const [agreement] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('form#register').getByRole('link', { name: '《隐私政策》' }).click(),
    ]);
    await agreement.waitForLoadState('networkidle');
    expect(new URL(agreement.url()).pathname).toBe('/protocol/privacy');
    await agreement.getByRole('heading', { name: '隐私政策', level: 1 }).waitFor();
    // Hydrated (the header's button works) and still no dialog over the text.
    expect(await agreement.getByRole('dialog').count()).toBe(0);
    await openLoginDialog(agreement);
    await agreement.keyboard.press('Escape');

    // Also by a client navigation, from the footer.
    await agreement.getByRole('contentinfo').getByRole('link', { name: '服务协议' }).click();
    await agreement.waitForURL('**/protocol/service');
    await agreement.getByRole('heading', { name: '服务协议', level: 1 }).waitFor();
    await agreement.waitForLoadState('networkidle');
    expect(await agreement.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('lets a visitor close the gate and read an article, and prompts on a members-only page', async () => {
    const home = await openPage(browser, '/');
    const first = home.locator('.post-feed-items .post-card-title a').first();
    const title = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    await home.context().close();

    // SPEC §6: visitors read articles; the gate of SPEC §4 asks, and closes with Escape.
    const article = await openPage(browser, href);
    await closeGateWith(article, 'Escape');
    await article.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await article.locator('.article-content').innerText()).not.toBe('');
    await article.context().close();

    // Following is members-only: the closed dialog leaves a prompt to log in, not the list.
    const focus = await openPage(browser, '/focus');
    await closeGateWith(focus, '关闭');
    const main = focus.locator('.desktop-main');
    await main.getByText('登录后查看关注').waitFor();
    expect(await main.locator('.post-card').count()).toBe(0);
    await main.getByRole('button', { name: '登录', exact: true }).click();
    await focus.getByRole('dialog', { name: '登录研社' }).waitFor();
    await focus.context().close();
  });
});
