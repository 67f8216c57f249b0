/**
 * The phone's reading page (issue 13 item 2): a desktop article link lands on /h5/article/{id} with the
 * text in the server HTML; a member likes, collects, comments and replies, shares and views a body image;
 * the author's home is a tap away; nothing scrolls sideways at 360 px; a visitor's 赞 asks to log in;
 * another member forwards and reports (the post and a comment); the author deletes the post from 更多.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPHONE, openPhonePage, scrollsSideways } from './phone';
import { likeAndCollect, replyTo, sendComment } from './reading-helpers';
import {
  baseURL,
  callAsMember,
  launchBrowser,
  MOBILE_USER_AGENT,
  newAccount,
  openPage,
  pathOf,
  signUp,
} from './support';

/** The smallest touch target the issue allows. */
const TOUCH_TARGET = 44;

describe('h5 article', () => {
  let browser: Browser;
  let desktop: Page;
  let member: BrowserContext;
  let id: string;
  let authorId: number;
  const marker = `e2e手机阅读${Date.now().toString(36)}`;
  const title = `标题${marker}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    desktop = await openPage(browser, '/');
    await signUp(desktop, newAccount());
    authorId = (await callAsMember<{ user_id: number }>(desktop, '/api/v1/user/info', {})).user_id;
    ({ article_id: id } = await callAsMember<{ article_id: string }>(desktop, '/api/v1/article/add', {
      type: 'long',
      title,
      // A long unbroken URL and a wide table must not widen the page; the image opens the viewer.
      content:
        `<p>${marker} 正文 https://example.com/${'very-long-path-'.repeat(12)}</p>` +
        '<p><img src="/emoji/aixin.svg" alt="示意图"></p>' +
        `<table><tr>${'<td>宽表格单元格内容</td>'.repeat(12)}</tr></table>`,
    }));
    // The author's session on a phone.
    member = await browser.newContext({
      ...IPHONE,
      baseURL: baseURL(),
      locale: 'zh-CN',
      storageState: await desktop.context().storageState(),
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends a desktop article link to /h5/article/{id} with the text in the server HTML', async () => {
    const res = await fetch(new URL(`/a/${id}`, baseURL()), {
      headers: { 'user-agent': MOBILE_USER_AGENT },
    });
    expect(new URL(res.url).pathname).toBe(`/h5/article/${id}`);
    const html = await res.text();
    expect(html).toContain(marker);
    expect(html).toContain(`<title>${title} - 研社</title>`);
    expect(html).toContain('property="og:title"');

    const page = await openPhonePage(browser, `/a/${id}`);
    expect(pathOf(page)).toBe(`/h5/article/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.context().close();
  });

  it('fits 360 px without sideways scroll, with 44 px touch targets in the action bar', async () => {
    const page = await openPage(browser, `/h5/article/${id}`, {
      ...IPHONE,
      viewport: { width: 360, height: 740 },
    });
    expect(await scrollsSideways(page)).toBe(false);
    const bar = page.getByRole('navigation', { name: '互动' });
    for (const button of await bar.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
    await page.context().close();
  });

  it('asks a visitor who taps 赞 to log in', async () => {
    const page = await openPhonePage(browser, `/h5/article/${id}`);
    await page.getByRole('navigation', { name: '互动' }).getByRole('button', { name: '赞 0' }).click();
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
    await page.context().close();
  });

  it('lets a member like, collect, comment and reply, share, view an image and open the author', async () => {
    const page = await member.newPage();
    await page.goto(`/h5/article/${id}`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('navigation', { name: '互动' });
    await likeAndCollect(bar);

    // A comment from the bar's 评论, then a reply to it.
    const comments = page.getByRole('region', { name: '评论' });
    const commentText = `评论${marker}`;
    await bar.getByRole('button', { name: '评论' }).click();
    await sendComment(page, commentText);
    const comment = comments.locator('li.h5a-comment', { hasText: commentText });
    await comment.waitFor();
    const replyText = `回复${marker}`;
    await replyTo(comment, page, replyText);
    await comment.locator('li.h5a-reply', { hasText: replyText }).waitFor();

    // 分享: the QR code at 180 px and the link, copied.
    await bar.getByRole('button', { name: '分享' }).click();
    const qr = page.getByRole('img', { name: '分享二维码' });
    await qr.waitFor();
    const qrBox = await qr.boundingBox();
    expect(Math.round(qrBox?.width ?? 0)).toBe(180);
    await page.getByRole('button', { name: '复制链接' }).click();
    await page.getByText('链接已复制').waitFor();
    await page.locator('.adm-popup-close-icon').click();
    await qr.waitFor({ state: 'hidden' });

    // The body image in the viewer.
    await page.locator('.h5a-content img').click();
    const viewer = page.locator('.adm-image-viewer-content');
    await viewer.waitFor();
    expect(await viewer.locator('img').first().getAttribute('src')).toContain('/emoji/aixin.svg');
    await page.keyboard.press('Escape');

    // The author's home on the phone.
    await page.goto(`/h5/article/${id}`, { waitUntil: 'networkidle' });
    await Promise.all([
      page.waitForURL(
        (url) => url.pathname === '/h5/mine' && url.searchParams.get('id') === String(authorId),
      ),
      page.locator('.h5a-meta a.h5a-author').click(),
    ]);
  });

  it("lets another member forward the post (count +1) and report it and the author's comment", async () => {
    const other = await openPage(browser, '/');
    await signUp(other, newAccount());
    const reader = await browser.newContext({
      ...IPHONE,
      baseURL: baseURL(),
      locale: 'zh-CN',
      storageState: await other.context().storageState(),
    });
    await other.context().close();
    const commentText = `待举报${marker}`;
    await callAsMember(desktop, '/api/v1/article/comment/add', {
      article_id: id,
      content: `<p>${commentText}</p>`,
    });
    const page = await reader.newPage();
    await page.goto(`/h5/article/${id}`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('navigation', { name: '互动' });

    await bar.getByRole('button', { name: '转发 0' }).click();
    const forward = page.getByRole('dialog', { name: '转发' });
    await forward.getByRole('textbox', { name: '转发理由' }).fill(`转发${marker}`);
    await forward.getByRole('button', { name: '转发', exact: true }).click();
    await bar.getByRole('button', { name: '转发 1' }).waitFor();

    // No 编辑 or 删除 on someone else's post: 更多 holds 举报.
    await bar.getByRole('button', { name: '更多' }).click();
    expect(await page.getByRole('option', { name: '删除' }).count()).toBe(0);
    await page.getByRole('option', { name: '举报' }).click();
    await report(page);

    const comment = page.locator('li.h5a-comment', { hasText: commentText });
    await comment.getByRole('button', { name: '举报' }).click();
    await report(page);
    await reader.close();
  });

  it('lets the author delete the post after the 提示 confirm, landing on their own posts', async () => {
    const page = await member.newPage();
    await page.goto(`/h5/article/${id}`, { waitUntil: 'networkidle' });
    // One's own post has no 举报: 更多 holds 编辑 and 删除.
    await page.getByRole('navigation', { name: '互动' }).getByRole('button', { name: '更多' }).click();
    expect(await page.getByRole('option', { name: '举报' }).count()).toBe(0);
    await page.getByRole('option', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定删除?' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/h5/mine/article');
    // The author's only post is gone from their list (the reading page may show until the list renders).
    await page.getByText('暂无帖子').waitFor();
    expect(await page.getByText(title).count()).toBe(0);

    await page.goto(`/h5/article/${id}`, { waitUntil: 'networkidle' });
    await page.getByText('页面不存在或系统错误').waitFor();
    await page.close();
  });
});

/** In the open 举报 sheet: a reason, then 提交; the server's answer is SPEC's 举报成功, and the sheet closes. */
async function report(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: '举报' });
  await sheet.getByText('虚假信息').click();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/complaint/add')),
    sheet.getByRole('button', { name: '提交' }).click(),
  ]);
  expect(((await answer.json()) as { msg: string }).msg).toBe('举报成功，我们会尽快处理');
  await sheet.waitFor({ state: 'hidden' });
}
