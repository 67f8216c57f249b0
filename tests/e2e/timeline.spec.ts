/**
 * The timeline and the industry-chain library (issue 15 items 3 and 4): an editor adds a timeline event in
 * the console, which then shows in the home sidebar's preview and on /timeline; a visitor opens
 * /industryChain, searches, opens an item (related stocks, images in the viewer, counts, 转发), and the
 * phone pages show the same; an editor creates, pins and moves an item in the console's 产业库.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogin } from './console-support';
import { baseURL, launchBrowser, MOBILE_USER_AGENT, openPage } from './support';

describe('timeline and industry chain', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an editor adds an event in the console; it shows in the home preview and on /timeline', async () => {
    const title = `旅程事件${Date.now()}：算力中心投产`;
    const editor = await openPage(browser, '/console/login');
    await consoleLogin(editor, baseURL(), 'editor');
    await editor.goto('/console/timeline', { waitUntil: 'networkidle' });
    await editor.getByRole('button', { name: '添加事件' }).click();
    const dialog = editor.getByRole('dialog', { name: '添加事件' });
    await dialog.getByLabel('事件标题').fill(title);
    await dialog.getByText('重大', { exact: true }).click();
    await dialog.getByLabel('来源').fill('公司公告');
    await dialog.getByLabel('主题').fill('算力，数据中心');
    await dialog.getByLabel('内容').fill('首期机柜全部上架。\n二期预计明年投产。');
    await dialog.getByRole('button', { name: '发布' }).click();
    await editor.locator('tr', { hasText: title }).waitFor();

    // A visitor's home: the sidebar's preview lists it first.
    const visitor = await openPage(browser, '/');
    const preview = visitor.locator('.timeline-preview');
    const link = preview.getByRole('link', { name: title });
    await link.waitFor();
    expect(await preview.locator('li a').first().textContent()).toBe(title);
    await link.click();
    await visitor.waitForURL(/\/timeline\/[0-9a-z]+$/);
    const current = visitor.locator('.timeline-event-current');
    await current.getByText('首期机柜全部上架。 二期预计明年投产。').waitFor();
    expect(await current.locator('.timeline-grade').textContent()).toBe('重大');

    // /timeline: open to visitors (no login dialog), the event under today with its themes and source.
    await visitor.goto('/timeline', { waitUntil: 'networkidle' });
    expect(await visitor.title()).toBe('时间轴 - 研社');
    expect(await visitor.getByRole('dialog', { name: '登录研社' }).count()).toBe(0);
    const event = visitor.locator('.timeline-event', { hasText: title });
    await event.getByRole('link', { name: '#算力' }).waitFor();
    await event.getByText('来源：公司公告').waitFor();
    // Scrolling to the end loads earlier months of the demo events, until there are no more.
    const before = await visitor.locator('.timeline-event').count();
    await visitor.locator('.timeline-more').scrollIntoViewIfNeeded();
    await visitor.getByText('没有更多了').waitFor();
    expect(await visitor.locator('.timeline-event').count()).toBeGreaterThanOrEqual(before);
    expect(await visitor.locator('.timeline-event').count()).toBeGreaterThanOrEqual(31);

    // The phone's timeline shows it too.
    const phone = await openPage(browser, '/h5/time-article', { userAgent: MOBILE_USER_AGENT });
    await phone.getByRole('link', { name: title }).waitFor();
    await Promise.all([editor.context().close(), visitor.context().close(), phone.context().close()]);
  });

  it('a visitor searches the industry-chain library and opens an item', async () => {
    const page = await openPage(browser, '/industryChain', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // The login gate asks visitors on these pages at every navigation (SPEC §4); it closes and the
    // library stays readable.
    const closeGate = async () => {
      const gate = page.getByRole('dialog', { name: '登录研社' });
      await gate.waitFor();
      await page.keyboard.press('Escape');
      await gate.waitFor({ state: 'hidden' });
    };
    await closeGate();
    expect(await page.locator('.industry-card').count()).toBe(15);
    expect(await page.locator('.industry-card').first().locator('.industry-top').textContent()).toBe('置顶');

    const search = page.locator('.industry-page').getByLabel('搜索关键词');
    await search.fill('贵州茅台');
    await search.press('Enter');
    await page.waitForURL(/\/industryChain\?k=/);
    await closeGate();
    await expect.poll(() => page.locator('.industry-card').count()).toBe(1);
    const card = page.locator('.industry-card').first();
    const listed = Number(/浏览 (\d+)/.exec((await card.locator('footer').textContent()) ?? '')?.[1]);
    await card.getByRole('link', { name: /^白酒\d{6}$/ }).click();
    await page.waitForURL(/\/industryChain\/\d+$/);
    await closeGate();

    const related = page.getByRole('region', { name: '相关股票' });
    const stock = related.getByRole('link', { name: /贵州茅台/ });
    expect(await stock.getAttribute('href')).toMatch(/^\/stock\/s\/\d+$/);
    // The browse counts once the page is seen, and once a day for this reader: a reload adds nothing.
    const meta = page.locator('.industry-detail-meta');
    const count = (label: string) => async () =>
      Number(new RegExp(`${label} (\\d+)`).exec((await meta.textContent()) ?? '')?.[1]);
    await expect.poll(count('浏览')).toBe(listed + 1);
    await page.reload({ waitUntil: 'networkidle' });
    await closeGate();
    expect(await count('浏览')()).toBe(listed + 1);

    const forwarded = await count('转发')();
    await page.getByRole('button', { name: /转\s*发/ }).click();
    await expect.poll(count('转发')).toBe(forwarded + 1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Its image opens in the image viewer.
    await page.getByRole('list', { name: '图片' }).getByRole('button').first().click();
    await page.locator('.image-viewer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.image-viewer').waitFor({ state: 'detached' });

    // The phone's share page of the same item.
    const id = /\/industryChain\/(\d+)$/.exec(page.url())?.[1];
    const phone = await openPage(browser, `/h5/share_industry/${id}`, { userAgent: MOBILE_USER_AGENT });
    await phone.getByRole('heading', { name: /^白酒\d{6}$/ }).waitFor();
    await phone.getByRole('list', { name: '相关股票' }).getByRole('link', { name: '贵州茅台' }).waitFor();
    await Promise.all([page.context().close(), phone.context().close()]);
  });
  it('an editor creates an industry item in the console and orders it; it shows first in the library', async () => {
    const theme = `旅程主题${Date.now() % 100000}`;
    const editor = await openPage(browser, '/console/login');
    await consoleLogin(editor, baseURL(), 'editor');
    await editor.goto('/console/industry', { waitUntil: 'networkidle' });
    await editor.getByRole('button', { name: '新建条目' }).click();
    const dialog = editor.getByRole('dialog', { name: '新建条目' });
    await dialog.getByLabel('主题').fill(theme);
    await dialog.getByLabel('置顶', { exact: true }).check();
    await dialog.getByLabel('相关股票').fill('贵州茅台');
    await editor.locator('.ant-select-item-option', { hasText: '贵州茅台(600519)' }).click();
    await dialog.getByLabel('内容').fill('高端白酒批价企稳。\n渠道库存回落。');
    await dialog.getByRole('button', { name: '保存' }).click();
    const rows = editor.locator('tbody tr');
    await expect.poll(() => rows.first().textContent()).toContain(theme);
    expect(await rows.first().textContent()).toContain('贵州茅台');

    // Down: the next pinned item takes its place.
    const second = (await rows.nth(1).locator('a').first().textContent()) ?? '';
    await rows.first().getByRole('button', { name: /^下移/ }).click();
    await expect.poll(() => rows.first().locator('a').first().textContent()).toBe(second);
    await expect.poll(() => rows.nth(1).textContent()).toContain(theme);

    const visitor = await openPage(browser, '/industryChain');
    const cards = visitor.locator('.industry-card h2');
    expect(await cards.nth(0).textContent()).toBe(second);
    expect(await cards.nth(1).textContent()).toMatch(new RegExp(`^${theme}\\d{6}$`));
    await Promise.all([editor.context().close(), visitor.context().close()]);
  });
});
