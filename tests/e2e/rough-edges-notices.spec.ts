/**
 * Rough edges of a user walk (issue 18), measured in the browser: the notices card's padding, tab labels
 * and empty state; the private-message session column and character count; comment emoji on the text line.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from './money-support';
import { openPhonePage } from './phone';
import { sendComment } from './reading-helpers';
import { callAsMember, launchBrowser, publishShortPost } from './support';

type Box = { top: number; right: number; bottom: number; left: number; width: number; height: number };

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { top, right, bottom, left, width, height } = el.getBoundingClientRect();
    return { top, right, bottom, left, width, height };
  });

/** A tab label's colour and size (the label is the badge's own text) and the brand colour, resolved. */
const tabLabel = (link: Locator) =>
  link.evaluate((el) => {
    const label = getComputedStyle(el.querySelector('.ant-badge') ?? el);
    const probe = document.createElement('span');
    probe.style.color = 'var(--brand)';
    document.body.append(probe);
    const brand = getComputedStyle(probe).color;
    probe.remove();
    return {
      color: label.color,
      fontSize: label.fontSize,
      linkFontSize: getComputedStyle(el).fontSize,
      brand,
    };
  });

/**
 * The emoji image in a comment and the text just before it: their boxes (the text's from a Range, its
 * ascent to descent), and the paragraph's height and line height.
 */
const emojiOnLine = (img: Locator) =>
  img.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.previousSibling as Node);
    const rect = (r: DOMRect) => ({ top: r.top, bottom: r.bottom, width: r.width, height: r.height });
    const line = el.closest('p') as HTMLElement;
    return {
      img: rect(el.getBoundingClientRect()),
      text: rect(range.getBoundingClientRect()),
      lineBox: line.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(line).lineHeight),
    };
  });

/** 24 px, centred on the text's ascent-to-descent box, and not pushing the line apart. */
async function expectEmojiOnLine(img: Locator) {
  await img.waitFor();
  const m = await emojiOnLine(img);
  expect(m.img.width).toBe(24);
  expect(m.img.height).toBe(24);
  // The text box is about 16-18 px tall, so a 24 px image reaches about 4 px past it above and below.
  expect(Math.abs((m.img.top + m.img.bottom) / 2 - (m.text.top + m.text.bottom) / 2)).toBeLessThanOrEqual(
    1.5,
  );
  expect(m.text.top - m.img.top).toBeLessThanOrEqual(4.5);
  expect(m.img.bottom - m.text.bottom).toBeLessThanOrEqual(4.5);
  // Text-bottom alignment made such a line 5 px taller than the others.
  expect(m.lineBox).toBeLessThanOrEqual(m.lineHeight + 2);
}

describe('rough edges of notices, private messages and comment emoji (issue 18)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('pads the notices card, shows tab labels at the tabs’ size with the active one in the brand colour, and spaces the empty state', async () => {
    const a = await member(browser);
    const b = await member(browser);
    await callAsMember(b.page, '/api/v1/user/fans/follow', { user_id: a.id, type: 1 });
    const page: Page = a.page;
    await page.goto('/agree/me?type=1&from=message', { waitUntil: 'networkidle' });
    const notice = page.locator('.notices-page .notice').first();
    await notice.waitFor();

    // The avatar and the time keep clear of the card's edges.
    const card = await boxOf(page.locator('.notices-page'));
    const avatar = await boxOf(notice.locator('.ant-avatar'));
    const time = await boxOf(notice.locator('time'));
    expect(avatar.left - card.left).toBeGreaterThanOrEqual(12);
    expect(card.right - time.right).toBeGreaterThanOrEqual(12);

    // Labels at the tab set's size; the active one in the brand colour, the others not.
    const tabs = page.getByRole('navigation', { name: '通知类型' });
    const active = await tabLabel(tabs.locator('a[aria-current="page"]'));
    const other = await tabLabel(tabs.getByRole('link', { name: '赞' }));
    expect(active.linkFontSize).toBe('16px');
    expect(active.fontSize).toBe(active.linkFontSize);
    expect(other.fontSize).toBe(active.linkFontSize);
    expect(active.color).toBe(active.brand);
    expect(other.color).not.toBe(active.brand);

    // So in the dark theme, with its own brand colour.
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    // Links fade to their new colour (antd's transition on <a>).
    const activeDark = () => tabLabel(tabs.locator('a[aria-current="page"]'));
    await expect.poll(async () => (await activeDark()).brand).not.toBe(active.brand);
    await expect.poll(async () => (await activeDark()).color).toBe((await activeDark()).brand);
    expect((await tabLabel(tabs.getByRole('link', { name: '赞' }))).color).not.toBe(
      (await activeDark()).brand,
    );
    await page.evaluate(() => {
      delete document.documentElement.dataset.theme;
    });

    // An empty tab: the picture stands well below the tab bar.
    await page.goto('/agree/me?type=2&from=message', { waitUntil: 'networkidle' });
    const empty = page.locator('.notices-page .ant-empty');
    await empty.waitFor();
    const tabBar = await boxOf(tabs);
    expect((await boxOf(empty)).top - tabBar.bottom).toBeGreaterThanOrEqual(24);
    await page.context().close();
    await b.page.context().close();
  });

  it('keeps the session column at 280 px after a long message, and the character count inside the card', async () => {
    const a = await member(browser);
    const b = await member(browser);
    const page = a.page;
    await page.goto(`/notices/private?u=${b.id}`, { waitUntil: 'networkidle' });
    const side = page.locator('.pm-side');
    const cardLocator = page.locator('.pm-page');
    const counter = page.locator('.pm-composer .ant-input-data-count');
    expect((await boxOf(side)).width).toBe(280);

    const expectCounterInCard = async () => {
      const card = await boxOf(cardLocator);
      const count = await boxOf(counter);
      expect(count.top).toBeGreaterThanOrEqual(card.top);
      expect(count.left).toBeGreaterThanOrEqual(card.left);
      expect(count.right).toBeLessThanOrEqual(card.right);
      expect(count.bottom).toBeLessThanOrEqual(card.bottom);
    };
    expect(await counter.textContent()).toBe('0 / 500');
    await expectCounterInCard();

    const text = `长消息${'这是一条没有空格也不换行的很长的私信'.repeat(12)}`;
    await page.getByRole('textbox', { name: '私信内容' }).fill(text);
    await page.getByRole('button', { name: '发送' }).click();
    const latest = page.locator('.pm-sessions .pm-session-latest').first();
    await expect.poll(() => latest.textContent()).toBe(text);

    // The column keeps its width; the latest message is cut with an ellipsis inside it.
    const column = await boxOf(side);
    expect(column.width).toBe(280);
    expect((await boxOf(latest)).right).toBeLessThanOrEqual(column.right);
    expect(await latest.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    expect(await latest.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The conversation keeps the rest of the card.
    const card = await boxOf(cardLocator);
    expect((await boxOf(page.locator('.pm-conversation'))).right).toBeLessThanOrEqual(card.right);
    expect(await counter.textContent()).toBe('0 / 500');
    await expectCounterInCard();
    await page.context().close();
    await b.page.context().close();
  });

  it('centres comment emoji on the text line at 24 px, on the desktop and on /h5', async () => {
    const a = await member(browser);
    const id = await publishShortPost(a.page, '表情对齐');
    await sendComment(a.page, '看好[微笑]吧 gy');
    await expectEmojiOnLine(a.page.locator('.comment-text .comment-content img[data-emoji="[微笑]"]'));

    const phone = await openPhonePage(browser, `/h5/article/${id}`);
    await expectEmojiOnLine(phone.locator('.h5a-comment-text .comment-content img[data-emoji="[微笑]"]'));
    await phone.context().close();
    await a.page.context().close();
  });
});
