import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return { c, ...u };
}

const BLOCKED = '由于对方的设置，你无法进行此操作';

describe('blacklist', () => {
  it('adds, lists and removes a blocked member; rejects self and unknown members', async () => {
    const me = await member();
    const other = await member();
    expect(await me.c.post('/api/v1/user/black/add', { user_id: other.userId })).toMatchObject({
      errCode: '0',
      msg: '已加入黑名单',
    });
    expect((await me.c.post('/api/v1/user/black/add', { user_id: other.userId })).errCode).toBe('0');
    const list = await me.c.post<{ result: { user_id: number; nickname: string }[]; totalCount: number }>(
      '/api/v1/user/black/list',
      {},
    );
    expect(list.data).toMatchObject({
      totalCount: 1,
      result: [{ user_id: other.userId, nickname: other.nickname }],
    });
    expect(await me.c.post('/api/v1/user/black/add', { user_id: me.userId })).toMatchObject({
      errCode: '400',
      msg: '不能拉黑自己',
    });
    expect((await me.c.post('/api/v1/user/black/add', { user_id: 987654321 })).errCode).toBe('404');
    expect((await t.client().post('/api/v1/user/black/list', {})).errCode).toBe('1');
    await me.c.post('/api/v1/user/black/del', { user_id: other.userId });
    expect((await me.c.post<{ totalCount: number }>('/api/v1/user/black/list', {})).data.totalCount).toBe(0);
  });

  it('stops a blocked member messaging the blocker, but not the other way round, until unblocked', async () => {
    const b = await member();
    const a = await member();
    await b.c.post('/api/v1/user/black/add', { user_id: a.userId });
    expect(await a.c.post('/api/v1/user/message/send', { user_id: b.userId, content: '在吗' })).toMatchObject(
      {
        errCode: '403',
        msg: BLOCKED,
      },
    );
    expect(
      (await b.c.post('/api/v1/user/message/send', { user_id: a.userId, content: '别发了' })).errCode,
    ).toBe('0');
    await b.c.post('/api/v1/user/black/del', { user_id: a.userId });
    expect(
      (await a.c.post('/api/v1/user/message/send', { user_id: b.userId, content: '抱歉' })).errCode,
    ).toBe('0');
  });

  it('stops a blocked member commenting on the blocker’s posts and replying to the blocker', async () => {
    const b = await member();
    const a = await member();
    const third = await member();
    const post = await third.c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: '<p>第三方的帖子</p>',
    });
    const bComment = await b.c.post<{ comment_id: number }>('/api/v1/article/comment/add', {
      article_id: post.data.article_id,
      content: 'B 的评论',
    });
    const own = await b.c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: '<p>B 的帖子</p>',
    });
    await b.c.post('/api/v1/user/black/add', { user_id: a.userId });

    const onOwn = await a.c.post('/api/v1/article/comment/add', {
      article_id: own.data.article_id,
      content: '评论',
    });
    expect(onOwn).toMatchObject({ errCode: '403', msg: BLOCKED });
    const reply = await a.c.post('/api/v1/article/comment/add', {
      article_id: post.data.article_id,
      parent_id: bComment.data.comment_id,
      content: '回复 B',
    });
    expect(reply).toMatchObject({ errCode: '403', msg: BLOCKED });
    const elsewhere = await a.c.post('/api/v1/article/comment/add', {
      article_id: post.data.article_id,
      content: '普通评论',
    });
    expect(elsewhere.errCode).toBe('0');
  });
});

describe('blacklist and follows', () => {
  it('stops a blocked member following the blocker', async () => {
    const b = await member();
    const a = await member();
    await b.c.post('/api/v1/user/black/add', { user_id: a.userId });
    const res = await a.c.post('/api/v1/user/fans/follow', { user_id: b.userId, type: 1 });
    expect(res).toMatchObject({ errCode: '403', msg: BLOCKED });
    expect((await b.c.post('/api/v1/user/fans/follow', { user_id: a.userId, type: 1 })).errCode).toBe('0');
  });
});

describe('a blocked member’s posts in the blocker’s lists', () => {
  type Item = { article_id: string; user: { user_id: number } };
  type Page = { result: Item[]; totalCount: number };
  const ids = (page: { data: Page }) => page.data.result.map((p) => p.article_id);

  it('vanish from community, legacy, hot, stock, search and following lists, and return on unblock', async () => {
    const a = await member();
    const b = await member();
    const bystander = await member();
    const tag = `blk${Date.now().toString(36)}`;
    const published = await b.c.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: `<p>$宁德时代(300750)$ 拉黑检验 ${tag}</p>`,
    });
    const post = published.data.article_id;
    const stock = await t
      .client()
      .post<{ result: { stock_id: number }[] }>('/api/v1/stock/search', { keyword: '300750', exact: 1 });
    const stockId = stock.data.result[0].stock_id;
    await a.c.post('/api/v1/user/fans/follow', { user_id: b.userId, type: 1 });

    const lists = (c: typeof a.c) =>
      Promise.all([
        c.post<Page>('/api/v2/article/community', { back_garden: 1, order: 0, limit: 50 }),
        c.post<Page>('/api/v1/article', { type: 1, is_newest: 1, limit: 50 }),
        c.post<Page>('/api/v1/article/hot', { limit: 50 }),
        c.post<Page>('/api/v1/stock/article', { stock_id: stockId, order: 0, limit: 50 }),
        c.post<Page>('/api/v2/article/search', { keyword: tag, type: '1' }),
        c.post<Page>('/api/v2/user/article/follow', { type: 0 }),
      ]);
    const shows = async (c: typeof a.c) => (await lists(c)).map((page) => ids(page).includes(post));

    expect(await shows(a.c)).toEqual([true, true, true, true, true, true]);
    const before = await a.c.post<Page>('/api/v2/article/community', { back_garden: 1, order: 0, limit: 50 });

    await a.c.post('/api/v1/user/black/add', { user_id: b.userId });
    expect(await shows(a.c)).toEqual([false, false, false, false, false, false]);
    // Totals leave the hidden posts out too.
    const hidden = await a.c.post<Page>('/api/v2/article/community', { back_garden: 1, order: 0, limit: 50 });
    expect(hidden.data.totalCount).toBe(before.data.totalCount - 1);
    expect(
      (await a.c.post<Page>('/api/v2/article/search', { keyword: tag, type: '1' })).data.totalCount,
    ).toBe(0);
    // Others, visitors included, still see them; so does the blocker on the member's own home.
    expect((await shows(bystander.c)).slice(0, 5)).toEqual([true, true, true, true, true]);
    const visitor = t.client();
    expect(
      ids(await visitor.post<Page>('/api/v2/article/community', { back_garden: 1, limit: 50 })),
    ).toContain(post);
    const home = await a.c.post<Page>('/api/v2/user/article/homepage', { user_id: b.userId });
    expect(ids(home)).toContain(post);

    await a.c.post('/api/v1/user/black/del', { user_id: b.userId });
    expect(await shows(a.c)).toEqual([true, true, true, true, true, true]);
  });

  it('leave the blocker’s comment lists, replies included, and return on unblock', async () => {
    const a = await member();
    const b = await member();
    const author = await member();
    const post = (
      await author.c.post<{ article_id: string }>('/api/v1/article/add', {
        type: 'garden',
        content: '<p>讨论帖</p>',
      })
    ).data.article_id;
    type Comment = { comment_id: number; replies: { comment_id: number }[] };
    const add = async (c: typeof a.c, content: string, parent_id?: number) =>
      (await c.post<Comment>('/api/v1/article/comment/add', { article_id: post, content, parent_id })).data
        .comment_id;
    const top = await add(author.c, '作者的评论');
    const bTop = await add(b.c, 'B 的评论');
    const bReply = await add(b.c, 'B 的回复', top);
    const seen = async (c: typeof a.c) => {
      const list = await c.post<{ result: Comment[]; totalCount: number }>('/api/v1/article/comment/list', {
        article_id: post,
      });
      const replies = await c.post<{ result: Comment[] }>('/api/v1/article/comment/list-pc', {
        article_id: post,
        comment_id: top,
      });
      return {
        top: list.data.result.map((x) => x.comment_id),
        total: list.data.totalCount,
        preview: list.data.result.flatMap((x) => x.replies.map((r) => r.comment_id)),
        replies: replies.data.result.map((x) => x.comment_id),
      };
    };
    const all = { top: [bTop, top], total: 2, preview: [bReply], replies: [bReply] };
    expect(await seen(a.c)).toEqual(all);
    await a.c.post('/api/v1/user/black/add', { user_id: b.userId });
    expect(await seen(a.c)).toEqual({ top: [top], total: 1, preview: [], replies: [] });
    expect(await seen(t.client())).toEqual(all);
    await a.c.post('/api/v1/user/black/del', { user_id: b.userId });
    expect(await seen(a.c)).toEqual(all);
  });
});
