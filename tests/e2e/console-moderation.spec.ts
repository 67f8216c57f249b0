/**
 * Moderation in the editors' console (issue 15): a moderator approves a post the sensitive-word list held,
 * which then shows on its page, and bans its author, who then cannot log in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogin } from './console-support';
import {
  baseURL,
  callAsMember,
  launchBrowser,
  newAccount,
  openPage,
  signUp,
  submitPasswordLogin,
} from './support';

describe('console moderation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('server-renders the banner slides editors manage into the home page', async () => {
    const html = await (await fetch(new URL('/', baseURL()))).text();
    expect(html).toContain('精选投研内容，每日更新');
    expect(html).toContain('合作券商，一站开户');
  });

  it('approves a held post, which then shows; bans its author, who then cannot log in', async () => {
    const account = newAccount();
    const member = await openPage(browser, '/');
    await signUp(member, account);
    const marker = `审核旅程${Date.now()}`;
    const held = await callAsMember<{ article_id: string; status: number }>(member, '/api/v1/article/add', {
      type: 'garden',
      content: `<p>${marker}：内幕消息</p>`,
    });
    expect(held.status).toBe(1);
    await member.context().close();

    // A visitor cannot read it while it waits.
    const visitor = await openPage(browser, `/a/${held.article_id}`);
    expect(await visitor.getByText(marker).count()).toBe(0);

    const console_ = await openPage(browser, '/console/login');
    await consoleLogin(console_, baseURL(), 'moderator');
    await console_.goto('/console/review', { waitUntil: 'networkidle' });
    const row = console_.locator('tr', { hasText: held.article_id });
    await row.getByText('内幕消息', { exact: true }).waitFor();
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await row.waitFor({ state: 'detached' });

    await visitor.goto(`/a/${held.article_id}`, { waitUntil: 'networkidle' });
    await visitor.getByText(marker).first().waitFor();

    // Ban the author from 会员封禁, found by phone.
    await console_.goto('/console/members', { waitUntil: 'networkidle' });
    await console_.getByLabel('查找会员').fill(account.phone);
    await console_.getByLabel('查找会员').press('Enter');
    const found = console_.locator('tr', { hasText: account.nickname }).first();
    await found.getByRole('button', { name: /封\s*禁/ }).click();
    const dialog = console_.getByRole('dialog');
    await dialog.getByLabel('封禁原因').fill('发布违规荐股信息');
    await dialog.getByRole('button', { name: /封\s*禁/ }).click();
    await console_.locator('tr', { hasText: account.nickname }).getByText('已封禁').first().waitFor();

    const again = await openPage(browser, '/');
    await (await submitPasswordLogin(again, account.phone, account.password)).click();
    const toast = again.locator('.ant-message-error').last();
    await toast.waitFor();
    // The dialog's default length is 7 days: the message says when the ban ends.
    expect((await toast.textContent())?.trim()).toMatch(
      /^账号已被封禁，解封时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    await Promise.all([visitor.context().close(), console_.context().close(), again.context().close()]);
  });
});
