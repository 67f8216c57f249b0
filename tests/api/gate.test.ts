/**
 * The read gate in every producer of post content: lists, detail, search, feeds, homes, stock pages,
 * the hot list, the member centre, share titles and notices. A paid post and a fans-only post show a
 * visitor and a non-fan member nothing of their bodies (text, images, cover, attachments, link); the
 * author sees everything, and a fan sees the fans-only post.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSection } from '../../app/features/post-list/section-loader.server';
import { stocks } from '../../server/db/schema';
import { loaderArgs } from '../support/page-loader';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;

type Item = {
  article_id: string;
  summary: string;
  content: string;
  cover: string;
  image: string[];
  attachments: { url: string }[];
  link_url: string;
  user_id: number;
  user: { user_id: number };
  gate: { reason: string } | null;
};
type Page = { result: Item[] };

const TOKEN = '钠电池';
const paidBody = `<p>付费正文讲${TOKEN}的秘密 $宁德时代(300750)$</p><p><img src="/uploads/paid.png"></p>`;
const fansBody = `<p>粉丝正文讲${TOKEN}的秘密 $宁德时代(300750)$</p><p><img src="/uploads/fans.png"></p>`;

let author: { c: TestClient; userId: number };
let fan: { c: TestClient; userId: number };
let stranger: { c: TestClient; userId: number };
let visitor: TestClient;
let paid: string;
let fans: string;
let catl: number;

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  // Enough 养分 to price posts (ENERGY_POWERS.paidPost).
  await grantEnergy(t, u.userId);
  return { c, ...u };
}

async function publish(c: TestClient, body: Record<string, unknown>) {
  const res = await c.post<{ article_id: string }>('/api/v1/article/add', body);
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}

beforeAll(async () => {
  t = await createTestApp();
  [{ id: catl }] = await t.database.db
    .select({ id: stocks.id })
    .from(stocks)
    .where(eq(stocks.code, '300750'));
  author = await member();
  fan = await member();
  stranger = await member();
  visitor = t.client();
  paid = await publish(author.c, {
    type: 'documents',
    title: `付费文档${TOKEN}`,
    content: paidBody,
    attachments: [{ name: '研报.pdf', url: '/uploads/report.pdf', size: 10 }],
    read_integral: 20,
  });
  fans = await publish(author.c, {
    type: 'long',
    title: `粉丝长文${TOKEN}`,
    content: fansBody,
    fans_limit: true,
  });
  expect((await fan.c.post('/api/v1/user/fans/follow', { user_id: author.userId, type: 1 })).errCode).toBe(
    '0',
  );
  // Both members like and forward both posts, and follow the stock they are about.
  for (const m of [fan, stranger]) {
    for (const id of [paid, fans]) {
      expect((await m.c.post('/api/v1/article/like', { article_id: id })).errCode).toBe('0');
      expect((await m.c.post('/api/v2/article/forward', { article_id: id })).errCode).toBe('0');
    }
    expect((await m.c.post('/api/v1/stock/user', { stock_id: catl })).errCode).toBe('0');
  }
});
afterAll(() => t.close());

function expectClosed(item: Item | undefined, reason: string) {
  expect(item, 'the post is listed').toBeDefined();
  expect(item).toMatchObject({
    summary: '',
    content: '',
    cover: '',
    image: [],
    attachments: [],
    link_url: '',
    gate: { reason },
  });
  expect(JSON.stringify(item)).not.toContain('秘密');
  expect(JSON.stringify(item)).not.toContain('/uploads/');
}

function expectOpen(item: Item | undefined, detail = false) {
  expect(item, 'the post is listed').toBeDefined();
  expect(item?.gate).toBeNull();
  expect(item?.summary).toContain('秘密');
  expect(item?.content).toContain('秘密');
  if (!detail) expect(item?.content).not.toContain('<');
  expect(item?.image.length).toBe(1);
  expect(item?.cover).toMatch(/^\/uploads\//);
}

/** Every post list a reader can open, as (name, page) pairs. */
async function lists(c: TestClient, member: boolean): Promise<[string, Item[]][]> {
  const page = async (url: string, body: Record<string, unknown>) => {
    const res = await c.post<Page>(url, body);
    expect(res.errCode, `${url}: ${res.msg}`).toBe('0');
    return res.data.result;
  };
  const out: [string, Item[]][] = [
    ['community', await page('/api/v2/article/community', { back_garden: 0, order: 0, limit: 50 })],
    ['community hot', await page('/api/v2/article/community', { back_garden: 0, order: 1, limit: 50 })],
    ['legacy list', await page('/api/v1/article', { type: 0, limit: 50 })],
    ['hot list', await page('/api/v1/article/hot', {})],
    ['user home', await page('/api/v2/user/article/homepage', { user_id: author.userId })],
    ['stock page', await page('/api/v1/stock/article', { stock_id: catl, order: 0 })],
    ['search', await page('/api/v2/article/search', { keyword: TOKEN })],
    // The members' forwards, on their homes' 转发 tab.
    ['forwards', await page('/api/v2/user/article/homepage', { user_id: fan.userId, type: 2 })],
  ];
  if (member) {
    out.push(
      ['liked', await page('/api/v1/user/action/list', { type: 1 })],
      ['followed stocks', await page('/api/v2/user/article/stock', {})],
    );
  }
  return out;
}

const find = (items: Item[], id: string) => items.find((i) => i.article_id === id);

describe('the read gate in every list', () => {
  it('a visitor sees neither body in any list, nor in the detail', async () => {
    for (const [name, items] of await lists(visitor, false)) {
      expectClosed(find(items, paid), 'paid');
      expectClosed(find(items, fans), 'login');
      expect(find(items, paid)?.user_id, name).toBe(author.userId);
    }
    const detail = await visitor.post<Item>('/api/v2/article/detail', { article_id: paid });
    expectClosed(detail.data, 'paid');
  });

  it('the server-rendered section pages (/ and /study_publish) show a visitor neither body', async () => {
    for (const path of ['/', '/study_publish']) {
      const { initial } = await loadSection(loaderArgs(t, path, null));
      const items = (initial.page?.result ?? []) as unknown as Item[];
      if (path === '/study_publish') {
        expectClosed(find(items, paid), 'paid');
        expectClosed(find(items, fans), 'login');
      }
      expect(JSON.stringify(items), path).not.toMatch(/秘密|\/uploads\/(paid|fans|report)/);
    }
  });

  it('a member who does not follow the author sees neither body', async () => {
    for (const [, items] of await lists(stranger.c, true)) {
      expectClosed(find(items, paid), 'paid');
      expectClosed(find(items, fans), 'fans_only');
    }
  });

  it('a fan sees the fans-only post but not the paid one, in lists and in the following feed', async () => {
    const feed = await fan.c.post<Page>('/api/v2/user/article/follow', {});
    for (const [, items] of [...(await lists(fan.c, true)), ['following feed', feed.data.result] as const]) {
      expectClosed(find(items, paid), 'paid');
      expectOpen(find(items, fans));
    }
    const detail = await fan.c.post<Item>('/api/v2/article/detail', { article_id: fans });
    expectOpen(detail.data, true);
    expect(detail.data.content).toContain('<img');
  });

  it('the author sees both posts whole, their attachments included', async () => {
    const mine = await author.c.post<Page>('/api/v2/user/article/mine', {});
    for (const [, items] of [...(await lists(author.c, false)), ['mine', mine.data.result] as const]) {
      expectOpen(find(items, paid));
      expectOpen(find(items, fans));
      expect(find(items, paid)?.attachments).toEqual([
        { name: '研报.pdf', url: '/uploads/report.pdf', size: 10 },
      ]);
    }
  });
});

describe('the read gate beyond post items', () => {
  it('share titles of untitled gated posts quote nothing of the body', async () => {
    const garden = await publish(author.c, {
      type: 'garden',
      content: '<p>短文秘密内容</p>',
      read_integral: 5,
    });
    const out = await stranger.c.post<{ title: string }>('/api/v1/article/forward-out', {
      article_id: garden,
    });
    expect(out.errCode).toBe('0');
    expect(out.data.title).not.toContain('秘密');
  });

  it('a notice of a mention in a post the member may not read quotes none of it', async () => {
    const c = t.client();
    const named = await registerUser(c, { nickname: `读者${Date.now() % 100000}` });
    await publish(author.c, {
      type: 'garden',
      content: `<p>@${named.nickname} 来看付费秘密</p>`,
      read_integral: 5,
    });
    const notices = await c.post<{ result: { content: string; article_title: string }[] }>(
      '/api/v1/user/notice',
      { type: 4 },
    );
    expect(notices.errCode, notices.msg).toBe('0');
    expect(notices.data.result).toHaveLength(1);
    expect(JSON.stringify(notices.data.result)).not.toContain('秘密');
    // The author's own post is theirs to quote.
    const open = await publish(author.c, { type: 'garden', content: `<p>@${named.nickname} 公开秘密</p>` });
    const after = await c.post<{ result: { article_id: string; content: string }[] }>('/api/v1/user/notice', {
      type: 4,
    });
    expect(after.data.result.find((n) => n.article_id === open)?.content).toContain('公开秘密');
  });
});
