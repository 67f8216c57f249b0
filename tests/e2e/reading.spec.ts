/**
 * Reading journey (issue 3): a member publishes, finds the post first under 最新发布 of 广场, reads it,
 * likes and collects it, comments and replies, deletes a comment; an image post opens the image viewer;
 * the list tabs remember the chosen sort; the leaving page guards external links.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VIEWER_RESET_MS } from '../../app/features/article/image-viewer-state';
import { likeAndCollect, replyTo, sendComment } from './reading-helpers';
import {
  baseURL,
  callAsMember,
  launchBrowser,
  memberHeaders,
  newAccount,
  openPage,
  pathOf,
  signUp,
} from './support';

/** A 48×32 blue PNG, uploaded as the image post's picture. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMElEQVR42u3OQQ0AAAgEoEthVeNrC+eDjQCkel6JkJCQkJCQkJCQkJCQkJCQkNClBQnESIjzjz6nAAAAAElFTkSuQmCC';

/** Uploads the PNG through the storage token (SPEC §7) and returns its public URL. */
async function uploadImage(page: Page): Promise<string> {
  const bytes = Buffer.from(PNG_BASE64, 'base64');
  const token = await callAsMember<{ upload_url: string; headers: Record<string, string>; url: string }>(
    page,
    '/api/v1/sts/token',
    { type: 'image', name: 'e2e.png', size: bytes.length, mime: 'image/png' },
  );
  const res = await fetch(new URL(token.upload_url, baseURL()), {
    method: 'PUT',
    // The token's headers name the content type the upload must carry.
    headers: { ...(await memberHeaders(page)), ...token.headers },
    body: bytes,
  });
  const answer = (await res.json()) as { errCode: string; msg: string };
  expect(res.ok && answer.errCode === '0', `upload answered ${res.status} ${answer.msg}`).toBe(true);
  return token.url;
}

const publish = (page: Page, fields: object) =>
  callAsMember<{ article_id: string; status: number }>(page, '/api/v1/article/add', fields);

async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

describe('reading', () => {
  let browser: Browser;
  let page: Page;
  let nickname: string;
  const marker = `e2e阅读${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, '/');
    const account = newAccount();
    nickname = account.nickname;
    await signUp(page, account);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists a new short post first under 广场 最新发布, then reads, likes, collects and comments on it', async () => {
    const { article_id: id, status } = await publish(page, {
      type: 'garden',
      content: `<p>${marker} 短文正文</p>`,
    });
    expect(status).toBe(2);

    await gotoAndSettle(page, '/square_publish');
    const first = page.locator('.post-card').first();
    expect(await first.textContent()).toContain(marker);
    expect(await first.getByRole('link', { name: nickname }).count()).toBe(1);

    await first.getByRole('link', { name: new RegExp(marker) }).click();
    await page.waitForURL((url) => url.pathname === `/a/${id}`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.article-content').textContent()).toContain(marker);

    const bar = page.getByRole('toolbar', { name: '互动' });
    await likeAndCollect(bar);

    const comments = page.getByRole('region', { name: '评论' });
    const commentText = `评论${marker}`;
    await sendComment(comments, commentText);
    const comment = comments.locator('li.comment', { hasText: commentText });
    await comment.waitFor();

    const replyText = `回复${marker}`;
    await replyTo(comment, comment, replyText);
    const reply = comment.locator('li.reply', { hasText: replyText });
    await reply.waitFor();
    expect(await reply.textContent()).toContain(nickname);

    // Both survive a reload (server-rendered post, comments from the API), as do the reactions.
    await page.reload({ waitUntil: 'networkidle' });
    await bar.getByRole('button', { name: '赞 1', pressed: true }).waitFor();
    await bar.getByRole('button', { name: '收藏 1', pressed: true }).waitFor();
    await comments.locator('li.comment', { hasText: commentText }).waitFor();
    await comments.locator('li.reply', { hasText: replyText }).waitFor();
  });

  it('deletes an own comment after the 提示 confirmation', async () => {
    const { article_id: id } = await publish(page, { type: 'garden', content: `<p>删除${marker}</p>` });
    await gotoAndSettle(page, `/a/${id}`);
    const comments = page.getByRole('region', { name: '评论' });
    const text = `待删除${marker}`;
    await sendComment(comments, text);
    const comment = comments.locator('li.comment', { hasText: text });
    await comment.waitFor();

    await comment.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定删除?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('提示');
    await confirm.getByRole('button', { name: '确定' }).click();
    await comment.waitFor({ state: 'detached' });
  });

  it('opens a body image in the viewer: rotate, zoom, close by clicking outside, then it resets', async () => {
    const src = await uploadImage(page);
    const { article_id: id } = await publish(page, {
      type: 'long',
      title: `图片${marker}`,
      content: `<p>看图</p><p><img src="${src}" alt="示意图"></p>`,
    });
    // The viewer resets on a timer after closing: the clock moves it on below.
    await page.clock.install();
    await gotoAndSettle(page, `/a/${id}`);
    await page.locator('.article-content img').click();

    const viewer = page.getByRole('dialog', { name: '查看图片' });
    await viewer.waitFor();
    const image = viewer.locator('img');
    expect(await image.getAttribute('data-rotation')).toBe('0');
    const rotate = viewer.getByRole('button', { name: '向右旋转' });
    for (const expected of ['90', '180', '270', '360', '90']) {
      await rotate.click();
      expect(await image.getAttribute('data-rotation')).toBe(expected);
    }
    await viewer.getByRole('button', { name: '放大' }).click();
    expect(await image.getAttribute('data-scale')).toBe('1.1');
    await viewer.getByRole('button', { name: '缩小' }).click();
    expect(await image.getAttribute('data-scale')).toBe('0.99');
    await image.hover();
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(
      () => document.querySelector('.image-viewer-image')?.getAttribute('data-scale') === '1.089',
    );

    // Drag it somewhere, then click the backdrop outside the image.
    const box = await image.boundingBox();
    if (!box) throw new Error('the image has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.up();
    expect(await image.getAttribute('style')).toContain('translate(40px, 20px)');
    await page.mouse.click(5, 5);
    await viewer.waitFor({ state: 'detached' });

    await page.clock.runFor(IMAGE_VIEWER_RESET_MS);
    await page.locator('.article-content img').click();
    await viewer.waitFor();
    expect(await image.getAttribute('data-rotation')).toBe('0');
    expect(await image.getAttribute('data-scale')).toBe('1');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('remembers the chosen sort for the bare section paths', async () => {
    const visitor = await openPage(browser, '/square');
    const sorts = visitor.getByRole('navigation', { name: '排序' });
    expect(await sorts.getByRole('link', { name: '最新热度' }).getAttribute('aria-current')).toBe('page');
    await sorts.getByRole('link', { name: '最新互动' }).click();
    await visitor.waitForURL((url) => url.pathname === '/square_action');
    await gotoAndSettle(visitor, '/live');
    await visitor
      .getByRole('navigation', { name: '排序' })
      .locator('a[aria-current="page"]', { hasText: '最新互动' })
      .waitFor();
    await visitor.context().close();
  });

  it('guards external links with the leaving page and 404s a missing post', async () => {
    const visitor = await openPage(
      browser,
      `/url/middleware?target=${encodeURIComponent('https://example.com/x')}`,
    );
    await visitor.getByText('您即将离开研社，请注意账号和财产安全').waitFor();
    const go = visitor.getByRole('link', { name: '继续访问' });
    expect(await go.getAttribute('href')).toBe('https://example.com/x');
    expect(await go.getAttribute('rel')).toBe('noopener noreferrer nofollow');

    await gotoAndSettle(visitor, '/url/middleware?target=javascript%3Aalert(1)');
    await visitor.getByText('链接无效').waitFor();

    await gotoAndSettle(visitor, '/a/zzzzzzzzzzz');
    await visitor.getByText('页面不存在或系统错误').waitFor();
    expect(pathOf(visitor)).toBe('/a/zzzzzzzzzzz');
    await visitor.context().close();
  });
});
