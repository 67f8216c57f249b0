/**
 * The campaign and tool pages on a phone (issue 13 items 4 and 7) and the 发布 sheet: the word cloud
 * shows and a tapped word is searched; the invite page signs up a new member by SMS code, whom the
 * inviter then counts; a member publishes a 短文 from the bottom bar and lands on it. Nothing scrolls
 * sideways.
 */
import type { InviteInfo } from '@common/invite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPHONE, openPhonePage, scrollsSideways } from './phone';
import { baseURL, callAsMember, launchBrowser, newAccount, openPage, signUp, smsCode } from './support';

describe('h5 pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the word cloud at phone width and searches a tapped word', async () => {
    const page = await openPhonePage(browser, '/h5/word-cloud');
    expect(await page.title()).toBe('今日词云 - 研社');
    const cloud = page.locator('.h5-word-cloud-picture svg');
    await cloud.waitFor();
    const box = await cloud.boundingBox();
    expect(box && box.width > 300 && box.width <= 390).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);

    const word = page.locator('.h5-word-cloud-picture text[role="link"]').first();
    const text = (await word.textContent())?.trim() ?? '';
    expect(text).not.toBe('');
    await Promise.all([page.waitForURL(/\/search\/new\?/), word.tap()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('k')).toBe(text);
    await page.context().close();
  });

  describe('with an inviter', () => {
    let inviterPage: Page;
    let inviterId: number;

    beforeAll(async () => {
      inviterPage = await openPage(browser, '/');
      await signUp(inviterPage, newAccount());
      inviterId = (await callAsMember<{ user_id: number }>(inviterPage, '/api/v1/user/info', {})).user_id;
    });
    afterAll(async () => {
      await inviterPage.context().close();
    });

    it('registers a new member by SMS code, whom the inviter counts', async () => {
      const inviter = await callAsMember<InviteInfo>(inviterPage, '/api/v1/user/invite/info', {
        user_id: inviterId,
      });
      const phone = await openPhonePage(browser, `/h5/invite?user_id=${inviterId}&type=1`);
      expect(await phone.title()).toBe('邀请有礼 - 研社');
      await phone.getByRole('region', { name: '邀请人' }).getByText(inviter.user.nickname).waitFor();
      await phone.getByText('活动规则').waitFor();
      expect(await scrollsSideways(phone)).toBe(false);

      const account = newAccount();
      const form = phone.locator('form.h5-invite-form');
      // The SPEC §5 messages before anything is sent.
      await form.getByRole('button', { name: '注册并接受邀请' }).tap();
      await form.getByText('请输入手机号码').first().waitFor();

      await form.getByRole('textbox', { name: '手机号码' }).fill(account.phone);
      await form.getByRole('button', { name: '获取验证码' }).tap();
      await form.getByRole('button', { name: /s后重发/ }).waitFor();
      await form.getByRole('textbox', { name: '验证码' }).fill(await smsCode(account.phone, 'register'));
      await form.getByRole('textbox', { name: '用户名' }).fill(account.nickname);
      await form.locator('input#invite-register_password').fill(account.password);
      await form.locator('input#invite-register_confirm').fill(account.password);
      await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await Promise.all([
        phone.waitForEvent('load'),
        form.getByRole('button', { name: '注册并接受邀请' }).tap(),
      ]);
      await phone.waitForLoadState('networkidle');

      // Now a member: their own link to share instead of the sign-up.
      const mine = phone.getByRole('region', { name: '我的邀请' });
      await mine.getByRole('img', { name: '邀请二维码' }).waitFor();
      const me = await callAsMember<{ user_id: number }>(phone, '/api/v1/user/info', {});
      expect(await mine.locator('.h5-invite-url').textContent()).toContain(
        `/h5/invite?user_id=${me.user_id}&type=1`,
      );

      const after = await callAsMember<InviteInfo>(inviterPage, '/api/v1/user/invite/info', {
        user_id: inviterId,
      });
      expect(after.mine).toMatchObject({
        invited_count: (inviter.mine?.invited_count ?? 0) + 1,
        registered_count: (inviter.mine?.registered_count ?? 0) + 1,
      });
      await phone.context().close();
    });

    it('publishes a 短文 from the bottom bar and opens it', async () => {
      // The inviter's session on a phone.
      const context = await browser.newContext({
        ...IPHONE,
        baseURL: baseURL(),
        locale: 'zh-CN',
        storageState: await inviterPage.context().storageState(),
      });
      const phone = await context.newPage();
      await phone.goto('/h5/mine', { waitUntil: 'networkidle' });
      await phone.getByRole('navigation', { name: '底部导航' }).getByText('发布').tap();
      const sheet = phone.locator('.h5-publish');
      await sheet.getByRole('heading', { name: '发布短文' }).waitFor();

      await sheet.getByRole('button', { name: '发布' }).tap();
      await phone.locator('.adm-toast-main').getByText('请输入内容').waitFor();

      const marker = `e2e手机短文${Date.now().toString(36)}`;
      await sheet.getByRole('textbox', { name: '发布短文' }).fill(`${marker}\n第二行`);
      await Promise.all([
        phone.waitForURL(/\/h5\/article\/[0-9a-z]+$/),
        sheet.getByRole('button', { name: '发布' }).tap(),
      ]);
      await phone.getByText(marker).first().waitFor();
      await context.close();
    });
  });
});
