/**
 * The /h5 shell on a phone (issue 13 item 1): top bar, footer links, the bottom bar, the login sheet
 * (register, SMS code and password), dark mode from the preference cookie, no sideways scroll.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPHONE, openPhonePage, scrollsSideways } from './phone';
import { baseURL, collectErrors, launchBrowser, newAccount, smsCode } from './support';

const PAGE = '/h5/word-cloud';
/**
 * A demo member (趋势交易小李) whom no other journey sends a code: a member registered here has just used
 * the phone's one code a minute.
 */
const SMS_LOGIN_PHONE = '13800000003';

const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page) => page.locator('.adm-toast-main');

/** Enters the phone, sends for a code and types the one the development outbox holds. */
async function fillPhoneAndCode(form: Locator, phone: string, smsType: string): Promise<void> {
  await form.getByRole('textbox', { name: '手机号码' }).fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByRole('button', { name: /s后重发/ }).waitFor();
  await form.getByRole('textbox', { name: '验证码' }).fill(await smsCode(phone, smsType));
}

/** Submits a form whose success reloads the page, and waits for the new page. */
async function submitAndReload(page: Page, submit: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), submit.click()]);
  await page.waitForLoadState('networkidle');
}

async function loggedIn(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === 'admin' && cookie.value !== '');
}

/** A visitor's tap on 我的 in the bottom bar opens the login sheet. */
async function openLoginFromTabBar(page: Page): Promise<Locator> {
  await page.locator('.h5-tab-bar .adm-tab-bar-item', { hasText: '我的' }).click();
  const login = sheet(page, '登录研社');
  await login.waitFor();
  return login;
}

describe('the h5 shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has the top bar and footer, fits 390 px, and shows the desktop address to copy', async () => {
    const page = await openPhonePage(browser, PAGE);
    const errors = collectErrors(page);
    await expect(
      page.locator('.h5-top-bar').getByRole('link', { name: '研社' }).getAttribute('href'),
    ).resolves.toBe('/');
    await page.locator('.h5-top-bar button.h5-back').waitFor();
    await expect(page.getByRole('link', { name: '打开 App' }).getAttribute('href')).resolves.toBe(
      '/download-app',
    );
    // No bottom bar: the word cloud is not a member page.
    expect(await page.locator('.h5-tab-bar').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: '在电脑上查看' }).click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText(`${baseURL()}/jc/f`).waitFor();
    await dialog.getByText('复制链接').click();
    await toast(page).getByText('已复制').waitFor();

    // Back with no earlier page in the tab goes home.
    await page.locator('.h5-top-bar button.h5-back').click();
    await page.waitForURL((url) => url.pathname !== PAGE);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await page.context().close();
  });

  it('registers from the sheet, then rejects a wrong password', async () => {
    const account = newAccount();
    // A visitor on their own home: the gate opens the sheet; closed, the bottom bar's 我的 opens it again.
    const page = await openPhonePage(browser, '/h5/mine');
    await sheet(page, '登录研社').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.locator('.adm-popup-body').getByRole('button', { name: '关闭' }).click();
    await sheet(page, '登录研社').waitFor({ state: 'detached' });

    let login = await openLoginFromTabBar(page);
    await login.getByRole('button', { name: '注册账号' }).click();
    const register = sheet(page, '注册研社');
    const submit = register.getByRole('button', { name: '注册', exact: true });
    // The SPEC §5 messages show before anything is sent.
    await submit.click();
    await register.getByText('请输入手机号码', { exact: true }).waitFor();
    await register.getByText('用户名不能为空！').waitFor();
    await fillPhoneAndCode(register.locator('form'), account.phone, 'register');
    await register.getByRole('textbox', { name: '用户名' }).fill(account.nickname);
    await register.locator('input#register_password').fill(account.password);
    await register.locator('input#register_confirm').fill('other1234');
    await submit.click();
    await register.getByText('两次密码不一致！请重新输入').waitFor();
    await register.getByText('请阅读并同意《服务协议》和《隐私政策》').waitFor();
    await register.locator('input#register_confirm').fill(account.password);
    await register.locator('.h5-consent .adm-checkbox-icon').click();
    await submitAndReload(page, submit);
    expect(await loggedIn(page)).toBe(true);
    expect(await sheet(page, '登录研社').count()).toBe(0);

    // Logged out (the session gone), a wrong password: the server's message as a toast, still a visitor.
    await page.context().clearCookies();
    await page.reload({ waitUntil: 'networkidle' });
    login = sheet(page, '登录研社');
    await login.getByRole('tab', { name: '密码登录' }).click();
    const form = login.locator('form:visible');
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await form.getByText('请输入手机号码！').waitFor();
    await form.getByText('密码不能为空！').waitFor();
    await form.getByRole('textbox', { name: '手机号码' }).fill(account.phone);
    await form.locator('input[type=password]').fill('wrong1234');
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await toast(page).getByText('手机号或密码错误').waitFor();
    expect(await loggedIn(page)).toBe(false);

    // 忘记密码 swaps the sheet for the reset form, with the same rules.
    await login.getByRole('button', { name: '忘记密码' }).click();
    const reset = sheet(page, '找回密码');
    await reset.getByRole('button', { name: '重置密码' }).click();
    await reset.getByText('请输入手机号码', { exact: true }).waitFor();
    // The message, not the field's label of the same words.
    await reset.locator('.adm-form-item-feedback-error', { hasText: '请再次输入新密码' }).waitFor();
    expect(await login.count()).toBe(0);
    await page.context().close();
  });

  it('paints dark from the preference cookie, in the server HTML', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), ...IPHONE });
    await context.addCookies([
      { name: 'theme', value: 'dark', url: baseURL() },
      { name: 'font_size', value: 'large', url: baseURL() },
    ]);
    const page = await context.newPage();
    const raw = await (await page.request.get(PAGE)).text();
    expect(/<html[^>]*>/.exec(raw)?.[0]).toContain('data-theme="dark"');
    // Styles only, no script: what the first paint shows.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(PAGE, { waitUntil: 'load' });
    const looks = await page.evaluate(() => {
      const bar = document.querySelector('.h5-top-bar') as HTMLElement;
      return {
        bar: getComputedStyle(bar).backgroundColor,
        mainPx: getComputedStyle(document.body).fontSize,
      };
    });
    expect(looks.bar).toBe('rgb(26, 26, 26)');
    expect(looks.mainPx).toBe('16px');
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('logs a member in by SMS code, the default tab', async () => {
    const page = await openPhonePage(browser, '/h5/mine');
    const login = sheet(page, '登录研社');
    await login.waitFor();
    expect(await login.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
    const form = login.locator('form:visible');
    await fillPhoneAndCode(form, SMS_LOGIN_PHONE, 'sms_login');
    await submitAndReload(page, form.getByRole('button', { name: '登录', exact: true }));
    expect(await loggedIn(page)).toBe(true);
    expect(await sheet(page, '登录研社').count()).toBe(0);

    // A member's 发布 opens the publish sheet.
    await page.locator('.h5-tab-bar .adm-tab-bar-item', { hasText: '发布' }).click();
    await page.locator('.h5-publish').getByRole('button', { name: '取消' }).waitFor();
    await page.context().close();
  });
});
