import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newAccount, openPage, pathOf, signUp } from './support';

const UNSENT_TEXT = '输入框中有未发送的内容，请确认是否离开';

/** A real 16×16 PNG (solid red), so the browser can show it. */
function redPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 40, 40]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new member, logged in, on the publish form of `type`. */
async function openEditor(browser: Browser, type: string): Promise<Page> {
  const page = await openPage(browser, '/');
  await signUp(page, newAccount());
  await page.goto(`/article/edit?type=${type}`, { waitUntil: 'networkidle' });
  return page;
}

const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: UNSENT_TEXT });

/** The confirmation, shown at once: journeys run with reduced motion (launchBrowser). */
async function openedConfirm(page: Page) {
  const dialog = confirmDialog(page);
  await dialog.waitFor();
  return dialog;
}

describe('publishing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('publishes a long post with an uploaded image, shows it, and lists it first under 最新发布', async () => {
    const page = await openEditor(browser, 'long');
    const title = `长文测试 ${Date.now()}`;
    await page.locator('#post-title').fill(title);

    const body = page.locator('.rich-editor-content');
    await body.click();
    await page.keyboard.type('今天复盘一下白酒板块。');

    await page.locator('.rich-editor-file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: redPng(),
    });
    const image = body.locator('img[src^="/uploads/"]');
    await image.waitFor();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/\d{8}\/[0-9a-f]{24}\.png$/);

    await Promise.all([
      page.waitForURL(/\/a\/[0-9a-z]+$/),
      page.getByRole('button', { name: '发布', exact: true }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('heading', { name: title }).count()).toBe(1);
    const shown = page.locator(`img[src="${src}"]`);
    await shown.waitFor();
    // The upload really serves the image: it has decoded to its natural size.
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    // 研选 · 最新发布 lists it first.
    await page.goto('/study_publish', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.post-card-title').first().textContent()).toBe(title);
  });

  it('asks before leaving a form with unsent content', async () => {
    const page = await openEditor(browser, 'garden');
    await page.locator('#post-body').fill('还没发出去的短文');

    await page.locator('.site-tab').first().click();
    const dialog = await openedConfirm(page);
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('提示');

    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/article/edit');
    expect(await page.locator('#post-body').inputValue()).toBe('还没发出去的短文');

    const target = await page.locator('.site-tab').first().getAttribute('href');
    await page.locator('.site-tab').first().click();
    const again = await openedConfirm(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === target),
      again.getByRole('button', { name: '确定' }).click(),
    ]);
    expect(pathOf(page)).toBe(target);
  });
});
