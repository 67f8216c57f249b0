/**
 * Member centre (issue 5 item 7): a new member edits their nickname and profile on /mine/info and the
 * header follows; their post shows on /mine/article with its state and actions, beside the account sidebar.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, headerNickname, launchBrowser, newAccount, openPage, pathOf, signUp } from './support';

/** A 1×1 PNG for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('member centre', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('edits the profile, renames in the header and lists the member’s own post', async () => {
    const page = await openPage(browser, '/');
    const account = newAccount();
    await signUp(page, account);

    await page.goto('/mine/info', { waitUntil: 'networkidle' });
    const sidebar = page.getByRole('complementary', { name: '个人中心' });
    expect(await sidebar.locator('.account-sidebar-name').textContent()).toBe(account.nickname);
    const nickname = `改名_${account.phone.slice(-6)}`;
    await page.locator('#profile_nickname').fill(nickname);
    await page.locator('#profile_profile').fill('长期价值投资者');
    await page
      .locator('.profile-avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.locator('.profile-avatar img');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    const avatar = await preview.getAttribute('src');
    expect(
      await answerOf(page, page.getByRole('button', { name: '保存', exact: true }), '/api/v1/user/update'),
    ).toBe('保存成功');
    await expect.poll(() => headerNickname(page)).toBe(nickname);
    expect(await page.locator('.user-menu-trigger img').getAttribute('src')).toBe(avatar);
    expect(await sidebar.locator('.account-sidebar-name').textContent()).toBe(nickname);
    // The rename is used up for 30 days; after a reload the field says so.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('#profile_nickname').isDisabled()).toBe(true);
    expect(await page.locator('#profile_profile').inputValue()).toBe('长期价值投资者');

    await page.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
    const text = `我的第一条短文 ${Date.now()}`;
    await page.locator('#post-body').fill(text);
    await Promise.all([
      page.waitForURL(/\/a\/[0-9a-z]+$/),
      page.getByRole('button', { name: '发布', exact: true }).click(),
    ]);
    const articleId = pathOf(page).split('/').pop();

    await page.goto('/mine/article', { waitUntil: 'networkidle' });
    const item = page.locator('.post-feed-items > li').first();
    expect(await item.textContent()).toContain(text);
    expect(await item.locator('.mine-post-bar .ant-tag').textContent()).toBe('已发布');
    expect(await item.getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      `/article/modify/${articleId}`,
    );
    // The 短文 tab has it, the 原创 tab does not.
    await page.getByRole('link', { name: '原创', exact: true }).click();
    await page.getByText('暂无帖子').waitFor();
    await page.getByRole('link', { name: '短文', exact: true }).click();
    await page.getByText(text).waitFor();
  });
});
