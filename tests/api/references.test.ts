/**
 * Writes that name another row (a stock, a post, a comment, a member, a draft) answer the domain's
 * not-found message when that row does not exist or is deleted, never a 500 from a foreign-key
 * violation; and the shared mapping (server/lib/errors.ts orMissing) turns one into that message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, notFound, orMissing } from '../../server/lib/errors';
import { insertComment } from '../../server/modules/comment/comment.repo';
import { insertMessage } from '../../server/modules/message/message.repo';
import { addStockFollow } from '../../server/modules/stock/stock.repo';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let me: TestClient;
let myId: number;
let livePost: string;
let deletedPost: string;
let deletedComment: number;
const MISSING_ID = 987_654_321;

beforeAll(async () => {
  t = await createTestApp();
  me = t.client();
  ({ userId: myId } = await registerUser(me));
  const author = t.client();
  await registerUser(author);
  const live = await author.post<{ article_id: string }>('/api/v1/article/add', {
    type: 'garden',
    content: '<p>还在的文章</p>',
  });
  livePost = live.data.article_id;
  const c = await me.post<{ comment_id: number }>('/api/v1/article/comment/add', {
    article_id: livePost,
    content: '马上删除',
  });
  deletedComment = c.data.comment_id;
  expect((await me.post('/api/v1/article/comment/delete', { comment_id: deletedComment })).errCode).toBe('0');
  const gone = await author.post<{ article_id: string }>('/api/v1/article/add', {
    type: 'garden',
    content: '<p>删除的文章</p>',
  });
  deletedPost = gone.data.article_id;
  expect((await author.post('/api/v1/article/delete', { article_id: deletedPost })).errCode).toBe('0');
});
afterAll(() => t.close());

const POST_GONE = { errCode: '404', msg: '文章不存在或已删除' };
const COMMENT_GONE = { errCode: '404', msg: '评论不存在或已删除' };
const NO_USER = { errCode: '404', msg: '用户不存在' };

describe('writes naming a missing row', () => {
  it('following a stock that does not exist answers 股票不存在, like unfollowing it', async () => {
    for (const url of ['/api/v1/stock/user', '/api/v1/stock/user/del']) {
      const res = await me.post(url, { stock_id: 1000 });
      expect(res, url).toMatchObject({ status: 200, errCode: '404', msg: '股票不存在' });
    }
  });

  it.each([
    ['comment', '/api/v1/article/comment/add', (id: string) => ({ article_id: id, content: '评论' })],
    ['like', '/api/v1/article/like', (id: string) => ({ article_id: id })],
    ['step', '/api/v1/article/step', (id: string) => ({ article_id: id })],
    ['collect', '/api/v1/article/collect', (id: string) => ({ article_id: id })],
    ['forward', '/api/v2/article/forward', (id: string) => ({ article_id: id })],
  ])('a %s of a missing or deleted post is refused as not found', async (_, url, body) => {
    for (const id of ['zzzzzzzzzzz', deletedPost]) {
      expect(await me.post(url, body(id)), `${url} ${id}`).toMatchObject(POST_GONE);
    }
  });

  it('a reply to a missing or deleted comment, and a like of one, are refused as not found', async () => {
    for (const parent of [MISSING_ID, deletedComment]) {
      expect(
        await me.post('/api/v1/article/comment/add', {
          article_id: livePost,
          content: '回复',
          parent_id: parent,
        }),
      ).toMatchObject(COMMENT_GONE);
      expect(await me.post('/api/v1/article/comment/like', { comment_id: parent })).toMatchObject(
        COMMENT_GONE,
      );
    }
  });

  it('following, messaging and blocking a missing member answer 用户不存在', async () => {
    for (const type of [0, 1, 2, 3]) {
      expect(await me.post('/api/v1/user/fans/follow', { user_id: MISSING_ID, type })).toMatchObject(NO_USER);
    }
    expect(
      await me.post('/api/v1/user/message/send', { user_id: MISSING_ID, content: '在吗' }),
    ).toMatchObject(NO_USER);
    expect(await me.post('/api/v1/user/black/add', { user_id: MISSING_ID })).toMatchObject(NO_USER);
  });

  it('reporting a missing post, comment or member answers that the target is gone', async () => {
    for (const [target_type, target_id] of [
      ['article', deletedPost],
      ['comment', String(deletedComment)],
      ['user', String(MISSING_ID)],
    ]) {
      expect(
        await me.post('/api/v1/complaint/add', { target_type, target_id, reason: '违法违规' }),
      ).toMatchObject({ errCode: '404', msg: '举报对象不存在或已删除' });
    }
  });

  it('saving or publishing a draft that does not exist answers 草稿不存在', async () => {
    expect(
      await me.post('/api/v1/article/draft/save', { article_id: 'zzzzzzzzzzz', type: 'long' }),
    ).toMatchObject({ errCode: '404', msg: '草稿不存在' });
    expect(
      await me.post('/api/v1/article/add', { draft_id: deletedPost, type: 'garden', content: '正文' }),
    ).toMatchObject({ errCode: '404', msg: '草稿不存在' });
  });
});

describe('the shared foreign-key mapping', () => {
  const db = () => t.database.db;
  const missing = notFound('不存在');

  it('answers a write naming a missing row with the domain error, whatever the row', async () => {
    const writes: (() => Promise<unknown>)[] = [
      () => db().transaction((tx) => addStockFollow(tx, myId, MISSING_ID)),
      () => db().transaction((tx) => insertMessage(tx, myId, MISSING_ID, '你好')),
      () =>
        db().transaction((tx) =>
          insertComment(tx, {
            postId: MISSING_ID,
            userId: myId,
            parentId: null,
            replyToUserId: null,
            contentHtml: 'x',
          }),
        ),
    ];
    for (const write of writes) {
      const err = await orMissing(write(), missing).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: '404', message: '不存在' });
    }
  });

  it('names the violated constraint and leaves other failures alone', async () => {
    const seen: string[] = [];
    await orMissing(
      db().transaction((tx) => insertMessage(tx, myId, MISSING_ID, '你好')),
      (constraint) => {
        seen.push(constraint);
        return missing;
      },
    ).catch(() => undefined);
    expect(seen[0]).toMatch(/recipient/);
    const other = new Error('boom');
    await expect(orMissing(Promise.reject(other), missing)).rejects.toBe(other);
  });
});
