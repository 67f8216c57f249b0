/**
 * The newest-post tool (issue 17 §1, Tests): a member without the tool sees the gate with the price (SPEC
 * §9's 200 until the server answers `money`); a member buys it with the wallet through the pay dialog and
 * the tool opens without a reload, both switches on (SPEC §4); another member publishes through the API
 * and the post is pushed to the top before any poll could have brought it, the cue plays and
 * `speechSynthesis.speak` is called with the title 0.5 s after it. A post held for review is never shown
 * or spoken. speechSynthesis.speak is replaced by a recorder (headless Chromium has no voices);
 * everything else is the app's own code. The page's timers run on Playwright's clock: the 10 s poll
 * and the 0.5 s pause happen when the test moves the clock on, never by waiting.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_AFTER_CUE_MS } from '../../app/features/newest/newest-state';
import { NEWEST_POLL_MS, PAY_TYPE } from '../../common/constants';
import type { NewestToolOffer } from '../../common/money';
import { member, topUp } from './money-support';
import { callAsMember, launchBrowser, openPage, roundTrip } from './support';

const TOOL_PATH = '/api/v1/user/newest-article-tool';

type Member = Awaited<ReturnType<typeof member>>;

interface Alert {
  kind: 'cue' | 'speak';
  text: string;
  lang: string;
  at: number;
}

/** Records the cue's play() (which still plays) and every speak() (which only records). */
async function recordAlerts(page: Page) {
  await page.context().addInitScript(() => {
    const alerts: Alert[] = [];
    (window as unknown as { __alerts: Alert[] }).__alerts = alerts;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      alerts.push({ kind: 'cue', text: this.src, lang: '', at: performance.now() });
      return play.call(this);
    };
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      alerts.push({ kind: 'speak', text: utterance.text, lang: utterance.lang, at: performance.now() });
    };
  });
}
const alertsOf = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: Alert[] }).__alerts);

const firstTitle = (page: Page) =>
  page.locator('.newest-items li').first().locator('.newest-title').textContent();

/** A member who has bought the tool with the wallet, through the API. */
async function toolOwner(browser: Browser): Promise<Member> {
  const owner = await member(browser);
  await topUp(owner.page, 200);
  const offer = await callAsMember<NewestToolOffer>(owner.page, TOOL_PATH, {});
  await callAsMember(owner.page, '/api/v1/pay-order/pay', {
    pay_order_id: offer.order!.pay_order_id,
    pay_type: PAY_TYPE.WALLET,
    pc: 1,
  });
  return owner;
}

/** Runs the page's 10 s poll once: the clock moves past it, and the poll's answer is awaited. */
async function nextPoll(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse('**/api/v2/article/newest/list'),
    page.clock.runFor(NEWEST_POLL_MS),
  ]);
}

/** Freezes the page's timers (a second on from the page's now): from then on only runFor moves them. */
const pauseClock = (page: Page) =>
  page.evaluate(() => Date.now()).then((now) => page.clock.pauseAt(now + 1_000));

describe('the newest-post tool', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks a visitor to log in', async () => {
    const page = await openPage(browser, '/newest');
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
    expect(await page.getByText('登录后使用最新帖子工具').count()).toBe(1);
    expect(await page.title()).toBe('最新帖子 - 研社');
    await page.context().close();
  });

  it('shows a member without the tool the gate: 200 until the server answers, then its price', async () => {
    const { page } = await member(browser);
    // Hold the price call to see the SPEC §9 default, then answer a different price to see it replaced.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(TOOL_PATH, async (route: Route) => {
      await released;
      const response = await route.fetch();
      const body = (await response.json()) as { data: { money: number } };
      body.data.money = 12_345;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/newest', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: '最新帖子工具' }).waitFor();
    expect(await page.locator('.newest-price').textContent()).toBe('¥200.00');
    await page.getByRole('button', { name: '开通语音播报功能' }).waitFor();
    release();
    await expect.poll(() => page.locator('.newest-price').textContent()).toBe('¥123.45');
    // No list before paying, and the push stream refuses the member.
    expect(await page.locator('.newest-items').count()).toBe(0);
    const refused = await page.evaluate(async () => (await fetch('/sse/newest')).status);
    expect(refused).toBe(403);
    await page.context().close();
  });

  it('buys the tool with the wallet, opens it in place, and speaks a post pushed from elsewhere', async () => {
    const buyer = await member(browser);
    const author = await member(browser);
    await topUp(buyer.page, 200);
    await recordAlerts(buyer.page);
    await buyer.page.clock.install();

    await buyer.page.goto('/newest', { waitUntil: 'networkidle' });
    await buyer.page.evaluate(() => document.body.setAttribute('data-e2e-mark', '1'));
    await buyer.page.getByRole('button', { name: '开通语音播报功能' }).click();
    const payDialog = buyer.page.getByRole('dialog', { name: '支付订单' });
    await payDialog.getByText('¥ 200.00').waitFor();
    // antd draws its radios over hidden inputs: the label takes the click.
    await payDialog.getByText(/^钱包支付/).click();
    expect(await payDialog.getByRole('radio', { name: /^钱包支付/ }).isChecked()).toBe(true);
    await payDialog.getByRole('button', { name: '确认支付' }).click();
    await payDialog.waitFor({ state: 'hidden' });

    // The tool, in the same document: no reload.
    await buyer.page.getByRole('heading', { name: '最新帖子', exact: true }).waitFor();
    expect(await buyer.page.evaluate(() => document.body.getAttribute('data-e2e-mark'))).toBe('1');
    // SPEC §4: after purchase both switches off, then toggled once each; stored as 1/0 with the visible flag.
    for (const name of ['声音提醒', '语音播报']) {
      expect(await buyer.page.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }
    expect(
      await buyer.page.evaluate(() => [
        localStorage.getItem('yanshe.newest.sound'),
        localStorage.getItem('yanshe.newest.voice'),
        localStorage.getItem('yanshe.newest.visible'),
      ]),
    ).toEqual(['1', '1', '1']);
    await buyer.page.locator('.newest-items li').first().waitFor();
    await buyer.page.waitForLoadState('networkidle');
    await pauseClock(buyer.page);

    // A post held for review is never shown or announced; the public one after it is, at the top.
    const stamp = Date.now();
    const held = await callAsMember<{ status: number }>(author.page, '/api/v1/article/add', {
      type: 'garden',
      content: `<p>待审核${stamp}：内幕消息</p>`,
    });
    expect(held.status).toBe(1);
    const title = `最新帖子工具测试 ${stamp}`;
    await callAsMember(author.page, '/api/v1/article/add', {
      type: 'long',
      title,
      content: `<p>${'新帖子正文。'.repeat(20)}</p>`,
    });
    // The clock stands still, so no poll has run: the post came by the push stream.
    await expect.poll(() => firstTitle(buyer.page)).toBe(title);
    expect(await buyer.page.locator('.newest-items li').first().locator('a').getAttribute('href')).toMatch(
      /^\/a\/[0-9a-z]+$/,
    );

    // The cue at once; the title spoken, in Chinese, only once 0.5 s have passed.
    await expect.poll(async () => (await alertsOf(buyer.page)).map((a) => a.kind)).toEqual(['cue']);
    await buyer.page.clock.runFor(SPEECH_AFTER_CUE_MS - 1);
    expect((await alertsOf(buyer.page)).map((a) => a.kind)).toEqual(['cue']);
    await buyer.page.clock.runFor(1);
    const alerts = await alertsOf(buyer.page);
    const cue = alerts.find((a) => a.kind === 'cue');
    const spoken = alerts.filter((a) => a.kind === 'speak');
    expect(cue?.text).toMatch(/\/sounds\/newest-cue\.wav$/);
    expect(spoken.map((a) => [a.text, a.lang])).toEqual([[title, 'zh-CN']]);
    expect(spoken[0]!.at - cue!.at).toBe(SPEECH_AFTER_CUE_MS);
    expect(await buyer.page.getByText(`待审核${stamp}`).count()).toBe(0);

    // The 10 s poll re-delivers the pushed post: it stays once, and nothing more is said.
    await nextPoll(buyer.page);
    await buyer.page.clock.runFor(SPEECH_AFTER_CUE_MS);
    expect(await buyer.page.locator('.newest-items li', { hasText: title }).count()).toBe(1);
    expect((await alertsOf(buyer.page)).filter((a) => a.kind === 'speak')).toHaveLength(1);
  });

  it('falls back to the 10 s poll without the push stream, and announces several posts as a count', async () => {
    const [{ page }, author] = await Promise.all([toolOwner(browser), member(browser)]);
    await recordAlerts(page);
    await page.clock.install();
    // The stream refused from now on: a fresh document then has polling alone.
    await page.route('**/sse/newest', (route) => route.abort());
    await page.goto('/newest', { waitUntil: 'networkidle' });
    await page.locator('.newest-items li').first().waitFor();
    // Bought elsewhere, so both switches start off: the member turns them on.
    for (const name of ['声音提醒', '语音播报']) {
      const toggle = page.getByRole('switch', { name });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    }
    // Both posts land in the same next answer: no poll runs until the clock is moved on.
    await pauseClock(page);
    const stamp = Date.now();
    const titles = [`轮询一 ${stamp}`, `轮询二 ${stamp}`];
    for (const title of titles) {
      await callAsMember(author.page, '/api/v1/article/add', {
        type: 'long',
        title,
        content: `<p>${'轮询正文。'.repeat(20)}</p>`,
      });
    }
    expect(await firstTitle(page)).not.toBe(titles[1]);
    await nextPoll(page);
    await expect.poll(() => firstTitle(page)).toBe(titles[1]);
    const tops = await page.locator('.newest-items li .newest-title').allTextContents();
    expect(tops.slice(0, 2)).toEqual([titles[1], titles[0]]);
    await page.clock.runFor(SPEECH_AFTER_CUE_MS);
    expect((await alertsOf(page)).filter((a) => a.kind === 'speak').map((a) => a.text)).toEqual([
      '有2条新帖子',
    ]);
  });

  it('stops polling while the tab is hidden and polls at once when it shows again', async () => {
    const { page } = await toolOwner(browser);
    await page.clock.install();
    await page.goto('/newest', { waitUntil: 'networkidle' });
    await page.locator('.newest-items li').first().waitFor();
    await pauseClock(page);
    let polls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/article/newest/list')) polls++;
    });
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(3 * NEWEST_POLL_MS);
    await roundTrip(page);
    expect(polls).toBe(0);
    await Promise.all([page.waitForRequest('**/api/v2/article/newest/list'), setVisibility('visible')]);
    expect(polls).toBe(1);
  });
});
