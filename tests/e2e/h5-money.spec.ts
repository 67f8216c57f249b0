/**
 * Money on the phone (issue 14 on /h5): a reader with 工分 unlocks a paid post on /h5/article/{id} through
 * the pay sheet and reads it whole without a reload; tops the wallet up on /h5/mine/wellat through the
 * WeChat QR code (the local scan-to-pay page stands in for the phone); rewards the author ¥8 with
 * 钱包支付 from the reward sheet; the wallet page then shows the balance and the statement, filtered; and
 * gifts the author 工分 from their home.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, payOnScanPage } from './money-support';
import { IPHONE } from './phone';
import { answerOf, baseURL, callAsMember, launchBrowser, newAccount, openPage, signUp } from './support';

/** A new member registered on a desktop page; their id and nickname. */
async function member(browser: Browser) {
  const page = await openPage(browser, '/');
  const account = newAccount();
  await signUp(page, account);
  const { user_id: id } = await callAsMember<{ user_id: number }>(page, '/api/v1/user/info', {});
  return { page, id, nickname: account.nickname };
}

const walletOf = (page: Page) =>
  callAsMember<{ money: number; integral: number }>(page, '/api/v1/user/wallet/info', {});

/** The pay type a sheet has chosen. */
const selected = (sheet: Locator) =>
  sheet
    .getByRole('listbox', { name: '支付方式' })
    .locator('[role="option"][aria-selected="true"]')
    .textContent();

/** Marks the document: the mark survives exactly as long as the page is not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => document.body.setAttribute('data-e2e-mark', '1'));
const stillMarked = (page: Page) => page.evaluate(() => document.body.getAttribute('data-e2e-mark') === '1');

describe('money on the phone', () => {
  let browser: Browser;
  let phone: BrowserContext;
  let page: Page;
  let author: Awaited<ReturnType<typeof member>>;
  let reader: Awaited<ReturnType<typeof member>>;
  let articleId: string;
  const tail = `手机全文结尾${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    author = await member(browser);
    // 付费阅读 needs 养分 (ENERGY_POWERS.paidPost): the grant gives a day's worth.
    await grant(author.id, 1);
    // Longer than the summary, so the ending shows only once unlocked.
    const body = `<p>手机付费阅读。${'这是正文的内容，'.repeat(40)}${tail}</p>`;
    ({ article_id: articleId } = await callAsMember<{ article_id: string }>(
      author.page,
      '/api/v1/article/add',
      { type: 'garden', content: body, read_integral: 10 },
    ));

    reader = await member(browser);
    await grant(reader.id, 50);
    phone = await browser.newContext({
      ...IPHONE,
      baseURL: baseURL(),
      locale: 'zh-CN',
      storageState: await reader.page.context().storageState(),
    });
    page = await phone.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  const paySheet = () => page.getByRole('dialog', { name: '支付订单' });

  it('unlocks a paid post with 工分 in the pay sheet and shows it whole without reloading', async () => {
    const before = (await walletOf(reader.page)).integral;
    await page.goto(`/h5/article/${articleId}`, { waitUntil: 'networkidle' });
    await page.getByText('支付10工分即可阅读全文').waitFor();
    expect(await page.getByText(tail).count()).toBe(0);
    await markDocument(page);

    await page.getByRole('button', { name: '支付10工分解锁' }).click();
    const sheet = paySheet();
    await sheet.waitFor();
    expect(await sheet.locator('.h5-pay-price').textContent()).toBe('10 工分');
    // An unlock is paid in 工分 only: the sheet offers nothing else.
    const types = sheet.getByRole('listbox', { name: '支付方式' }).getByRole('option');
    expect(await types.count()).toBe(1);
    // The balance arrives after the sheet opens.
    await expect.poll(() => types.first().textContent()).toMatch(/^工分支付（可用 \d+ 工分）$/);
    expect(await types.first().getAttribute('aria-selected')).toBe('true');
    await sheet.getByRole('button', { name: '确认支付' }).click();
    await page.getByText(tail).waitFor();
    expect(await page.getByText('支付10工分即可阅读全文').count()).toBe(0);
    expect(await stillMarked(page)).toBe(true);
    expect((await walletOf(reader.page)).integral).toBe(before - 10);
  });

  it('tops the wallet up ¥10 through the WeChat QR code in the pay sheet', async () => {
    await page.goto('/h5/mine/wellat', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '我的钱包' }).waitFor();
    const balance = page.locator('.h5-money-balance strong');
    expect(await balance.textContent()).toBe('¥0.00');
    await page.getByText('暂无记录').waitFor();

    // 10元 is chosen first; WeChat is the only way to top up, and the sheet's default.
    await page.getByRole('button', { name: '充值', exact: true }).click();
    const sheet = paySheet();
    expect(await sheet.locator('.h5-pay-price').textContent()).toBe('¥ 10.00');
    expect(await selected(sheet)).toBe('微信支付');
    await sheet.getByRole('button', { name: '确认支付' }).click();
    const qr = sheet.getByRole('img', { name: '微信支付二维码' });
    expect(await qr.getAttribute('width')).toBe('160');
    await payOnScanPage(page, sheet);

    // The sheet polls every 5 s, closes once paid, and the page loads its data again.
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => balance.textContent()).toBe('¥10.00');
  });

  it('rewards the author ¥8 with 钱包支付, and the post lists the reward', async () => {
    await page.goto(`/h5/article/${articleId}`, { waitUntil: 'networkidle' });
    await page.locator('.h5-rewards').getByRole('button', { name: '打赏' }).click();
    const rewardSheet = page.getByRole('dialog', { name: `打赏 ${author.nickname}` });
    await rewardSheet.waitFor();
    // The presets of SPEC §9 and the rule text.
    expect(
      await rewardSheet.getByRole('listbox', { name: '打赏金额' }).getByRole('option').allTextContents(),
    ).toEqual(['¥8', '¥28', '¥88', '¥188', '¥288', '其他']);
    await rewardSheet.getByRole('region', { name: '打赏规则' }).waitFor();
    expect(await selected(rewardSheet)).toBe('微信支付');
    // 其他 is checked by SPEC §5's rule before anything is ordered.
    await rewardSheet.getByRole('option', { name: '其他' }).click();
    await rewardSheet.getByRole('textbox', { name: '其他金额' }).fill('1.234');
    await rewardSheet.getByRole('button', { name: '确认打赏' }).click();
    await rewardSheet.getByRole('alert').filter({ hasText: '最多输入两位有效数字' }).waitFor();
    await rewardSheet.getByRole('option', { name: '¥8', exact: true }).click();
    await rewardSheet.getByRole('option', { name: '钱包支付' }).click();
    await rewardSheet.getByRole('button', { name: '确认打赏' }).click();

    const sheet = paySheet();
    await sheet.waitFor();
    expect(await sheet.locator('.h5-pay-price').textContent()).toBe('¥ 8.00');
    expect(await selected(sheet)).toBe('钱包支付（余额 ¥10.00）');
    await sheet.getByRole('button', { name: '确认支付' }).click();
    await sheet.waitFor({ state: 'detached' });

    const row = page.locator('.h5-rewards-list li').filter({ hasText: reader.nickname });
    await row.waitFor();
    expect(await row.locator('.h5-rewards-amount').textContent()).toBe('¥8.00');
    expect(await page.locator('.h5-rewards-count').textContent()).toBe('1人打赏');
    expect((await walletOf(reader.page)).money).toBe(200);
  });

  it('shows the wallet balance and the statement with 全部 / 收入 / 支出', async () => {
    await page.goto('/h5/mine/wellat', { waitUntil: 'networkidle' });
    expect(await page.locator('.h5-money-balance strong').textContent()).toBe('¥2.00');
    const lines = page.getByRole('list', { name: '收支明细' }).locator('.h5-statement-line');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).locator('.h5-statement-kind').textContent()).toBe('打赏');
    expect(await lines.nth(0).locator('.h5-statement-amount').textContent()).toBe('-¥8.00');
    expect(await lines.nth(0).locator('.h5-statement-after').textContent()).toBe('余额 ¥2.00');
    expect(await lines.nth(1).locator('.h5-statement-kind').textContent()).toBe('钱包充值');
    expect(await lines.nth(1).locator('.h5-statement-amount').textContent()).toBe('+¥10.00');
    expect(await lines.nth(1).locator('.h5-statement-after').textContent()).toBe('余额 ¥10.00');

    await page.getByRole('tab', { name: '支出' }).click();
    await page.waitForURL(/direction=out/);
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.nth(0).locator('.h5-statement-amount').textContent()).toBe('-¥8.00');
    await page.getByRole('tab', { name: '收入' }).click();
    await page.waitForURL(/direction=in/);
    await expect.poll(() => lines.allTextContents()).toEqual([expect.stringContaining('+¥10.00')]);

    // The centre's menu lists the money pages; 我的工分 shows the rules and the unlock line.
    await page.goto('/h5/mine', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: '我的工分' }).click();
    await page.waitForURL('**/h5/mine/reward');
    await page.getByText('工分总量固定为 21,000,000').waitFor();
    await page.getByText('工分规则').waitFor();
    await page.locator('.h5-statement-kind', { hasText: '付费阅读' }).first().waitFor();
  });

  it('gifts the author 工分 from their home, paid in 工分 through the pay sheet', async () => {
    const before = (await walletOf(reader.page)).integral;
    await page.goto(`/h5/mine?id=${author.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '赠送工分' }).click();
    const giftSheet = page.getByRole('dialog', { name: `赠送工分给 ${author.nickname}` });
    await giftSheet.getByRole('textbox', { name: '赠送工分数量' }).fill('5');
    await giftSheet.getByRole('button', { name: '赠送' }).click();
    const sheet = paySheet();
    await sheet.waitFor();
    expect(await sheet.locator('.h5-pay-price').textContent()).toBe('5 工分');
    expect(await selected(sheet)).toMatch(/^工分支付/);
    await answerOf(page, sheet.getByRole('button', { name: '确认支付' }), '/api/v1/pay-order/pay');
    expect((await walletOf(reader.page)).integral).toBe(before - 5);
  });
});
