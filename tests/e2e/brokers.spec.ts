/**
 * Broker account opening and the download page (issue 16 items 4 and 5): a visitor opens /open-account,
 * an offer's page, presses 去开户 and reaches the broker's page through the leaving page, and the editors'
 * console shows the press counted; /download-app shows its QR codes; the in-app /app-open-account pages
 * have no site chrome; an editor page opens as HTML.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BROKERS } from '../../server/db/seed/brokers';
import { consoleLogin } from './console-support';
import { baseURL, collectErrors, launchBrowser, openPage } from './support';

const OFFER = SEED_BROKERS[0].offers[0];
const BROKER_PAGE = '<!doctype html><title>券商开户页</title><h1>鼎盛证券开户</h1>';

/** The demo links' domain never resolves: the browser gets a stand-in page for them. */
async function fakeBrokerSite(page: Page) {
  await page
    .context()
    .route('https://*.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: BROKER_PAGE }),
    );
}

/** The login gate asks visitors on these pages at every navigation (SPEC §4); it closes and the page stays. */
async function closeGate(page: Page) {
  const gate = page.getByRole('dialog', { name: '登录研社' });
  await gate.waitFor();
  await page.keyboard.press('Escape');
  await gate.waitFor({ state: 'hidden' });
}

describe('broker account opening and the download page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a visitor opens an offer, presses 去开户 and reaches the broker through the leaving page; the press is counted', async () => {
    const editor = await openPage(browser, '/console/login');
    await consoleLogin(editor, baseURL(), 'editor');
    await editor.goto('/console/brokers', { waitUntil: 'networkidle' });
    const row = editor.locator('tr', { hasText: OFFER.title });
    const clicks = async () => Number(await row.locator('td').nth(4).textContent());
    await row.waitFor();
    const before = await clicks();

    const page = await openPage(browser, '/open-account');
    const errors = collectErrors(page);
    await fakeBrokerSite(page);
    await closeGate(page);
    expect(await page.title()).toBe('券商开户 - 研社');
    for (const b of SEED_BROKERS) await page.getByRole('heading', { name: b.name }).waitFor();
    await page.getByRole('link', { name: new RegExp(OFFER.title) }).click();
    await page.waitForURL(/\/open-account\/\d+$/);
    await closeGate(page);
    await page.getByRole('heading', { name: OFFER.title }).waitFor();
    for (const step of OFFER.steps) await page.getByText(step, { exact: true }).waitFor();

    await page.locator('a.broker-open', { hasText: '去开户' }).click();
    await page.waitForURL(/\/url\/middleware\?target=/);
    await closeGate(page);
    expect(await page.locator('.leaving-target').textContent()).toBe(OFFER.link);
    await page.locator('a', { hasText: '继续访问' }).click();
    await page.waitForURL(OFFER.link);
    await page.getByRole('heading', { name: '鼎盛证券开户' }).waitFor();
    expect(errors).toEqual([]);

    // The editors' console counts the press.
    await expect
      .poll(async () => {
        await editor.reload({ waitUntil: 'networkidle' });
        await row.waitFor();
        return clicks();
      })
      .toBe(before + 1);
    await Promise.all([editor.context().close(), page.context().close()]);
  });

  it('/download-app shows the app’s and the official account’s QR codes and the store links', async () => {
    const page = await openPage(browser, '/download-app');
    await closeGate(page);
    expect(await page.title()).toBe('下载 App - 研社');
    const qrs = page.locator('.download-app-qr');
    await expect.poll(() => qrs.locator('svg').count()).toBe(4);
    for (const label of ['扫码下载', 'iPhone 版', 'Android 版', '微信扫码关注']) {
      await qrs.getByText(label, { exact: true }).waitFor();
    }
    const store = page.getByRole('link', { name: 'App Store 下载' });
    expect(await store.getAttribute('href')).toBe(
      `/url/middleware?${new URLSearchParams({ target: 'https://apps.apple.com/cn/app/id0000000000' })}`,
    );
    await page.getByRole('heading', { name: '官方公众号：研社投研' }).waitFor();
    await page.context().close();
  });

  it('the in-app /app-open-account pages have no site chrome and open the broker directly', async () => {
    const page = await openPage(browser, '/app-open-account');
    await fakeBrokerSite(page);
    await page.getByRole('heading', { name: '券商开户' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('link', { name: new RegExp(OFFER.title) }).click();
    await page.waitForURL(/\/app-open-account\/\d+$/);
    await page.getByRole('heading', { name: OFFER.title }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await page.locator('a.broker-open', { hasText: '去开户' }).click();
    await page.waitForURL(OFFER.link);
    await page.context().close();
  });

  it('an editor page opens in the browser as HTML', async () => {
    const page = await openPage(browser, '/mall-api/page/open-account-guide/origin');
    expect(await page.title()).toBe('开户常见问题 - 研社');
    // The sanitiser opens content links in a new tab, as in posts.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: '开户页' }).click(),
    ]);
    await tab.waitForURL(/\/open-account$/);
    await page.context().close();
  });
});
