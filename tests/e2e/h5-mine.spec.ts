/**
 * A member's home and the member's own centre on a phone (issue 13 item 3): /u/{id} lands on
 * /h5/mine?id={id} with the member's post under the four tabs; follow toggles; /h5/mine lists the centre
 * (or asks a visitor to log in); the profile is edited with a new avatar and an area and stays after a
 * reload; the dark theme applies; a push setting and the version check work as on the desktop; nothing
 * scrolls sideways at 360 px.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { IPHONE, openPhonePage, scrollsSideways } from './phone';
import { answerOf, baseURL, callAsMember, launchBrowser, newAccount, openPage, signUp } from './support';

/** The smallest touch target the issue allows. */
const TOUCH_TARGET = 44;

/** A 1×1 PNG for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TABS = ['全部', '原创', '转发', '生活'];

async function expectTouchTarget(target: Locator) {
  await target.waitFor({ state: 'visible' });
  expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
}

const activeTab = (page: Page) => page.locator('.h5-mine-tabs .adm-tabs-tab-active').textContent();

describe('h5 mine', () => {
  let browser: Browser;
  /** The author: registered on a desktop, with one post. */
  let authorId: number;
  let articleId: string;
  /** A second member's session on a phone, who follows the author and edits their own profile. */
  let reader: BrowserContext;
  let readerId: number;
  const marker = `e2e手机主页${Date.now().toString(36)}`;

  /** A new member on a desktop context; returns the page and the member's id. */
  async function member(): Promise<{ page: Page; id: number }> {
    const page = await openPage(browser, '/');
    await signUp(page, newAccount());
    return { page, id: (await callAsMember<{ user_id: number }>(page, '/api/v1/user/info', {})).user_id };
  }

  const phoneOf = async (desktop: Page, viewport = IPHONE.viewport) =>
    browser.newContext({
      ...IPHONE,
      viewport,
      baseURL: baseURL(),
      locale: 'zh-CN',
      storageState: await desktop.context().storageState(),
    });

  async function open(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const author = await member();
    authorId = author.id;
    ({ article_id: articleId } = await callAsMember<{ article_id: string }>(
      author.page,
      '/api/v1/article/add',
      {
        type: 'long',
        title: `标题${marker}`,
        content: `<p>${marker} 正文</p>`,
      },
    ));
    await author.page.context().close();
    const other = await member();
    readerId = other.id;
    reader = await phoneOf(other.page);
    await other.page.context().close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends /u/{id} on a phone to /h5/mine?id={id}: the header, the four tabs and the post', async () => {
    const page = await openPhonePage(browser, `/u/${authorId}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/h5/mine');
    expect(url.searchParams.get('id')).toBe(String(authorId));
    expect(await page.title()).toMatch(/的主页 - 研社$/);
    expect(await page.locator('.h5-mine-tabs .adm-tabs-tab').allTextContents()).toEqual(TABS);
    const card = page.locator('.h5-post-card', { hasText: marker });
    await card.waitFor();
    expect(await card.locator('.h5-post-body').getAttribute('href')).toBe(`/h5/article/${articleId}`);
    // The post is a 长文: listed under 原创, not under 生活.
    await page.locator('.h5-mine-tabs .adm-tabs-tab', { hasText: '原创' }).click();
    await page.waitForURL(/tab=original/);
    await card.waitFor();
    await page.locator('.h5-mine-tabs .adm-tabs-tab', { hasText: '生活' }).click();
    await page.waitForURL(/tab=live/);
    await page.getByText('暂无内容').waitFor();
    expect(await card.count()).toBe(0);
    await page.context().close();
  });

  it('shows the legacy /user/mine/{id}/original as that member’s home on that tab', async () => {
    const page = await openPhonePage(browser, `/user/mine/${authorId}/original`);
    expect(new URL(page.url()).pathname).toBe(`/h5/mine/${authorId}/original`);
    expect(await activeTab(page)).toBe('原创');
    await page.locator('.h5-post-card', { hasText: marker }).waitFor();
    await page.context().close();
  });

  it('follows and unfollows from the home, the fans count following', async () => {
    const page = await open(reader, `/h5/mine?id=${authorId}`);
    const follow = page.getByRole('button', { name: '关注', exact: true });
    await expectTouchTarget(follow);
    const fans = page.locator('.h5-mine-stats > div', { hasText: '粉丝' }).locator('dd');
    expect(await fans.textContent()).toBe('0');
    await follow.click();
    const following = page.getByRole('button', { name: '已关注' });
    await following.waitFor();
    expect(await fans.textContent()).toBe('1');
    await page.reload({ waitUntil: 'networkidle' });
    await following.waitFor();
    await page.getByRole('button', { name: '特别关注', exact: true }).click();
    await page.getByRole('button', { name: '取消特别关注' }).waitFor();
    await following.click();
    await follow.waitFor();
    expect(await fans.textContent()).toBe('0');
    expect(await page.getByRole('link', { name: '私信' }).getAttribute('href')).toBe(
      `/notices/private?u=${authorId}`,
    );
    await page.getByRole('button', { name: '分享' }).click();
    // The sheet (antd-mobile's Popup) has no dialog role: find it by its QR code and link.
    const share = page.getByRole('dialog', { name: '分享' });
    await share.getByRole('img', { name: '分享二维码' }).waitFor();
    expect(await share.locator('.h5-share-url').textContent()).toContain(`/h5/mine?id=${authorId}`);
    await page.close();
  });

  it('asks a visitor on /h5/mine to log in', async () => {
    const page = await openPhonePage(browser, '/h5/mine');
    await page.getByRole('dialog', { name: '登录研社' }).waitFor();
    expect(await page.getByText('登录后进入个人中心').count()).toBe(1);
    await page.context().close();
  });

  it('lists the member’s centre on /h5/mine, each page under /h5/mine/<name>', async () => {
    const page = await open(reader, '/h5/mine');
    expect(await page.title()).toBe('我的 - 研社');
    const nav = page.getByRole('navigation', { name: '个人中心', exact: true });
    const links = nav.getByRole('link');
    expect(await links.allTextContents()).toEqual(
      expect.arrayContaining([
        '我的帖子',
        '收藏与动态',
        '草稿箱',
        '个人资料',
        '我的权限',
        '黑名单',
        '设置',
        '关注与粉丝',
      ]),
    );
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/h5\/mine\/[a-z]+$/);
      await expectTouchTarget(link);
    }
    await expectTouchTarget(page.getByRole('button', { name: '退出登录' }));
    expect(await page.locator('.h5-mine-who').getAttribute('href')).toBe(`/h5/mine?id=${readerId}`);
    // Every page renders for the member with its title.
    for (const [name, title] of [
      ['article', '我的帖子'],
      ['action', '收藏与动态'],
      ['draft', '草稿箱'],
      ['care', '我的关注'],
      ['black', '黑名单'],
      ['power', '我的权限'],
    ]) {
      await page.goto(`/h5/mine/${name}`, { waitUntil: 'networkidle' });
      expect(await page.title()).toBe(`${title} - 研社`);
      expect(await page.locator('.h5-mine-page-title').textContent()).toBe(title);
    }
    await page.close();
  });

  it('edits the nickname, intro and avatar, saved across a reload', async () => {
    const page = await open(reader, '/h5/mine/info');
    const nickname = `手机改名${Date.now().toString(36).slice(-5)}`;
    await page.getByRole('textbox', { name: '昵称' }).fill(nickname);
    await page.getByRole('textbox', { name: '个人简介' }).fill('手机上写的简介');
    await page
      .locator('.h5-mine-avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.locator('.h5-mine-avatar img');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    const avatar = await preview.getAttribute('src');
    await answerOf(page, page.getByRole('button', { name: '保存', exact: true }), '/api/v1/user/update');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('textbox', { name: '昵称' }).inputValue()).toBe(nickname);
    expect(await page.getByRole('textbox', { name: '昵称' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: '个人简介' }).inputValue()).toBe('手机上写的简介');
    expect(await preview.getAttribute('src')).toBe(avatar);
    await page.goto(`/h5/mine?id=${readerId}`, { waitUntil: 'networkidle' });
    expect(await page.locator('.h5-mine-name').textContent()).toBe(nickname);
    expect(await page.locator('.h5-mine-profile').textContent()).toBe('手机上写的简介');
    await page.close();
  });

  it('chooses a province and a city, saved across a reload', async () => {
    const page = await open(reader, '/h5/mine/info');
    const province = page.getByRole('button', { name: /^省份/ });
    const city = page.getByRole('button', { name: /^城市/ });
    expect(await province.textContent()).toBe('省份不显示');
    expect(await city.isDisabled()).toBe(true);
    await expectTouchTarget(province);

    /** Picks `name` in the open picker and confirms: the wheel selects an item on a tap (a touch, not a mouse click). */
    async function pick(title: string, name: string) {
      const picker = page.locator('.adm-picker', { has: page.getByText(title, { exact: true }) });
      await picker.locator('.adm-picker-view-column-item', { hasText: name }).tap();
      await expect.poll(() => picker.locator('.adm-picker-view-column-item-active').textContent()).toBe(name);
      await picker.getByRole('button', { name: '确定' }).click();
      await picker.waitFor({ state: 'hidden' });
    }

    await province.click();
    await pick('选择省份', '河北省');
    expect(await province.textContent()).toBe('省份河北省');
    // The province's cities come from /api/v1/area/city.
    await city.click();
    await pick('选择城市', '唐山市');
    expect(await city.textContent()).toBe('城市唐山市');
    await answerOf(page, page.getByRole('button', { name: '保存', exact: true }), '/api/v1/user/update');
    // The page's loader reads the stored profile.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await province.textContent()).toBe('省份河北省');
    expect(await city.textContent()).toBe('城市唐山市');
    await page.close();
  });

  it('switches a push setting off, kept after a reload, and reports the version', async () => {
    const page = await open(reader, '/h5/mine/settings');
    const likes = page.getByRole('switch', { name: '赞' });
    const comments = page.getByRole('switch', { name: '评论' });
    expect(await likes.getAttribute('aria-checked')).toBe('true');
    await expectTouchTarget(page.locator('.h5-mine-push .adm-list-item', { hasText: '赞' }));
    // The choice is saved on the server: reload only once the save has answered.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/user/notice/setting/update')),
      likes.click(),
    ]);
    expect(await likes.getAttribute('aria-checked')).toBe('false');
    await page.reload({ waitUntil: 'networkidle' });
    await comments.waitFor();
    expect(await likes.getAttribute('aria-checked')).toBe('false');
    expect(await comments.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: '检查更新' }).click();
    await page.getByText(`当前已是最新版本 v${version}`).waitFor();
    await page.close();
  });

  it('asks a visitor to log in for push settings', async () => {
    const page = await openPhonePage(browser, '/h5/mine/settings');
    await page.getByText('登录后可设置接收哪些消息通知。').waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    await page.context().close();
  });

  it('fits 360 px without sideways scroll', async () => {
    const desktopState = await reader.storageState();
    const narrow = await browser.newContext({
      ...IPHONE,
      viewport: { width: 360, height: 740 },
      baseURL: baseURL(),
      locale: 'zh-CN',
      storageState: desktopState,
    });
    for (const path of [
      `/h5/mine?id=${authorId}`,
      '/h5/mine',
      '/h5/mine/info',
      '/h5/mine/settings',
      '/h5/mine/care',
    ]) {
      const page = await open(narrow, path);
      expect(await scrollsSideways(page), path).toBe(false);
      await page.close();
    }
    await narrow.close();
  });

  it('applies the dark theme from the settings, kept after a reload', async () => {
    const page = await open(reader, '/h5/mine/settings');
    const html = page.locator('html');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByText('深色', { exact: true }).click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    await expect.poll(background).not.toBe(light);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await html.getAttribute('data-theme')).toBe('dark');
    await page.getByText('浅色', { exact: true }).click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('light');
    await page.close();
  });
});
