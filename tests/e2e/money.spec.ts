/**
 * Money journeys (issue 14, Tests): a reader tops up the wallet through the local WeChat scan-to-pay page
 * and rewards an author with it through the reward and pay dialogs; a reader pays 工分 to unlock a paid
 * post and reads it whole without reloading the page.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_RULES, shareOf } from '../../common/money';
import { grant, member, topUp } from './money-support';
import { callAsMember, launchBrowser, publishShortPost } from './support';

const walletOf = (page: Page) =>
  callAsMember<{ money: number; integral: number }>(page, '/api/v1/user/wallet/info', {});

/** Marks the document: the mark survives exactly as long as the page is not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => document.body.setAttribute('data-e2e-mark', '1'));
const stillMarked = (page: Page) => page.evaluate(() => document.body.getAttribute('data-e2e-mark') === '1');

describe('money', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('rewards an author ¥8 from the wallet; the post lists the reward and the author is credited', async () => {
    const author = await member(browser);
    const articleId = await publishShortPost(author.page, `打赏测试 ${Date.now()}`);

    const reader = await member(browser);
    await topUp(reader.page, 100);
    expect((await walletOf(reader.page)).money).toBe(10_000);

    await reader.page.goto(`/a/${articleId}`, { waitUntil: 'networkidle' });
    await reader.page.locator('.article-rewards').getByRole('button', { name: '打赏' }).click();
    const rewardDialog = reader.page.getByRole('dialog', { name: `打赏 ${author.account.nickname}` });
    await rewardDialog.waitFor();
    // 其他 checks the amount by SPEC §5's rule before anything is ordered.
    // antd draws its radios over hidden inputs: the labels take the clicks.
    await rewardDialog.getByText('其他', { exact: true }).click();
    await rewardDialog.getByRole('textbox', { name: '其他金额' }).fill('1.234');
    await rewardDialog.getByRole('button', { name: '确认打赏' }).click();
    await rewardDialog.getByRole('alert').filter({ hasText: '最多输入两位有效数字' }).waitFor();
    await rewardDialog.getByText('¥8', { exact: true }).click();
    await rewardDialog.getByText('钱包支付', { exact: true }).click();
    await rewardDialog.getByRole('button', { name: '确认打赏' }).click();

    const payDialog = reader.page.getByRole('dialog', { name: '支付订单' });
    await payDialog.waitFor();
    await payDialog.getByText('¥ 8.00').waitFor();
    expect(await payDialog.getByRole('radio', { name: /^钱包支付/ }).isChecked()).toBe(true);
    await payDialog.getByRole('button', { name: '确认支付' }).click();
    await payDialog.waitFor({ state: 'hidden' });

    const row = reader.page.locator('.reward-list li').filter({ hasText: reader.account.nickname });
    await row.waitFor();
    expect(await row.textContent()).toContain('¥8.00');
    expect((await walletOf(reader.page)).money).toBe(10_000 - 800);

    const income = 800 - shareOf(800, MONEY_RULES.rewardPlatformShareBp);
    const statement = await callAsMember<{ result: { kind: string; amount: number }[] }>(
      author.page,
      '/api/v1/user/wallet/statement',
      { asset: 'fen', direction: 'in', start: 1, limit: 10 },
    );
    expect(statement.result).toContainEqual(expect.objectContaining({ kind: 'reward', amount: income }));
    expect((await walletOf(author.page)).money).toBe(income);
  });

  it('unlocks a paid post with 工分 and shows it whole without reloading', async () => {
    const author = await member(browser);
    // 付费阅读 needs 养分 (ENERGY_POWERS.paidPost): the grant gives a day's worth.
    await grant(author.id, 1);
    const tail = `全文结尾${Date.now()}`;
    // Longer than the 200-character summary, so the ending shows only once unlocked.
    const body = `付费阅读测试。${'这是正文的内容，'.repeat(40)}${tail}`;
    await author.page.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
    await author.page.locator('#post-body').fill(body);
    await author.page.getByText('发布设置').click();
    await author.page.locator('#post-read-integral').fill('10');
    await Promise.all([
      author.page.waitForURL(/\/a\/[0-9a-z]+$/),
      author.page.getByRole('button', { name: '发布', exact: true }).click(),
    ]);
    const articlePath = new URL(author.page.url()).pathname;

    const reader = await member(browser);
    await grant(reader.id, 50);
    const before = (await walletOf(reader.page)).integral;
    await reader.page.goto(articlePath, { waitUntil: 'networkidle' });
    await reader.page.getByText('支付10工分即可阅读全文').waitFor();
    expect(await reader.page.getByText(tail).count()).toBe(0);
    await markDocument(reader.page);

    await reader.page.getByRole('button', { name: '支付10工分解锁' }).click();
    const payDialog = reader.page.getByRole('dialog', { name: '支付订单' });
    await payDialog.waitFor();
    await payDialog.getByText('10 工分').waitFor();
    await payDialog.getByRole('button', { name: '确认支付' }).click();
    await reader.page.getByText(tail).waitFor();
    expect(await reader.page.getByText('支付10工分即可阅读全文').count()).toBe(0);
    expect(await stillMarked(reader.page)).toBe(true);
    expect((await walletOf(reader.page)).integral).toBe(before - 10);
  });
});
