/**
 * The member centre's money pages (issue 14 item 9): a new member tops up ¥10 by WeChat through the local
 * scan-to-pay page; the wallet shows the balance, the sidebar too, and the statement line with its running
 * balance; /mine/reward and /mine/energy show their balances and rules (养分 from the day's visit).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnScanPage } from './money-support';
import { launchBrowser, newAccount, openPage, signUp } from './support';

const cellsOf = (page: Page, row: number) =>
  page.locator('table.statement tbody tr').nth(row).locator('td').allTextContents();

describe('wallet, 工分 and 养分 pages', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/');
    await signUp(page, newAccount());
  });
  afterAll(async () => {
    await browser.close();
  });

  const sidebarFigure = (label: string) =>
    page
      .getByRole('complementary', { name: '个人中心' })
      .locator('.asset-figures > div')
      .filter({
        has: page.locator('dt', { hasText: label }),
      });

  it('tops up ¥10 through the WeChat scan page and shows it with the running balance', async () => {
    await page.goto('/mine/wellat', { waitUntil: 'networkidle' });
    const balance = page.locator('.money-balance strong');
    expect(await balance.textContent()).toBe('¥0.00');
    await page.getByText('暂无记录').waitFor();

    // A bad 其他 amount never opens an order.
    await page.getByText('其他', { exact: true }).click();
    await page.getByRole('textbox', { name: '其他金额' }).fill('0.5');
    await page.getByRole('button', { name: '充值', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe('充值金额需在1~50000元之间');

    await page.getByText('10元', { exact: true }).click();
    await page.getByRole('button', { name: '充值', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '支付订单' });
    expect(await dialog.locator('.pay-price').textContent()).toBe('¥ 10.00');
    await dialog.getByRole('button', { name: '确认支付' }).click();
    // The QR code's page, opened as the member's phone would after scanning it.
    await payOnScanPage(page, dialog);

    // The dialog polls every 5 s, closes once paid, and the page reloads its data.
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => balance.textContent()).toBe('¥10.00');
    const [time, kind, memo, amount, after] = await cellsOf(page, 0);
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(kind).toBe('钱包充值');
    expect(memo).toContain('钱包充值');
    expect(amount).toBe('+¥10.00');
    expect(after).toBe('¥10.00');
    expect(await page.locator('table.statement .amount-in').count()).toBe(1);
    expect(await sidebarFigure('钱包').locator('dd').textContent()).toBe('¥10.00');

    // The filters: income has the line, spending has nothing.
    await page.getByRole('link', { name: '支出', exact: true }).click();
    await page.waitForURL(/direction=out/);
    await page.getByText('暂无记录').waitFor();
    await page.getByRole('link', { name: '收入', exact: true }).click();
    await page.waitForURL(/direction=in/);
    await expect.poll(async () => (await cellsOf(page, 0))[3]).toBe('+¥10.00');
  });

  it('shows the 工分 balance, the fixed supply and the rules', async () => {
    await page.goto('/mine/reward', { waitUntil: 'networkidle' });
    expect(await page.locator('.money-balance strong').textContent()).toBe('0');
    const supply = await page.locator('.money-supply').textContent();
    expect(supply).toContain('工分总量固定为 21,000,000');
    expect(supply).toMatch(/国库未发行 [\d,]+，已销毁 [\d,]+，流通中 [\d,]+/);
    await page.getByText('会员之间流转的工分（打赏、赠送、付费阅读、悬赏），销毁其中的 10%').waitFor();
    await page.getByText('暂无记录').waitFor();
    await page.getByRole('link', { name: '查看明细' }).click();
    await page.waitForURL('**/mine/reward/detail');
    await page.getByRole('heading', { name: '工分明细' }).waitFor();
    expect(await sidebarFigure('工分').locator('dd').textContent()).toBe('0');
  });

  it('shows the 养分 of the day’s visit, today’s progress and what 养分 unlocks', async () => {
    await page.goto('/mine/energy', { waitUntil: 'networkidle' });
    expect(await page.locator('.money-balance strong').textContent()).toBe('5');
    expect(await sidebarFigure('养分').locator('dd').textContent()).toBe('5');
    const login = page.locator('.energy-today li').filter({ hasText: '每日登录' });
    expect(await login.locator('.energy-today-count').textContent()).toBe('1/1 次 · 每次 +5');
    await page.getByText('再获得 45 养分即可发布付费阅读和设置悬赏').waitFor();
    await page.getByText('每日登录：每次 +5 养分，每天最多 1 次').waitFor();
    expect(await cellsOf(page, 0)).toEqual([expect.any(String), '养分', '每日登录', '+5', '5']);

    await page.goto('/mine/power', { waitUntil: 'networkidle' });
    const paid = page.locator('.power-list .ant-list-item').filter({ hasText: '付费阅读' });
    expect(await paid.locator('.ant-tag').textContent()).toBe('养分不足50');
    expect(await paid.textContent()).not.toContain('即将开放');
  });
});
