/**
 * The AI research assistant (issue 17 §2): a visitor asks about a demo stock on /ai and watches the answer
 * stream in (no language model is configured, so the local adapter answers from the site's posts), with
 * links to posts about it and the risk notice; the session is listed, survives a reload, can be stopped
 * mid-answer and deleted. The same question on /h5/ai on a phone.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_RISK_NOTICE } from '../../common/ai';
import { IPHONE, scrollsSideways } from './phone';
import { collectErrors, launchBrowser, openPage } from './support';

/** A stock the demo posts discuss (server/db/seed/data/posts.json); also a suggested question. */
const QUESTION = '中际旭创最近有哪些讨论？';

/**
 * The lengths the last answer's text went through until it finished, sampled in the page: a streamed
 * answer passes through several, an answer set at once through one.
 */
function answerGrowth(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const lengths: number[] = [];
        const started = Date.now();
        const timer = setInterval(() => {
          const answers = document.querySelectorAll('.ai-answer');
          const last = answers[answers.length - 1];
          const length = last?.querySelector('.ai-markdown')?.textContent?.length ?? 0;
          if (length !== lengths.at(-1)) lengths.push(length);
          if ((last && last.getAttribute('aria-busy') === 'false') || Date.now() - started > 20_000) {
            clearInterval(timer);
            resolve(lengths);
          }
        }, 20);
      }),
  );
}

/**
 * SPEC §4's login gate offers the login dialog on every path it does not list, /ai among them; a visitor
 * closes it and carries on (SPEC §6: visitors may use the assistant).
 */
async function dismissLoginGate(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: '登录研社' });
  await gate.waitFor();
  await page.keyboard.press('Escape');
  await gate.waitFor({ state: 'hidden' });
}

describe('AI assistant', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a visitor asks about a demo stock, gets a streamed answer with post links, and keeps the session', async () => {
    const page = await openPage(browser, '/ai');
    const errors = collectErrors(page);
    expect(await page.title()).toBe('AI 助手 - 研社');
    await dismissLoginGate(page);
    const sessions = page.getByRole('navigation', { name: '会话列表' });
    await sessions.getByText('暂无会话').waitFor();

    await page.getByRole('textbox', { name: '输入问题' }).fill(QUESTION);
    const growth = answerGrowth(page);
    await page.getByRole('button', { name: '发送' }).click();
    // While it streams the send button is the stop button.
    await page.getByRole('button', { name: '停止' }).waitFor();
    const lengths = await growth;
    expect(lengths.length).toBeGreaterThan(3);
    expect(lengths.at(-1)).toBeGreaterThan(50);
    await page.getByRole('button', { name: '发送' }).waitFor();

    const answer = page.locator('.ai-answer').last();
    await expect.poll(() => answer.getAttribute('aria-busy')).toBe('false');
    await answer.getByText('中际旭创').first().waitFor();
    const sourceLinks = answer.getByRole('region', { name: '参考来源' }).getByRole('link');
    expect(await sourceLinks.count()).toBeGreaterThan(0);
    const hrefs = await sourceLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((href) => /^\/a\/[0-9a-z]+$/.test(href ?? ''))).toBe(true);
    // Links inside the answer text stay on the site too.
    const textHrefs = await answer
      .locator('.ai-markdown a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(textHrefs.length).toBeGreaterThan(0);
    for (const href of textHrefs) expect(href).toMatch(/^\/(?!\/)/);
    await answer.getByText(AI_RISK_NOTICE).waitFor();

    // The new session heads the list and is open; a reload reopens it.
    const item = sessions.getByRole('button', { name: QUESTION, exact: true });
    await item.waitFor();
    expect(await item.getAttribute('aria-current')).toBe('page');
    expect(new URL(page.url()).searchParams.get('session')).not.toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await dismissLoginGate(page);
    await page.locator('.ai-question', { hasText: QUESTION }).waitFor();
    await page.locator('.ai-answer').getByText(AI_RISK_NOTICE).waitFor();
    expect(await page.locator('.ai-answer .ai-sources a[href^="/a/"]').count()).toBeGreaterThan(0);

    // A new conversation, then back to the first from the list.
    await page.getByRole('button', { name: '新对话' }).click();
    await page.getByRole('list', { name: '推荐问题' }).waitFor();
    await item.click();
    await page.locator('.ai-question', { hasText: QUESTION }).waitFor();

    // A follow-up question, stopped mid-answer: what was written stays, marked stopped.
    await page.getByRole('textbox', { name: '输入问题' }).fill('中际旭创的光模块业务怎么样？');
    await page.getByRole('button', { name: '发送' }).click();
    const second = page.locator('.ai-answer').nth(1);
    await second.locator('.ai-markdown').waitFor();
    await page.getByRole('button', { name: '停止' }).click();
    await second.getByText('（已停止）').waitFor();
    await page.getByRole('button', { name: '发送' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await dismissLoginGate(page);
    await page.locator('.ai-answer').nth(1).getByText('（已停止）').waitFor();

    // Deleting asks first; the list and the conversation empty.
    await sessions.getByRole('button', { name: `删除会话：${QUESTION}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定删除?' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await sessions.getByText('暂无会话').waitFor();
    await page.getByRole('list', { name: '推荐问题' }).waitFor();
    expect(new URL(page.url()).searchParams.get('session')).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await dismissLoginGate(page);
    await sessions.getByText('暂无会话').waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a phone asks the same on /h5/ai', async () => {
    const page = await openPage(browser, '/h5/ai', IPHONE);
    expect(await page.title()).toBe('AI 助手 - 研社');
    await page.getByRole('heading', { name: 'AI 助手' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // A suggested question asks at once.
    const growth = answerGrowth(page);
    await page.getByRole('list', { name: '推荐问题' }).getByRole('button', { name: QUESTION }).tap();
    await page.getByRole('button', { name: '停止' }).waitFor();
    expect((await growth).length).toBeGreaterThan(3);

    const answer = page.locator('.ai-answer').last();
    await answer.getByText(AI_RISK_NOTICE).waitFor();
    const hrefs = await answer
      .locator('.ai-sources a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The phone opens posts as its own article pages.
    expect(hrefs.some((href) => /^\/h5\/article\/[0-9a-z]+$/.test(href ?? ''))).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);

    // The session is in the side sheet and can be deleted there.
    await page.getByRole('button', { name: '会话' }).tap();
    const list = page.getByRole('navigation', { name: '会话列表' });
    await list.getByRole('button', { name: QUESTION, exact: true }).waitFor();
    await list.getByRole('button', { name: `删除会话：${QUESTION}` }).tap();
    await page.locator('.adm-dialog').getByText('确定删除?').waitFor();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).tap();
    await list.getByText('暂无会话').waitFor();
    await page.context().close();
  });
});
