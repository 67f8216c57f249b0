/** Browser, page and account helpers shared by the journeys. */
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../app/lib/hydration-mark';
import { signHeaders } from '../../common/sign';
import { DEV_SIGN_SECRET } from '../../server/config';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** This worker's own server (tests/e2e/global-setup.ts starts one per worker). */
export function baseURL(): string {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
}

export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * How long a page action or navigation may take before it counts as hung: Playwright's 30 s default is
 * only a few times what a loaded machine can need, and nothing here measures speed.
 */
const ACTION_WATCHDOG_MS = 2 * 60_000;

/**
 * Chromium, whose every context gets the watchdog as its default timeout and, unless it asks otherwise,
 * a reader who wants reduced motion: the site then shows dialogs and menus at once (base.css), so no
 * action lands on one still zooming in. A pointer aimed at a moving target missed under load: Playwright
 * saw it "not stable", scrolled the page to retry, and the click meant for a menu item hit the page.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    context.setDefaultTimeout(ACTION_WATCHDOG_MS);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => settleOnIdle(await newPage());
    return context;
  };
  return browser;
}

/**
 * Resolves once the page has hydrated (root.tsx marks <html>), at once for a document without scripts.
 * Network idle alone does not mean that: on a loaded machine hydration runs well after the last request,
 * and a click before it lands on markup without handlers.
 */
export const hydrated = (page: Page) =>
  page
    .locator(`html[${HYDRATED_ATTRIBUTE}], html:not(:has(script[type="module"]))`)
    .waitFor({ state: 'attached' });

/**
 * A page whose `goto` and `reload` with `waitUntil: 'networkidle'` (how journeys ask for a settled page)
 * also wait for hydration. Journeys about the first paint ask for 'load' and get what they asked for.
 */
function settleOnIdle(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === 'networkidle') await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === 'networkidle') await hydrated(page);
    return response;
  };
  return page;
}

/**
 * A fresh browser context (no cookies) on `path`, hydrated. `clock`: the page's timers run on Playwright's
 * clock from the first script on, for journeys that move time on rather than wait for it.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
  { clock = false } = {},
) {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'zh-CN', ...options });
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * A round trip from the page to the server: requests the page issued before it have been seen by the
 * time it answers, so a test can assert that something sent nothing without waiting a while for it.
 */
export const roundTrip = (page: Page) => page.evaluate(() => fetch('/healthz').then(() => undefined));

/** Errors the page logs from now on, CSP violations included (inline scripts need the response's nonce). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export interface Account {
  phone: string;
  nickname: string;
  password: string;
}

/** A new member's details: a unique 139 number (the SMS outbox is per phone). */
export function newAccount(): Account {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { phone: `139${digits}`, nickname: `e2e_${digits}`, password: 'abc12345' };
}

interface OutboxEntry {
  phone: string;
  type: string;
  code: string;
}

/** The newest code the development SMS outbox holds for this phone and type. */
export async function smsCode(phone: string, type: string): Promise<string> {
  const url = new URL(`/api/dev/sms-outbox?phone=${phone}`, baseURL());
  for (let attempt = 0; attempt < 20; attempt++) {
    const body = (await (await fetch(url)).json()) as { data: OutboxEntry[] | null };
    const entry = body.data?.find((item) => item.type === type);
    if (entry) return entry.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${type} code for ${phone} in the SMS outbox`);
}

/** Every page the server's page cache holds is rendered anew from now on, as once its lifetime has passed. */
export async function expirePageCache(): Promise<void> {
  const res = await fetch(new URL('/api/dev/page-cache/expire', baseURL()), { method: 'POST' });
  expect(((await res.json()) as { errCode: string }).errCode).toBe('0');
}

/** Clicks a submit that ends in a full page reload (login, register) and waits for the new page. */
async function submitAndReload(page: Page, submit: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), submit.click()]);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}

export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录研社' });
  await dialog.waitFor();
  return dialog;
}

/** Fills the phone of a dialog form (antd ids are `<form name>_<field>`), sends and enters the SMS code. */
async function fillPhoneAndCode(
  page: Page,
  formName: string,
  phone: string,
  smsType: string,
): Promise<Locator> {
  const form = page.locator(`form#${formName}`);
  await form.locator(`#${formName}_phone`).fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByRole('button', { name: /s后重发/ }).waitFor();
  await form.locator(`#${formName}_code`).fill(await smsCode(phone, smsType));
  return form;
}

/** The consent checkbox of the register and WeChat-bind forms. */
export const consentBox = (form: Locator) =>
  form.getByRole('checkbox', { name: '我已阅读并同意《服务协议》和《隐私政策》' });

/** Fills the nickname, password and confirmation of the register or WeChat-bind form, and consents. */
async function fillNewMember(form: Locator, formName: string, account: Account): Promise<void> {
  await form.locator(`#${formName}_nickname`).fill(account.nickname);
  await form.locator(`#${formName}_password`).fill(account.password);
  await form.locator(`#${formName}_confirm`).fill(account.password);
  await consentBox(form).check();
}

/** Registers through the login dialog's 注册账号 form (the journeys about registering use this). */
export async function register(page: Page, account: Account): Promise<void> {
  const login = await openLoginDialog(page);
  await login.getByRole('button', { name: '注册账号' }).click();
  const form = await fillPhoneAndCode(page, 'register', account.phone, 'register');
  await fillNewMember(form, 'register', account);
  await submitAndReload(page, form.getByRole('button', { name: '注册', exact: true }));
}

/**
 * A new member, registered through the API as the browser context (its session cookies land in the
 * context), then the page reloaded logged in: for the journeys that need a member, not the form.
 */
export async function signUp(page: Page, account: Account): Promise<void> {
  const { request } = page.context();
  const call = async (path: string, body: object) => {
    const res = await request.post(new URL(path, baseURL()).href, {
      headers: signHeaders(DEV_SIGN_SECRET),
      data: body,
    });
    const envelope = (await res.json()) as Envelope<unknown>;
    if (envelope.errCode !== '0') throw new Error(`${path}: ${envelope.msg}`);
  };
  await call('/api/v1/sms/send', { phone: account.phone, type: 'register' });
  const code = await smsCode(account.phone, 'register');
  await call('/api/v1/user/register', {
    phone: account.phone,
    nickname: account.nickname,
    password: account.password,
    code,
  });
  await page.reload({ waitUntil: 'networkidle' });
}

/**
 * WeChat login of a new WeChat account: the local authorise page opens in a popup, comes back to the
 * site there with type=wx&openid, and the bind-phone dialog registers the member. Returns the popup,
 * which ends on `/` logged in.
 */
export async function registerByWechat(page: Page, account: Account): Promise<Page> {
  const login = await openLoginDialog(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    login.getByRole('button', { name: '微信登录' }).click(),
  ]);
  await popup.getByRole('button', { name: '确认登录' }).click();
  await popup.getByRole('dialog', { name: '绑定手机号' }).waitFor();
  await popup.waitForLoadState('networkidle');
  const form = await fillPhoneAndCode(popup, 'wx-bind', account.phone, 'register');
  await fillNewMember(form, 'wx-bind', account);
  await Promise.all([
    popup.waitForURL((url) => url.pathname === '/' && url.search === ''),
    form.getByRole('button', { name: '绑定并登录' }).click(),
  ]);
  await popup.waitForLoadState('networkidle');
  return popup;
}

/** Fills and sends the password tab of the login dialog. */
export async function submitPasswordLogin(page: Page, phone: string, password: string): Promise<Locator> {
  const login = await openLoginDialog(page);
  await login.getByRole('tab', { name: '密码登录' }).click();
  const form = page.locator('form#password-login');
  await form.locator('#password-login_phone').fill(phone);
  await form.locator('#password-login_password').fill(password);
  return form.getByRole('button', { name: '登录', exact: true });
}

export async function loginByPassword(page: Page, phone: string, password: string): Promise<void> {
  await submitAndReload(page, await submitPasswordLogin(page, phone, password));
}

/**
 * Clicks an entry of the header's hover menu and waits for `outcome` (the dialog it opens, the login
 * button after logging out).
 */
export async function openUserMenuItem(page: Page, item: string, outcome: Locator): Promise<void> {
  await page.waitForLoadState('networkidle');
  const entry = page.getByRole('menuitem', { name: item });
  await page.locator('.user-menu-trigger').hover();
  await entry.waitFor({ state: 'visible' });
  await entry.click();
  // The menu stays open while the pointer rests on it.
  await page.mouse.move(0, 0);
  await outcome.waitFor();
}

export async function logout(page: Page): Promise<void> {
  await openUserMenuItem(page, '退出登录', page.getByRole('button', { name: '登录/注册' }));
  // The header changes at once, then the page's data is fetched again as a visitor's: a dialog opened
  // before that lands can be re-rendered away under load.
  await page.waitForLoadState('networkidle');
}

/** The logged-in member's nickname in the header, or null when logged out. */
export async function headerNickname(page: Page): Promise<string | null> {
  // A shared page learns who reads it after hydration (ADR 14): <html data-member> until then.
  await expect.poll(() => page.locator('html').getAttribute('data-member')).toBeNull();
  const name = page.locator('.user-menu-name');
  await name
    .or(page.getByRole('button', { name: '登录/注册' }))
    .first()
    .waitFor();
  return (await name.count()) > 0 ? name.textContent() : null;
}

/** Publishes a 短文 through the editor as the member logged in on `page`; returns its id. */
export async function publishShortPost(page: Page, body: string): Promise<string> {
  await page.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
  await page.locator('#post-body').fill(body);
  await Promise.all([
    page.waitForURL(/\/a\/[0-9a-z]+$/),
    page.getByRole('button', { name: '发布', exact: true }).click(),
  ]);
  await page.waitForLoadState('networkidle');
  return pathOf(page).slice('/a/'.length);
}

interface Envelope<T> {
  errCode: string;
  msg: string;
  data: T;
}

/**
 * Clicks `target` and waits for the answer of the API call it makes (a path ending in `path`): the result
 * itself rather than the toast that reports it. Fails on a refusal; returns the answer's message.
 */
export async function answerOf(page: Page, target: Locator, path: string): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path) && r.request().method() !== 'GET'),
    target.click(),
  ]);
  const envelope = (await response.json()) as Envelope<unknown>;
  expect(envelope.errCode, `${path}: ${envelope.msg}`).toBe('0');
  return envelope.msg;
}

/** Signed headers (SPEC §7) with the member's session from the browser context. */
export async function memberHeaders(page: Page): Promise<Record<string, string>> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'SESSION');
  if (!session) throw new Error('no SESSION cookie: not logged in');
  return { ...signHeaders(DEV_SIGN_SECRET), cookie: `SESSION=${session.value}` };
}

/** A signed API call as the member logged in on `page`; fails the test on a non-zero errCode. */
export async function callAsMember<T>(page: Page, path: string, body: object): Promise<T> {
  const res = await fetch(new URL(path, baseURL()), {
    method: 'POST',
    headers: { ...(await memberHeaders(page)), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.errCode, `${path}: ${envelope.msg}`).toBe('0');
  return envelope.data;
}
