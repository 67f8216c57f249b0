/**
 * Question bounties (issue 14 item 5): an asker sets a 工分 bounty on their question and pays it with 工分
 * through the pay dialog, another member answers, the asker adopts the answer, and the winner's 工分 rise
 * by the bounty minus the burned share.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_RULES, shareOf } from '../../common/money';
import { grant, userIdOf } from './money-support';
import { callAsMember, launchBrowser, newAccount, openPage, signUp } from './support';

const BOUNTY = 100;

const integralOf = async (page: Page) =>
  (await callAsMember<{ integral: number }>(page, '/api/v1/user/wallet/info', {})).integral;

describe('question bounties', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sets a bounty, and the adopted answer’s author receives it', async () => {
    const asker = await openPage(browser, '/');
    await signUp(asker, newAccount());
    await grant(await userIdOf(asker), 500);
    const { article_id: articleId } = await callAsMember<{ article_id: string }>(
      asker,
      '/api/v1/article/add',
      {
        type: 'ask',
        title: '白酒板块还能上车吗',
        content: '<p>想听听大家的看法</p>',
      },
    );

    await asker.goto(`/a/${articleId}`, { waitUntil: 'networkidle' });
    await asker.getByRole('button', { name: '设置悬赏' }).click();
    const dialog = asker.getByRole('dialog', { name: '设置悬赏' });
    await dialog.getByText('全额退还提问者').waitFor();
    await dialog.getByRole('textbox', { name: '悬赏工分' }).fill(String(BOUNTY));
    await dialog.getByRole('button', { name: '确认悬赏' }).click();
    const payDialog = asker.getByRole('dialog', { name: '支付订单' });
    await payDialog.getByText(`${BOUNTY} 工分`).first().waitFor();
    await payDialog.getByRole('button', { name: '确认支付' }).click();
    const badge = asker.locator('.bounty-badge');
    await expect.poll(() => badge.textContent()).toContain(`悬赏 ${BOUNTY} 工分 · 悬赏中`);
    expect(await integralOf(asker)).toBe(500 - BOUNTY);

    const answerer = await openPage(browser, '/');
    await signUp(answerer, newAccount());
    await answerer.goto(`/a/${articleId}`, { waitUntil: 'networkidle' });
    await answerer.locator('.bounty-badge').getByText('悬赏中').waitFor();
    const comments = answerer.getByRole('region', { name: '评论' });
    await comments.getByRole('textbox', { name: '评论内容' }).fill('估值已经回到合理区间，可以分批上车');
    await comments.getByRole('button', { name: '发布', exact: true }).click();
    await comments.getByText('估值已经回到合理区间').waitFor();
    // Only the asker may adopt.
    expect(await comments.getByRole('button', { name: '采纳' }).count()).toBe(0);
    const before = await integralOf(answerer);

    await asker.reload({ waitUntil: 'networkidle' });
    const answer = asker.locator('.comment').filter({ hasText: '估值已经回到合理区间' });
    await answer.getByRole('button', { name: '采纳' }).click();
    await asker
      .getByRole('dialog')
      .filter({ hasText: '采纳这个回答？' })
      .getByRole('button', { name: '采纳' })
      .click();
    await answer.getByText('最佳答案').waitFor();
    await expect.poll(() => badge.textContent()).toContain('已采纳');
    expect(await answer.getByRole('button', { name: '采纳' }).count()).toBe(0);

    const won = BOUNTY - shareOf(BOUNTY, MONEY_RULES.transferBurnBp);
    expect(await integralOf(answerer)).toBe(before + won);
  });
});
