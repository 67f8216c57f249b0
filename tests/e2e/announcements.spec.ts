/**
 * Announcements (issue 15 item 5): a visitor searches a stock's announcements, downloads the export and
 * finds the same rows in the workbook; opens one, whose PDF goes through the leaving page; reads the
 * stock's 互动易 Q&A; finds announcements in the search page's 公告 scope and in the home sidebar; and a
 * phone is sent to /h5/announcement/{id}. The demo seed holds 15 announcements of 贵州茅台.
 */

import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogin } from './console-support';
import { baseURL, launchBrowser, MOBILE_USER_AGENT, openPage, pathOf } from './support';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/**
 * SPEC §4's login gate asks a visitor to log in on /announcement and /search (not open paths) after every
 * navigation; the dialog closes and the page behind it works, as for articles.
 */
async function closeLoginGate(page: Page) {
  const gate = page.getByRole('dialog', { name: '登录研社' });
  await gate.waitFor();
  await page.keyboard.press('Escape');
  await gate.waitFor({ state: 'hidden' });
}

describe('announcements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('searches a stock’s announcements and downloads them as a workbook with the same rows', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('link', { name: '搜公告' }).first().click();
    await page.waitForURL(/\/announcement$/);
    await page.getByRole('heading', { name: '搜公告' }).waitFor();
    await closeLoginGate(page);

    const stock = page.getByRole('combobox', { name: '股票' });
    await stock.fill('gzmt');
    await page.locator('.ant-select-item-option').filter({ hasText: '贵州茅台' }).click();
    expect(await stock.inputValue()).toBe('600519');
    await page.locator('.announcement-form').getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/\/announcement\?stock=600519$/);
    await page.getByText('共找到 15 条结果').waitFor();
    await closeLoginGate(page);

    const rows = page.locator('.announcement-table tbody tr.ant-table-row');
    expect(await rows.count()).toBe(15);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
    // Newest first.
    const times = shown.map((r) => r[3]);
    expect(times).toEqual([...times].sort().reverse());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^公告搜索结果-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    const cells: string[][] = [];
    sheet.eachRow((row) => {
      cells.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(cells[0]).toEqual(['证券代码', '证券简称', '公告标题', '公告类型', '公告时间', 'PDF链接']);
    // The table shows 证券 as "贵州茅台 600519", then title, type and time.
    expect(
      cells.slice(1).map(([code, name, title, type, time]) => [`${name} ${code}`, title, type, time]),
    ).toEqual(shown);

    // One announcement: its PDF opens through the leaving page.
    const title = shown[0][1];
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/announcement\/\d+$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await closeLoginGate(page);
    const pdf = await page.getByRole('link', { name: '查看公告原文（PDF）' }).getAttribute('href');
    const target = new URL(pdf ?? '', 'http://x').searchParams.get('target');
    expect(pdf?.startsWith('/url/middleware?target=')).toBe(true);
    expect(target).toBe(cells[1][5]);
    expect(target?.startsWith('https://static.cninfo.com.cn/')).toBe(true);
    await page.context().close();
  });

  it('lists the stock’s 互动易 Q&A in the second tab', async () => {
    const page = await openPage(browser, '/announcement?stock=300750');
    await closeLoginGate(page);
    await page.getByRole('tab', { name: '互动易问答' }).click();
    await page.waitForURL(/tab=qa/);
    await page.getByText('共找到 10 条结果').waitFor();
    expect(await page.locator('.qa-item').count()).toBe(10);
    expect(await page.locator('.qa-item .qa-meta').first().textContent()).toContain('宁德时代');
    await page.context().close();
  });

  it('shows announcements in the search page’s 公告 scope and the home sidebar', async () => {
    const page = await openPage(
      browser,
      `/search/new?${new URLSearchParams({ k: '贵州茅台', type: 'announcement' })}`,
    );
    const hits = page.locator('.announcement-hit');
    await hits.first().waitFor();
    expect(await page.getByText('公告搜索即将开放').count()).toBe(0);
    expect(await hits.first().textContent()).toContain('贵州茅台');
    await page.goto('/', { waitUntil: 'networkidle' });
    const card = page.getByRole('list', { name: '公告' });
    await card.getByRole('link').first().waitFor();
    expect(await card.getByRole('link').count()).toBe(6);
    const href = await card.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/announcement\/\d+$/);
    await page.context().close();
  });

  it('sends a phone to /h5/announcement/{id}', async () => {
    const desktop = await openPage(browser, '/announcement?stock=600519');
    const href = await desktop
      .locator('.announcement-table tbody a[href^="/announcement/"]')
      .first()
      .getAttribute('href');
    const title = await desktop
      .locator('.announcement-table tbody a[href^="/announcement/"]')
      .first()
      .textContent();
    await desktop.context().close();
    const phone = await openPage(browser, href ?? '', {
      userAgent: MOBILE_USER_AGENT,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    expect(pathOf(phone)).toBe(`/h5${href}`);
    await phone.getByRole('heading', { name: title ?? '' }).waitFor();
    expect(await phone.getByRole('link', { name: '查看公告原文（PDF）' }).getAttribute('href')).toMatch(
      /^\/url\/middleware\?target=https/,
    );
    await phone.context().close();
  });

  it('an editor imports a Q&A file in the console and puts a link first in the home sidebar', async () => {
    const page = await openPage(browser, '/');
    const base = baseURL();
    await consoleLogin(page, base, 'editor');
    await page.goto('/console/announcement-import', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '公告导入' }).waitFor();
    // A bad file: every bad line listed, nothing written.
    await page.getByLabel('选择文件').setInputFiles(fixture('announcements-bad.csv'));
    await page.getByRole('button', { name: '导入' }).click();
    await page.getByText('文件未导入').waitFor();
    const lines = await page.locator('.ant-table-tbody tr.ant-table-row td:first-child').allTextContents();
    expect(lines).toEqual(['3', '4', '5', '6', '7']);
    await page.getByText('互动易问答').click();
    await page.getByLabel('选择文件').setInputFiles(fixture('interactions.json'));
    await page.getByRole('button', { name: '导入' }).click();
    await page.getByText('interactions.json 导入完成').waitFor();
    expect(await page.locator('.ant-alert-description').textContent()).toMatch(/^共 2 行：/);

    await page.goto('/console/sidebar-links', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '新增链接' }).click();
    const dialog = page.getByRole('dialog', { name: '新增链接' });
    const title = `e2e公告${Date.now().toString(36)}`;
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('链接').fill('https://www.cninfo.com.cn/');
    await dialog.getByLabel('排序号').fill('-9999');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.locator('.ant-table-row').filter({ hasText: title }).waitFor();

    const home = await openPage(browser, '/');
    const first = home.getByRole('list', { name: '公告' }).getByRole('link').first();
    await first.waitFor();
    expect(await first.textContent()).toBe(title);
    expect(await first.getAttribute('href')).toBe(
      `/url/middleware?${new URLSearchParams({ target: 'https://www.cninfo.com.cn/' })}`,
    );
    await home.context().close();
    await page.context().close();
  });
});
