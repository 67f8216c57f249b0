/** Finding things to read (issue 18 rough edges 5 and 6): the hot-word cloud and a new member's /focus. */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from './money-support';
import { openPhonePage } from './phone';
import { launchBrowser, openPage } from './support';

/** No label of the cloud may be drawn smaller than this (CSS px). */
const MIN_LABEL_PX = 12;

/**
 * The smallest label of an inline SVG as drawn: each <text>'s computed font size times the scale its
 * transform to the screen applies (the SVG's viewBox scaled to its box; an upright word is rotated).
 */
function smallestLabel(svg: Locator): Promise<number> {
  return svg.evaluate((root: SVGSVGElement) => {
    const sizes = [...root.querySelectorAll('text')].map((text) => {
      const ctm = text.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
      return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
    });
    return sizes.length > 0 ? Math.min(...sizes) : 0;
  });
}

/**
 * The same for an <img> of the cloud: its SVG, fetched, is laid inline over the image at the image's
 * drawn width (an image scales its SVG to that width, as an inline SVG of that width does), measured
 * and removed.
 */
async function smallestImageLabel(page: Page, image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const handle = await image.evaluateHandle(async (img: HTMLImageElement) => {
    const box = document.createElement('div');
    box.dataset.cloudProbe = '';
    box.style.cssText = `position:absolute;left:0;top:0;width:${img.getBoundingClientRect().width}px`;
    box.innerHTML = await (await fetch(img.currentSrc)).text();
    const svg = box.querySelector('svg')!;
    svg.style.cssText = 'display:block;width:100%;height:auto';
    document.body.append(box);
    return svg;
  });
  const size = await smallestLabel(handle.asElement() as unknown as Locator);
  await page.evaluate(() => document.querySelector('[data-cloud-probe]')?.remove());
  return size;
}

/** A row's 关注 or 已关注 button, by its text: the icon's label is part of the accessible name (“plus 关注”). */
const followButton = (row: Locator, label: '关注' | '已关注') =>
  row.locator('button[aria-pressed]').filter({ hasText: new RegExp(`^${label}$`) });

describe('finding things to read', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('draws no word-cloud label under 12 px: home sidebar, /jc/f and /h5/word-cloud', async () => {
    const home = await openPage(browser, '/');
    const card = home.locator('.home-side img.word-cloud-image');
    await card.waitFor();
    expect(await smallestImageLabel(home, card)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    await home.context().close();

    const frame = await openPage(browser, '/jc/f');
    const image = frame.locator('img.word-cloud-image');
    await image.waitFor();
    expect(await smallestImageLabel(frame, image)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    await frame.context().close();

    const phone = await openPhonePage(browser, '/h5/word-cloud');
    const inline = phone.locator('.h5-word-cloud-picture svg');
    await inline.waitFor();
    expect(await inline.locator('text').count()).toBeGreaterThan(1);
    expect(await smallestLabel(inline)).toBeGreaterThanOrEqual(MIN_LABEL_PX);
    await phone.context().close();
  });

  it('suggests authors and stocks on a new member’s /focus, followed in place', async () => {
    const { page } = await member(browser);
    await page.goto('/focus', { waitUntil: 'networkidle' });
    const suggestions = page.getByRole('region', { name: '推荐关注' });
    const authors = suggestions.getByRole('list', { name: '推荐作者' }).getByRole('listitem');
    const stocks = suggestions.getByRole('list', { name: '推荐股票' }).getByRole('listitem');
    await expect.poll(() => authors.count()).toBeGreaterThan(0);
    expect(await stocks.count()).toBeGreaterThan(0);
    // Set on this document: still there after the follows means no reload happened.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    // Rows with posts this week, whose posts the feeds then show.
    const weekPosts = /本周 [1-9]\d* 篇/;
    const stock = stocks.filter({ hasText: weekPosts }).first();
    const stockLink = await stock.getByRole('link').first().getAttribute('href');
    await followButton(stock, '关注').click();
    await followButton(stock, '已关注').waitFor();
    expect(await followButton(stock, '已关注').getAttribute('aria-pressed')).toBe('true');

    const author = authors.filter({ hasText: weekPosts }).first();
    const authorLink = await author.getByRole('link').first().getAttribute('href');
    await followButton(author, '关注').click();
    await followButton(author, '已关注').waitFor();
    expect(await followButton(author, '已关注').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    // The followed author's posts fill the feed, so the suggestions step aside.
    await expect.poll(() => page.locator(`.post-card a[href="${authorLink}"]`).count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBe(0);
    // The one followed stock's posts are on the 关注的股票 tab.
    expect(stockLink).toMatch(/^\/stock\/s\/\d+$/);
    await page.getByRole('navigation', { name: '关注' }).getByRole('button', { name: '关注的股票' }).click();
    await expect.poll(() => page.locator('.post-card').count()).toBeGreaterThan(0);
  });
});
