import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from './money-support';
import { answerOf, launchBrowser, newAccount, openPage, pathOf, roundTrip, signUp } from './support';

const badgeOf = (page: Page, label: string) =>
  page.locator(`a.header-icon[aria-label^="${label}"] .ant-badge-count`).first();

describe('notices, private messages and the blacklist', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('B sees A’s @mention live, they exchange messages, and once B blocks A, A cannot message B', async () => {
    const a = await openPage(browser, '/');
    const accountA = newAccount();
    await signUp(a, accountA);
    const b = await openPage(browser, '/');
    const accountB = newAccount();
    await signUp(b, accountB);
    const idA = await userIdOf(a);
    const idB = await userIdOf(b);

    // B publishes; A comments on it with @B. B's bell badge changes without a reload.
    await b.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
    await b.locator('#post-body').fill('今天聊聊白酒');
    await Promise.all([
      b.waitForURL(/\/a\/[0-9a-z]+$/),
      b.getByRole('button', { name: '发布', exact: true }).click(),
    ]);
    const articlePath = pathOf(b);
    await b.goto('/', { waitUntil: 'networkidle' });
    expect(await badgeOf(b, '消息通知').count()).toBe(0);

    await a.goto(articlePath, { waitUntil: 'networkidle' });
    const comments = a.getByRole('region', { name: '评论' });
    await comments.getByRole('textbox', { name: '评论内容' }).fill(`@${accountB.nickname} 你怎么看？`);
    await comments.getByRole('button', { name: '发布', exact: true }).click();
    // One notice (the comment; the @ in it is not told twice), pushed to B's open page.
    await expect.poll(() => badgeOf(b, '消息通知').textContent()).toBe('1');

    // The notice page opens on the tab with unread notices.
    await b.goto('/agree/me?from=message', { waitUntil: 'networkidle' });
    await expect
      .poll(() => b.locator('.notice-title').first().textContent())
      .toContain(`${accountA.nickname} 评论了你的文章`);
    // The page marks the tab read by a signed call once shown, and the bell hears of it.
    await expect.poll(() => badgeOf(b, '消息通知').count()).toBe(0);

    // Private messages both ways. Shift+Enter adds a line, Enter sends, and the Enter that confirms an
    // IME composition (how Chinese is typed) sends nothing.
    await a.goto(`/notices/private?u=${idB}`, { waitUntil: 'networkidle' });
    const box = a.getByRole('textbox', { name: '私信内容' });
    expect(await box.getAttribute('placeholder')).toBe('输入消息，Enter 发送，Shift+Enter 换行');
    let sends = 0;
    a.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user/message/send')) sends++;
    });
    await box.fill('你好');
    await box.press('Shift+Enter');
    await box.pressSequentially('交流一下');
    expect(await box.inputValue()).toBe('你好\n交流一下');
    await box.evaluate((el) =>
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true })),
    );
    await roundTrip(a);
    expect(sends).toBe(0);
    await box.press('Enter');
    await expect
      .poll(() => a.locator('.pm-message.mine .pm-bubble').last().textContent())
      .toBe('你好\n交流一下');
    expect(sends).toBe(1);
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => badgeOf(b, '私信').textContent()).toBe('1');
    await b.goto(`/notices/private?u=${idA}`, { waitUntil: 'networkidle' });
    await expect.poll(() => badgeOf(b, '私信').count()).toBe(0);
    expect(await b.locator('.pm-bubble').last().textContent()).toBe('你好\n交流一下');
    await b.getByRole('textbox', { name: '私信内容' }).fill('好的');
    await b.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => b.locator('.pm-message.mine .pm-bubble').last().textContent()).toBe('好的');

    // B blocks A from the conversation; A's next message is refused with the reason.
    await b.getByRole('button', { name: '拉黑' }).click();
    await answerOf(
      b,
      b.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }),
      '/api/v1/user/black/add',
    );
    await a.getByRole('textbox', { name: '私信内容' }).fill('还在吗');
    await a.getByRole('button', { name: '发送' }).click();
    await a.locator('.ant-message').filter({ hasText: '由于对方的设置，你无法进行此操作' }).waitFor();
    await b.goto('/mine/black', { waitUntil: 'networkidle' });
    expect(await b.locator('.blocked-list').textContent()).toContain(accountA.nickname);
  });

  it('A follows B on B’s home page, B publishes, and A finds the post under 关注', async () => {
    const a = await openPage(browser, '/');
    await signUp(a, newAccount());
    const b = await openPage(browser, '/');
    const accountB = newAccount();
    await signUp(b, accountB);
    const idB = await userIdOf(b);

    // The follow button flips once the follow call has answered, and stays so after a reload.
    await a.goto(`/u/${idB}`, { waitUntil: 'networkidle' });
    // Match the text, not the accessible name: the icon's label is part of the name (“plus 关注”).
    const follow = a.locator('button[aria-pressed]').filter({ hasText: /^关注$/ });
    const followed = a.waitForResponse((r) => r.url().endsWith('/api/v1/user/fans/follow'));
    await follow.click();
    expect((await followed).ok()).toBe(true);
    await a.getByRole('button', { name: '已关注' }).waitFor();
    await a.reload({ waitUntil: 'networkidle' });
    expect(await a.getByRole('button', { name: '已关注' }).getAttribute('aria-pressed')).toBe('true');

    const body = `关注流测试${Date.now()}`;
    await b.goto('/article/edit?type=garden', { waitUntil: 'networkidle' });
    await b.locator('#post-body').fill(body);
    await Promise.all([
      b.waitForURL(/\/a\/[0-9a-z]+$/),
      b.getByRole('button', { name: '发布', exact: true }).click(),
    ]);

    // The first tab (关注的人) is server-rendered, so the post is in the page A is served.
    await a.goto('/focus', { waitUntil: 'networkidle' });
    const tab = a
      .getByRole('navigation', { name: '关注', exact: true })
      .getByRole('button', { name: '关注的人' });
    expect(await tab.getAttribute('aria-pressed')).toBe('true');
    const card = a.locator('.post-feed-items .post-card').filter({ hasText: body });
    await card.waitFor();
    expect(await card.locator('.post-card-head').textContent()).toContain(accountB.nickname);
  });
});
