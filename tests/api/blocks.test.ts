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
