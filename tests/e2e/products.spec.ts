/**
 * Red-book products (issue 14 item 8): a visitor sees the products and an article's preview; a member
 * subscribes, pays through the local WeChat scan-to-pay page, signs the agreements (待签约 → 审核中), an
 * editor approves (→ 生效中), and the member reads the whole article.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnScanPage } from './money-support';
import { baseURL, launchBrowser, newAccount, openPage, signUp } from './support';

/** An editor's approval through the development server (`npm run product:review` in production). */
async function approve(id: number) {
  const res = await fetch(new URL('/api/dev/product/approve', baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  expect(((await res.json()) as { errCode: string }).errCode).toBe('0');
}

const statusOf = (page: Page) => page.locator('.product-orders li').first().locator('.ant-tag').textContent();

describe('red-book products', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('buys a product by WeChat, signs, is approved and reads the whole article', async () => {
    const page = await openPage(browser, '/product');
    const card = page.locator('.product-card').filter({ hasText: '产业链深度' });
    expect(await card.locator('.product-price').textContent()).toBe('¥299.00 / 90天');
    // A visitor reads the preview only, and 订阅 asks them to log in.
    await card.getByRole('link', { name: '产业链深度' }).click();
    await page.waitForURL(/\/product-perview\?id=\d+$/);
    await page.getByRole('link', { name: '光模块：800G放量与1.6T导入节奏' }).click();
    await page.waitForURL(/\/product-article\/\d+$/);
    const articleUrl = page.url();
    await page.getByText('订阅后即可阅读全文').waitFor();
    expect(await page.locator('.article-content').count()).toBe(0);
    await page.getByRole('button', { name: '订阅' }).click();
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
    await page.keyboard.press('Escape');

    await signUp(page, newAccount());
    await page.goto(articleUrl, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '订阅' }).click();
    const dialog = page.getByRole('dialog', { name: '支付订单' });
    expect(await dialog.locator('.pay-price').textContent()).toBe('¥ 299.00');
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await payOnScanPage(page, dialog);

    // Paid: the dialog's poll sees it and the member is taken to sign.
    await page.waitForURL(/\/product\/order\?status=2$/);
    await expect.poll(() => statusOf(page)).toBe('待签约');
    await page.getByRole('button', { name: '签约' }).click();
    const sign = page.getByRole('dialog', { name: '签约：产业链深度' });
    await sign.getByRole('heading', { name: '红宝书风险揭示书' }).waitFor();
    const confirm = sign.getByRole('button', { name: '确认签约' });
    expect(await confirm.isDisabled()).toBe(true);
    await sign.getByRole('checkbox').check();
    await confirm.click();
    await page.getByText('签约成功，请等待审核').waitFor();
    await sign.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: '审核中' }).click();
    await page.waitForURL(/status=3$/);
    await expect.poll(() => statusOf(page)).toBe('审核中');
    const id = Number(await page.locator('.product-orders li').first().getAttribute('data-order'));
    await approve(id);

    await page.getByRole('link', { name: '生效中' }).click();
    await page.waitForURL(/status=4$/);
    // The URL changes as the list's request leaves; the old list shows until its answer arrives.
    await expect.poll(() => statusOf(page)).toBe('生效中');
    await page.goto(articleUrl, { waitUntil: 'networkidle' });
    await page.locator('.article-content h2', { hasText: '需求端：资本开支决定节奏' }).waitFor();
    expect(await page.getByText('订阅后即可阅读全文').count()).toBe(0);
  });
});
