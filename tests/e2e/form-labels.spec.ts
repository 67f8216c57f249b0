/**
 * Issue 18 (accessibility, names): every field of the account dialogs and sheets shows a label, tied to
 * it, whose text is the field's accessible name; a placeholder is a hint only, never the name.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhonePage } from './phone';
import { launchBrowser, openLoginDialog, openPage } from './support';

interface NamedField {
  /** The accessible name, as Playwright computes it. */
  name: string;
  /** The text of the visible labels tied to the field (`<label for>`, a wrapping label, aria-labelledby). */
  label: string;
  placeholder: string | null;
}

const CONTROLS = 'input:not([type=hidden]), select, textarea, [role=combobox], [role=textbox]';
const CONSENT = '我已阅读并同意《服务协议》和《隐私政策》';

/** The accessible name from a control's aria snapshot (`- textbox "手机号码"`). */
async function accessibleName(control: Locator): Promise<string> {
  const first = (await control.ariaSnapshot()).split('\n')[0];
  return /^- \w+ "(.*?)"/.exec(first)?.[1] ?? '';
}

/** The visible form controls of `scope`, in page order, with their names and labels. */
async function namedFields(scope: Locator): Promise<NamedField[]> {
  const fields: NamedField[] = [];
  for (const control of await scope.locator(CONTROLS).all()) {
    if (!(await control.isVisible())) continue;
    const label = await control.evaluate((el) => {
      const labelled = (el as HTMLInputElement).labels ?? [];
      const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      const byId = ids.map((id) => document.getElementById(id)).filter((node) => node !== null);
      return [...labelled, ...byId]
        .filter((node) => node.checkVisibility())
        .map((node) => node.textContent?.trim() ?? '')
        .join(' ');
    });
    fields.push({
      name: await accessibleName(control),
      label,
      placeholder: await control.getAttribute('placeholder'),
    });
  }
  return fields;
}

/** Each field is named by its visible label, never by its placeholder alone; `names` in page order. */
async function expectLabelledFields(scope: Locator, names: string[]): Promise<void> {
  const fields = await namedFields(scope);
  expect(fields.map((field) => field.name)).toEqual(names);
  for (const { name, label, placeholder } of fields) {
    expect(label, `the visible label of ${name}`).toBe(name);
    expect(placeholder, `the placeholder of ${name} repeats its name`).not.toBe(name);
  }
}

describe('the account forms label their fields', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('labels the desktop login dialog (both tabs) and the register dialog', async () => {
    const page = await openPage(browser, '/');
    const login = await openLoginDialog(page);
    await expectLabelledFields(login, ['国家或地区', '手机号码', '验证码']);

    await login.getByRole('tab', { name: '密码登录' }).click();
    await page.locator('form#password-login').waitFor();
    await expectLabelledFields(login, ['国家或地区', '手机号码', '密码']);
    // The names the journeys find the fields by.
    expect(await login.getByLabel('密码', { exact: true }).getAttribute('id')).toBe(
      'password-login_password',
    );

    await login.getByRole('button', { name: '注册账号' }).click();
    const register = page.getByRole('dialog', { name: '注册研社' });
    await register.locator('form#register').waitFor();
    await expectLabelledFields(register, [
      '国家或地区',
      '手机号码',
      '验证码',
      '用户名',
      '密码',
      '确认密码',
      CONSENT,
    ]);
    // The password rule stays as the hint it is.
    expect(await register.getByLabel('密码', { exact: true }).getAttribute('placeholder')).toBe(
      '8~12位，字母、数字、字符至少两种',
    );
    await page.context().close();
  });

  it('labels the /h5 login sheet (both tabs)', async () => {
    // A visitor on their own home: the gate opens the sheet.
    const page = await openPhonePage(browser, '/h5/mine');
    const login = page.getByRole('dialog', { name: '登录研社' });
    await login.waitFor();
    await expectLabelledFields(login, ['国家或地区', '手机号码', '验证码']);

    await login.getByRole('tab', { name: '密码登录' }).click();
    await login.locator('input[type=password]').waitFor();
    await expect.poll(() => login.locator('form:visible').count()).toBe(1);
    await expectLabelledFields(login, ['国家或地区', '手机号码', '密码']);
    await page.context().close();
  });
});
