import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newAccount, openPage, pathOf, signUp } from './support';

/** Types into the header search and waits for the stock suggestion named `name`. */
async function suggest(page: Page, keyword: string, name: string) {
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  await box.click();
  // The list refills when the (debounced) suggestion call answers; pick from the answered list.
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/stock/search') && (r.request().postData() ?? '').includes(keyword),
  );
  await box.fill(keyword);
  await answered;
  const option = page.locator('.site-search-stock').filter({ hasText: name });
  await option.first().waitFor();
  return option.first();
}

describe('stocks and search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds 贵州茅台 from the header, follows it, tags it in a post and finds the post again', async () => {
    const page = await openPage(browser, '/');
    await signUp(page, newAccount());

    // Header suggestion → stock page.
    await Promise.all([
      page.waitForURL(/\/stock\/s\/\d+$/),
      (await suggest(page, '茅台', '贵州茅台')).click(),
    ]);
    await page.waitForLoadState('networkidle');
    const stockPath = pathOf(page);
    expect(await page.locator('.stock-name').textContent()).toContain('贵州茅台');
    expect(await page.locator('.stock-code').textContent()).toBe('600519');

    // Follow, and it stays followed after a reload.
    const follow = page.locator('.stock-head .follow-stock');
    expect(await follow.textContent()).toContain('关注');
    await follow.click();
    await expect.poll(() => follow.textContent()).toContain('已关注');
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.stock-head .follow-stock').textContent()).toContain('已关注');

    // Publish a short post tagging the stock through the editor's stock picker.
    await page.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
    const text = `白酒旺季备货观察 ${Date.now()}`;
    await page.locator('#post-body').fill(`${text} `);
    await page.locator('.stock-picker-button').click();
    const picker = page.getByRole('combobox', { name: '搜索股票' });
    await picker.fill('gzmt');
    await page.locator('.ant-select-item-option').filter({ hasText: '贵州茅台' }).first().click();
    await expect.poll(() => page.locator('#post-body').inputValue()).toContain('$贵州茅台(600519)$');
    await Promise.all([
      page.waitForURL(/\/a\/[0-9a-z]+$/),
      page.getByRole('button', { name: '发布', exact: true }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    const articlePath = pathOf(page);
    const tag = page.locator('.article-content a.stock-tag');
    await tag.waitFor();
    expect(await tag.getAttribute('href')).toBe(stockPath);

    // The post is on the stock page…
    await page.goto(stockPath, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator(`a[href="${articlePath}"]`).count()).toBeGreaterThan(0);

    // …and searching 茅台 (the header's default scope is stocks) then switching to 全部 finds it, marked.
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('茅台');
    await Promise.all([page.waitForURL(/\/search\/new\?/), box.press('Enter')]);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).searchParams.get('type')).toBe('stock');
    await page.getByRole('navigation', { name: '搜索范围' }).getByRole('link', { name: '全部' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('1');
    await expect.poll(() => page.locator(`a[href="${articlePath}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('mark').filter({ hasText: '茅台' }).count()).toBeGreaterThan(0);
  });

  it("shows the hot ranking and today's word cloud on the home sidebar and on /jc/f", async () => {
    const page = await openPage(browser, '/');
    const cloud = page.locator('.home-side img.word-cloud-image');
    await cloud.waitFor();
    await expect.poll(() => cloud.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await cloud.getAttribute('src')).toMatch(/^\/word-cloud\/\d{8}-[0-9a-f]{8}\.svg$/);
    const rank = page.locator('.hot-rank');
    await rank.getByRole('tab', { name: '月榜' }).click();
    await expect.poll(() => rank.locator('.rank-list a[href^="/a/"]').count()).toBeGreaterThan(0);
    expect(await rank.getByRole('tab', { name: '热搜' }).count()).toBe(1);

    const frame = await openPage(browser, '/jc/f');
    const image = frame.locator('img.word-cloud-image');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await frame.locator('.site-header').count()).toBe(0);
  });
});
