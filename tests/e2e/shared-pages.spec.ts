/**
 * Members read the shared pages (issue 12 item 5, ADR 14): `/`, the sections and `/a/{id}` are one page per
 * path for every reader, served from the page cache, and a member's own state arrives after hydration. Two
 * members read the same cached article: each sees their own reactions and name, and the page's HTML holds
 * neither. An author still reads their own post in review, which nobody else can.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  callAsMember,
  collectErrors,
  headerNickname,
  launchBrowser,
  memberHeaders,
  newAccount,
  openPage,
  signUp,
} from './support';

const publish = (page: Page, fields: object) =>
  callAsMember<{ article_id: string; status: number }>(page, '/api/v1/article/add', fields);

/** The page's HTML as the member logged in on `page` gets it, with the page cache's verdict. */
async function rawPage(page: Page, path: string): Promise<{ cache: string | null; html: string }> {
  const { cookie } = await memberHeaders(page);
  const res = await fetch(new URL(path, baseURL()), { headers: { cookie } });
  expect(res.status).toBe(200);
  return { cache: res.headers.get('x-page-cache'), html: await res.text() };
}

describe('members on shared pages', () => {
  let browser: Browser;
  let author: Page;
  let reader: Page;
  const authorAccount = newAccount();
  const readerAccount = newAccount();
  const marker = `共享页${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    author = await openPage(browser, '/');
    await signUp(author, authorAccount);
    reader = await openPage(browser, '/');
    await signUp(reader, readerAccount);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('gives two members the same cached article, each with their own state after hydration', async () => {
    const { article_id: id } = await publish(author, { type: 'garden', content: `<p>${marker}</p>` });
    await callAsMember(reader, '/api/v1/article/like', { article_id: id });

    const errors = collectErrors(reader);
    await reader.goto(`/a/${id}`, { waitUntil: 'networkidle' });
    const bar = reader.getByRole('toolbar', { name: '互动' });
    await bar.getByRole('button', { name: '赞 1', pressed: true }).waitFor();
    expect(await headerNickname(reader)).toBe(readerAccount.nickname);
    // A member is not asked to log in on an article (the visitor's login gate).
    expect(await reader.getByRole('dialog', { name: '登录研社' }).count()).toBe(0);
    expect(errors).toEqual([]);

    // The author gets the very page the reader got, and it names neither reader nor liker.
    const { cache, html } = await rawPage(author, `/a/${id}?utm_source=${Date.now()}`);
    expect(cache).toBe('hit');
    expect(html).toContain(marker);
    expect(html).not.toContain(readerAccount.nickname);
    expect(html).not.toMatch(/"is_like",1\b|"is_like":1\b/);

    await author.goto(`/a/${id}`, { waitUntil: 'networkidle' });
    expect(await headerNickname(author)).toBe(authorAccount.nickname);
    await author
      .getByRole('toolbar', { name: '互动' })
      .getByRole('button', { name: '赞 1', pressed: false })
      .waitFor();
  });

  it('counts a member view of a cached article once, when the page asks for the member state', async () => {
    const { article_id: id } = await publish(author, { type: 'garden', content: `<p>阅读${marker}</p>` });
    const views = async () =>
      (await callAsMember<{ view_count: number }>(author, '/api/v2/article/detail', { article_id: id }))
        .view_count;
    // The author's own detail call above counted the author once.
    const before = await views();
    await reader.goto(`/a/${id}`, { waitUntil: 'networkidle' });
    await reader.reload({ waitUntil: 'networkidle' });
    expect(await views()).toBe(before + 1);
  });

  it('shows an author their own post in review and nobody else', async () => {
    const { article_id: id, status } = await publish(author, {
      type: 'garden',
      content: `<p>内幕消息 ${marker}</p>`,
    });
    expect(status).toBe(1);
    const own = await author.goto(`/a/${id}`, { waitUntil: 'networkidle' });
    expect(own?.status()).toBe(200);
    expect(await author.locator('.article-content').textContent()).toContain(marker);
    const other = await reader.goto(`/a/${id}`, { waitUntil: 'networkidle' });
    expect(other?.status()).toBe(404);
  });

  it('marks a member page before its first paint, hiding 登录/注册 until the member is known', async () => {
    const visits: Record<string, boolean> = {};
    for (const [who, page] of [
      ['member', reader],
      ['visitor', await openPage(browser, '/about/jc')],
    ] as const) {
      // Before any of the page's scripts: note whether <html> ever carries the member marker.
      await page.addInitScript(() => {
        const seen = () => {
          if (document.documentElement?.hasAttribute('data-member'))
            (window as unknown as { marked: boolean }).marked = true;
        };
        new MutationObserver(seen).observe(document, { attributes: true, subtree: true });
      });
      await page.goto('/study', { waitUntil: 'networkidle' });
      visits[who] = await page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
      // Once known, the marker is gone: a member who logs out gets a visible 登录/注册.
      await expect.poll(() => page.locator('html').getAttribute('data-member')).toBeNull();
    }
    expect(visits).toEqual({ member: true, visitor: false });
    expect(await headerNickname(reader)).toBe(readerAccount.nickname);
  });
});
