/**
 * 异动 (issue 15 item 2): an editor signs into the console, imports a day's 异动 with two sectors from the
 * documented sample file, previews and publishes it; a visitor sees the day at /action/{date} (also from
 * a non-trading day, which falls back to it) and a stock's 异动解析 post in search scope 5.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogin } from './console-support';
import { baseURL, launchBrowser, openPage } from './support';

const SAMPLE = fileURLToPath(new URL('../../docs/samples/actions-sample.csv', import.meta.url));
/** A Thursday before the Dragon Boat closure (Friday 2026-06-19), far from the demo's recent days. */
const DAY = '2026-06-18';

describe('异动', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('is imported and published by an editor, then read by a visitor and found in search', async () => {
    const editor = await openPage(browser, '/console/login');
    await consoleLogin(editor, baseURL(), 'editor');
    await editor.goto('/console/action', { waitUntil: 'networkidle' });
    await editor.getByRole('heading', { name: '异动编辑' }).waitFor();

    // The day, typed into the date picker.
    const picker = editor.getByLabel('交易日');
    await picker.click();
    await picker.fill(DAY);
    const dayLoaded = editor.waitForResponse(
      (r) => r.url().endsWith('/api/console/action/day') && (r.request().postData() ?? '').includes(DAY),
    );
    await picker.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe(DAY);
    await dayLoaded;
    await editor.locator('.ant-tag', { hasText: '未发布' }).waitFor();

    // The sample sheet: two sectors, five stocks, previewed before anything is written.
    await editor.locator('input[type=file]').setInputFiles(SAMPLE);
    const table = editor.locator('.ant-table-tbody');
    await table.getByText('中际旭创 300308').waitFor();
    expect(await table.locator('tr').count()).toBe(5);
    await editor.locator('.ant-tag', { hasText: '有未发布的修改' }).waitFor();

    // By its label's text: after a call antd may leave the leaving spinner (role img, named 'loading') in
    // the button, which then joins its accessible name.
    const publish = editor.locator('button', { has: editor.locator('span', { hasText: /^发\s*布$/ }) });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await editor.locator('.ant-tag', { hasText: '已发布' }).waitFor();
    await editor.context().close();

    // A visitor (no login) reads the day: both sectors with their counts, red for the rises.
    const visitor = await openPage(browser, `/action/${DAY}`);
    expect(await visitor.title()).toBe(`${DAY} 异动解析 - 研社`);
    const computing = visitor.getByRole('article', { name: '算力' });
    expect(await computing.locator('.action-field-count').textContent()).toBe('3');
    const xuchuang = computing.locator('tr', { hasText: '中际旭创' });
    expect(await xuchuang.locator('.action-range').textContent()).toBe('+20.00%');
    expect(await xuchuang.locator('.action-range').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(207, 19, 34)',
    );
    await visitor.getByRole('article', { name: '机器人' }).getByText('立讯精密').waitFor();
    expect(await visitor.getByRole('dialog', { name: '登录研社' }).count()).toBe(0);

    // Sorting by price puts the dearest first.
    await visitor.getByRole('button', { name: '价格' }).click();
    expect(await computing.locator('tbody tr').first().getAttribute('data-code')).toBe('300308');
    await visitor.getByRole('button', { name: /价格/ }).click();
    expect(await computing.locator('tbody tr').first().getAttribute('data-code')).toBe('000977');

    // The row's 异动解析 post, its id from the page's link.
    const link = await xuchuang.getByRole('link', { name: '异动解析' }).getAttribute('href');
    const articleId = /\/action\/detail\/([0-9a-z]+)$/.exec(link ?? '')?.[1];
    expect(articleId).toBeTruthy();

    // A non-trading day shows the previous session.
    await visitor.goto('/action/2026-06-20', { waitUntil: 'networkidle' });
    await visitor.getByText(`2026-06-20 非交易日，已显示前一交易日 ${DAY} 的异动`).waitFor();
    await visitor.getByRole('article', { name: '算力' }).waitFor();

    // Search scope 5 (异动) finds the stock's post.
    await visitor.goto(`/search/new?k=${encodeURIComponent('中际旭创')}&type=5`, {
      waitUntil: 'networkidle',
    });
    await visitor.locator(`.search-results .post-card a[href$="${articleId}"]`).first().waitFor();

    // /action/detail/{id} is the post on desktop.
    await visitor.goto(`/action/detail/${articleId}`, { waitUntil: 'networkidle' });
    expect(new URL(visitor.url()).pathname).toBe(`/a/${articleId}`);
    await visitor.getByText('800G光模块出货量超预期').first().waitFor();
    await visitor.context().close();
    // Two browser sessions and a production render of every page: generous on a busy 2-core machine.
  });
});
