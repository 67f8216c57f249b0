/**
 * The daily opinion vote (issue 16 item 2): a visitor's click on an answer opens the login dialog; a member
 * votes on the open question in the home sidebar and sees the result bars move, changes the vote, marks a
 * past question as a favourite in 往期; an editor sets the next trading day's question in the console.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpinionQuestion } from '../../common/opinion';
import { signHeaders } from '../../common/sign';
import { DEV_SIGN_SECRET } from '../../server/config';
import { consoleLogin } from './console-support';
import { baseURL, collectErrors, launchBrowser, newAccount, openPage, signUp } from './support';

/** A signed visitor's call (the journeys' own look-ups, not what the page does). */
async function call<T>(path: string, body: object): Promise<T> {
  const res = await fetch(new URL(path, baseURL()), {
    method: 'POST',
    headers: { ...signHeaders(DEV_SIGN_SECRET), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { errCode: string; msg: string; data: T };
  expect(envelope.errCode, `${path}: ${envelope.msg}`).toBe('0');
  return envelope.data;
}

/** The card's percentages, in option order, as the member reads them. */
const percents = (page: Page) => page.locator('.opinion-card .opinion-bar-value').allTextContents();
const participants = async (page: Page) =>
  Number((await page.locator('.opinion-card .opinion-meta').textContent())?.match(/(\d+) 人参与/)?.[1]);

describe('daily opinion vote', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a member votes on the open question in the home sidebar, sees the bars move and changes the vote', async () => {
    const today = await call<OpinionQuestion>('/api/v1/article/market/opinion/today', {});
    expect(today.status).toBe(1);
    expect(today.options.map((o) => o.name)).toEqual(['看多', '看空', '震荡']);

    const page = await openPage(browser, '/');
    const errors = collectErrors(page);
    await page.waitForLoadState('networkidle');
    const card = page.locator('.opinion-card');
    await card.getByText(today.title).waitFor();

    // A visitor's vote asks them to log in first.
    await card.getByRole('button', { name: '看多' }).click();
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
    await page.keyboard.press('Escape');

    await signUp(page, newAccount());
    await card.getByText(today.title).waitFor();
    const before = await percents(page);
    const voters = await participants(page);
    // The demo's few votes on the open question depend on the day: vote for the smallest share (its bar
    // moves whatever they are), then change to another option.
    const shares = before.map((p) => Number.parseFloat(p));
    const firstIndex = shares.indexOf(Math.min(...shares));
    const secondIndex = (firstIndex + 1) % shares.length;
    const [firstName, secondName] = [today.options[firstIndex]!.name, today.options[secondIndex]!.name];
    const bar = (index: number) => card.locator(`.opinion-bar[data-option="${index + 1}"]`);
    expect(await card.getByRole('button', { name: firstName }).getAttribute('aria-pressed')).toBe('false');

    await card.getByRole('button', { name: firstName }).click();
    await expect
      .poll(() => card.getByRole('button', { name: firstName }).getAttribute('aria-pressed'))
      .toBe('true');
    const voted = await percents(page);
    expect(voted).not.toEqual(before);
    expect(await participants(page)).toBe(voters + 1);
    expect(await bar(firstIndex).locator('.opinion-bar-name').textContent()).toBe(`${firstName}（我）`);
    // The bar's width is its percentage.
    const width = await bar(firstIndex).locator('.opinion-bar-track i').getAttribute('style');
    expect(width).toContain(`width: ${Number.parseFloat(voted[firstIndex]!)}%`);

    // Changing the answer moves the bars again; the member still counts once.
    await card.getByRole('button', { name: secondName }).click();
    await expect
      .poll(() => card.getByRole('button', { name: secondName }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await card.getByRole('button', { name: firstName }).getAttribute('aria-pressed')).toBe('false');
    const changed = await percents(page);
    expect(changed).not.toEqual(voted);
    expect(await participants(page)).toBe(voters + 1);
    expect(changed.reduce((sum, p) => sum + Number.parseFloat(p), 0)).toBeCloseTo(100, 2);

    // After a reload the card shows the member's own answer.
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => card.getByRole('button', { name: secondName }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await percents(page)).toEqual(changed);

    // 往期: the past questions with results; a favourite shows under 我的收藏.
    await card.getByRole('button', { name: '往期' }).click();
    const dialog = page.getByRole('dialog', { name: '往期观点' });
    const items = dialog.locator('.opinion-history-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(5);
    const second = items.nth(1);
    const pastTitle = await second.locator('.opinion-title').textContent();
    expect(await second.textContent()).toContain('已截止');
    await second.getByRole('button', { name: '☆ 收藏' }).click();
    await second.getByRole('button', { name: '★ 已收藏' }).waitFor();
    await dialog.getByText('我的收藏').click();
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().locator('.opinion-title').textContent()).toBe(pastTitle);
    expect(errors).toEqual([]);
  });

  it('an editor sets the next trading day’s question in the console', async () => {
    const today = await call<OpinionQuestion>('/api/v1/article/market/opinion/today', {});
    // The first trading day after the open session: count-pc resolves a closed day to the one before it.
    let next = '';
    for (let i = 1; i <= 20 && !next; i++) {
      const d = new Date(`${today.date}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      const day = d.toISOString().slice(0, 10);
      const resolved = await call<{ date: string }>('/api/v1/action/count-pc', { date: day });
      if (resolved.date === day) next = day;
    }
    expect(next).not.toBe('');

    const page = await openPage(browser, '/console/login');
    await consoleLogin(page, baseURL(), 'editor');
    await page.goto('/console/opinion', { waitUntil: 'networkidle' });
    await page.locator('tr', { hasText: today.title }).first().waitFor();
    await page.getByRole('button', { name: '新增问题' }).click();
    const dialog = page.getByRole('dialog', { name: '新增问题' });
    expect(await dialog.getByLabel('选项（每行一个）').inputValue()).toBe('看多\n看空\n震荡');
    await dialog.getByLabel('交易日').fill(next);
    await dialog.getByLabel('问题').fill('旅程问题：下个交易日怎么走？');
    await dialog.getByLabel('选项（每行一个）').fill('大涨\n小涨\n下跌');
    await dialog.getByRole('button', { name: '保存' }).click();
    const row = page.locator('tr', { hasText: '旅程问题：下个交易日怎么走？' });
    await row.waitFor();
    expect(await row.textContent()).toContain(next);
    expect(await row.textContent()).toContain('未开始');

    // A second question for the same day is refused with the server's message.
    await page.getByRole('button', { name: '新增问题' }).click();
    await dialog.getByLabel('交易日').fill(next);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.locator('.ant-message-error', { hasText: '该交易日已有问题' }).waitFor();
  });
});
