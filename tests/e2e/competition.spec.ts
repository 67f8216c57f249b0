/**
 * The trading competition (issue 16 item 3): a member applies to the running demo competition with a
 * holdings screenshot whose codes the server reads correctly, corrects a row and submits; an editor
 * approves the application in the console; the ranking on /match then lists the member.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHoldings } from '../fixtures/holdings/render';
import { consoleLogin } from './console-support';
import { baseURL, launchBrowser, newAccount, openPage, signUp } from './support';

const HOLDINGS = [
  { code: '600519', name: '贵州茅台', quantity: 100, cost: 1500, price: 1620.5 },
  { code: '000001', name: '平安银行', quantity: 2300, cost: 11.23, price: 10.87 },
  { code: '300750', name: '宁德时代', quantity: 500, cost: 198.45, price: 210.1 },
];

describe('trading competition', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a member applies with a screenshot, corrects a row; an editor approves; the ranking shows them', async () => {
    const account = newAccount();
    const page = await openPage(browser, '/');
    await signUp(page, account);

    await page.goto('/match', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: /研社冬季实盘挑战赛/ }).waitFor();
    expect(await page.title()).toBe('研社冬季实盘挑战赛 - 研社');
    // The demo's approved entrants are ranked already, returns in 2 decimals.
    const ranking = page.locator('.match-card', { hasText: '收益排行' });
    await expect.poll(() => ranking.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await ranking.locator('tbody tr').first().textContent()).toMatch(/-?\d+\.\d{2}%/);

    await page.getByLabel('持仓截图').setInputFiles({
      name: 'holdings.png',
      mimeType: 'image/png',
      buffer: renderHoldings(HOLDINGS, 'table'),
    });
    await page.getByRole('status').getByText('正在识别持仓截图…').waitFor();
    const code = (i: number) => page.getByLabel(`第${i}行代码`);
    await code(3).waitFor();
    expect(await Promise.all([1, 2, 3].map((i) => code(i).inputValue()))).toEqual(
      HOLDINGS.map((h) => h.code),
    );
    expect(await page.getByLabel('第2行成本价').inputValue()).toBe('11.23');
    await page.getByRole('img', { name: '持仓截图' }).waitFor();

    // The member corrects a row (bought more since the screenshot) and drops one, then submits.
    await page.getByLabel('第2行数量').fill('3000');
    await page.getByLabel('第3行成本价').fill('1.234');
    await page.getByText('最多输入两位有效数字').waitFor();
    await page.getByRole('button', { name: '删除第3行' }).click();
    await page.getByRole('button', { name: '提交报名' }).click();
    const mine = page.locator('.match-mine');
    await mine.getByText('待审核').waitFor();
    await mine.locator('tr', { hasText: '平安银行' }).getByText('3000').waitFor();
    expect(await mine.locator('tbody tr').count()).toBe(2);

    // An editor reviews it in the console: screenshot and holdings side by side; approves.
    const editor = await openPage(browser, '/console/login');
    await consoleLogin(editor, baseURL(), 'editor');
    await editor.goto('/console/competition', { waitUntil: 'networkidle' });
    await editor
      .locator('tr', { hasText: '研社冬季实盘挑战赛' })
      .getByRole('button', { name: '报名审核' })
      .click();
    const drawer = editor.getByRole('dialog', { name: /报名审核/ });
    const row = drawer.locator('tr', { hasText: account.nickname });
    await row.getByRole('img', { name: `${account.nickname}的持仓截图` }).waitFor();
    await row.getByText('成本 1500.00').waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await expect.poll(() => drawer.locator('tr', { hasText: account.nickname }).count()).toBe(0);

    // The member's page: approved, and ranked.
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('.match-mine').getByText('已通过').waitFor();
    const entry = page
      .locator('.match-card', { hasText: '收益排行' })
      .locator('tr', { hasText: account.nickname });
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/[+-]?\d+\.\d{2}%/);
    await Promise.all([page.context().close(), editor.context().close()]);
  });
});
