/**
 * What a new visitor meets (issue 11): the author's own controls on a post, emoji in list excerpts, the
 * register dialog's consent, and error pages inside the site's chrome with their own titles.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  consentBox,
  launchBrowser,
  newAccount,
  openLoginDialog,
  openPage,
  pathOf,
  publishShortPost,
  signUp,
} from './support';

describe('visitor pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('gives the author 编辑 and 删除 (after 提示) instead of 举报, and shows emoji in list excerpts', async () => {
    const author = await openPage(browser, '/');
    await signUp(author, newAccount());
    const marker = `访客${Date.now().toString(36)}`;
    const id = await publishShortPost(author, `${marker} 看好[微笑]`);

    const meta = author.locator('.article-meta');
    expect(await meta.getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(`/article/modify/${id}`);
    await meta.getByRole('button', { name: '删除' }).waitFor();
    const bar = author.getByRole('toolbar', { name: '互动' });
    await bar.getByRole('button', { name: /^分享/ }).waitFor();
    expect(await bar.getByRole('button', { name: '举报' }).count()).toBe(0);

    // Anyone else may report it, and has neither control.
    const visitor = await openPage(browser, `/a/${id}`);
    await visitor.getByRole('toolbar', { name: '互动' }).getByRole('button', { name: '举报' }).waitFor();
    expect(await visitor.locator('.article-meta').getByRole('link', { name: '编辑' }).count()).toBe(0);
    expect(await visitor.locator('.article-meta').getByRole('button', { name: '删除' }).count()).toBe(0);

    // The list excerpt shows [微笑] as the 24px image the body shows.
    await visitor.goto('/square_publish', { waitUntil: 'networkidle' });
    const summary = visitor.locator('.post-card').filter({ hasText: marker }).locator('.post-card-summary');
    const emoji = summary.locator('img[data-emoji="[微笑]"]');
    expect(await emoji.getAttribute('src')).toBe('/emoji/weixiao.svg');
    expect(await emoji.boundingBox()).toMatchObject({ width: 24, height: 24 });
    expect(await summary.textContent()).not.toContain('[微笑]');

    // 删除 asks first; 取消 keeps the post, 确定 deletes it and leaves for 我的帖子.
    const confirm = author.getByRole('dialog').filter({ hasText: '确定删除?' });
    await meta.getByRole('button', { name: '删除' }).click();
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('提示');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(pathOf(author)).toBe(`/a/${id}`);

    await meta.getByRole('button', { name: '删除' }).click();
    await Promise.all([
      author.waitForURL((url) => url.pathname === '/mine/article'),
      answerOf(author, confirm.getByRole('button', { name: '确定' }), '/api/v1/article/delete'),
    ]);
    const gone = await visitor.goto(`/a/${id}`, { waitUntil: 'networkidle' });
    expect(gone?.status()).toBe(404);
    await author.context().close();
    await visitor.context().close();
  });

  it('asks for consent to the agreements before registering; the confirmation reads 请再次输入密码', async () => {
    const page = await openPage(browser, '/');
    const login = await openLoginDialog(page);
    await login.getByRole('button', { name: '注册账号' }).click();
    const form = page.locator('form#register');
    await form.waitFor();

    const confirmField = form.getByLabel('确认密码');
    expect(await form.locator('label[for=register_confirm]').textContent()).toBe('确认密码');
    expect(await confirmField.getAttribute('placeholder')).toBe('请再次输入密码');
    for (const label of ['手机号码', '验证码', '用户名', '密码']) {
      expect(await form.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    for (const [name, href] of [
      ['《服务协议》', '/protocol/service'],
      ['《隐私政策》', '/protocol/privacy'],
    ]) {
      const link = form.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }

    const account = newAccount();
    await form.locator('#register_phone').fill(account.phone);
    await form.locator('#register_nickname').fill(account.nickname);
    await form.locator('#register_password').fill(account.password);
    await confirmField.fill(account.password);
    await form.getByRole('button', { name: '注册', exact: true }).click();
    await form.getByText('请阅读并同意《服务协议》和《隐私政策》').waitFor();

    await consentBox(form).check();
    await form.getByText('请阅读并同意《服务协议》和《隐私政策》').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows a missing page inside the header and footer, titled 页面不存在', async () => {
    const page = await openPage(browser, '/');
    const response = await page.goto('/a/zzzzzzzzzzz', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('页面不存在 - 研社');
    await page.getByRole('heading', { name: '页面不存在或系统错误' }).waitFor();
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    // The chrome is the live site's: the login gate's dialog (/a/ asks visitors to log in) closes and the
    // header's button opens it again.
    const gate = page.getByRole('dialog', { name: '登录研社' });
    await gate.waitFor();
    await page.keyboard.press('Escape');
    await gate.waitFor({ state: 'hidden' });
    await openLoginDialog(page);
    await page.context().close();
  });
});
