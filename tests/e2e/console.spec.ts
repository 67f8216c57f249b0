/**
 * The editors' console (issue 15): an admin signs in and adds an editor; the editor signs in, sees only
 * the editor's menu, changes the password and signs out; a member's session does not open the console.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from '../../app/console/console-pages';
import { can, type SysRole } from '../../common/console-vocab';
import { consoleLogin, consoleSignIn } from './console-support';
import {
  answerOf,
  baseURL,
  collectErrors,
  launchBrowser,
  newAccount,
  openPage,
  pathOf,
  signUp,
} from './support';

/** The side menu's entries, sorted (the menu's grouping is app/console/console-nav.ts's to test). */
const menuLabels = async (page: Page) =>
  (await page.locator('.console-sider .ant-menu-item').allTextContents()).sort();
/** The entries a role's menu should have: home and every console page the role may use. */
const menuOf = (role: SysRole) =>
  ['首页', ...CONSOLE_PAGES.filter((p) => can(role, p.permission)).map((p) => p.label)].sort();

describe('editors’ console', () => {
  let browser: Browser;
  const baseUrl = baseURL();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an admin adds an editor, who sees the editor’s menu, changes the password and signs out', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors = collectErrors(page);

    // A visitor is sent to the login page, and comes back to the page asked for.
    const first = await page.goto('/console/audit');
    expect(first?.headers()['cache-control']).toContain('no-store');
    expect(pathOf(page)).toBe('/console/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/console/audit');

    const admin = await consoleLogin(page, baseUrl, 'admin');
    expect(await page.locator('.console-header .ant-tag').textContent()).toBe('管理员');
    expect(await menuLabels(page)).toEqual(menuOf('admin'));
    // One system user's page: never kept by the anonymous page cache (ADR 8), nor by any other cache.
    for (let i = 0; i < 2; i++) {
      const again = await page.goto('/console', { waitUntil: 'networkidle' });
      expect(again?.headers()['x-page-cache']).toBeUndefined();
      expect(again?.headers()['cache-control']).toContain('no-store');
    }

    await page.locator('.console-sider').getByRole('link', { name: '系统用户' }).click();
    await page.waitForURL('**/console/sysuser');
    const editor = { username: `e2e_ed_${Date.now().toString(36)}`, password: 'Edit#2026a' };
    await page.getByRole('button', { name: '添加系统用户' }).click();
    const add = page.getByRole('dialog', { name: '添加系统用户' });
    await add.getByLabel('用户名').fill(editor.username);
    await add.getByLabel('姓名').fill('小编');
    // A weak password is refused in the form, with SPEC's message.
    await add.getByLabel('初始密码').fill('abcdefgh');
    await add.getByRole('button', { name: '添加' }).click();
    await add.getByText('密码使用字母、数字、字符至少两者结合，限8~12位').waitFor();
    await add.getByLabel('初始密码').fill(editor.password);
    await add.getByRole('button', { name: '添加' }).click();
    await add.waitFor({ state: 'hidden' });
    const row = page.locator('.ant-table-row').filter({ hasText: editor.username });
    await row.waitFor();
    expect(await row.textContent()).toContain('编辑');
    expect(await row.textContent()).toContain('小编');

    // The audit log shows the addition, by the admin.
    await page.locator('.console-sider').getByRole('link', { name: '操作日志' }).click();
    await page.waitForURL('**/console/audit');
    const entry = page.locator('.ant-table-row').filter({ hasText: 'sysuser.add' }).first();
    expect(await entry.textContent()).toContain(admin.username);
    expect(await entry.textContent()).toContain(editor.username);

    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL('**/console/login');

    // The editor: the editor's menu only, and no system pages even by address.
    await consoleSignIn(page, baseUrl, editor.username, editor.password);
    expect(await page.locator('.console-header .ant-tag').textContent()).toBe('编辑');
    expect(await menuLabels(page)).toEqual(menuOf('editor'));
    expect(menuOf('editor')).not.toContain('系统用户');
    const before = errors.length;
    const refused = await page.goto('/console/sysuser', { waitUntil: 'networkidle' });
    expect(refused?.status()).toBe(403);
    await page.getByText('没有权限').waitFor();
    // The error page logs the route error it shows (and the browser the 403 response).
    errors.splice(before);

    // Changing the password: the new one signs in, the old one no longer does.
    await page.goto('/console', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill(editor.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('Next#2026b');
    await dialog.getByLabel('确认新密码').fill('Next#2026b');
    expect(await answerOf(page, dialog.getByRole('button', { name: '保存' }), '/sysuser/password')).toBe(
      '密码修改成功',
    );
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL('**/console/login');
    expect((await context.cookies()).some((c) => c.name === 'SYS_SESSION')).toBe(false);

    await page.getByLabel('用户名').fill(editor.username);
    await page.getByLabel('密码').fill(editor.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名或密码错误').waitFor();
    await consoleSignIn(page, baseUrl, editor.username, 'Next#2026b');
    expect(errors.filter((e) => !/status of 40[03]/.test(e))).toEqual([]);
    await context.close();
  });

  it('does not open for a member’s session', async () => {
    const page = await openPage(browser, '/');
    await signUp(page, newAccount());
    expect((await page.context().cookies()).some((c) => c.name === 'SESSION')).toBe(true);
    await page.goto('/console', { waitUntil: 'networkidle' });
    expect(pathOf(page)).toBe('/console/login');
    // The console's login page, not the member site's dialog.
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await page.getByRole('button', { name: '登录/注册' }).count()).toBe(0);
    await page.context().close();
  });
});
