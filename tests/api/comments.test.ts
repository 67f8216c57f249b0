import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentItem } from '../../common/interaction';
import { comments, posts } from '../../server/db/schema';
import { LIMITS } from '../../server/services';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = TestClient & { userId: number; nickname: string };

interface Page<T> {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNext: boolean;
  result: T[];
}

/** A freshly registered member on its own client (own IP and own comment rate limit). */
async function member(): Promise<Member> {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, { userId: u.userId, nickname: u.nickname });
}

const members = (n: number) => Promise.all(Array.from({ length: n }, () => member()));

async function publish(c: TestClient): Promise<string> {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', {
    type: 'garden',
    content: '<p>测试短文内容</p>',
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}

async function add(
  c: TestClient,
  articleId: string,
  content: string,
  extra: { parent_id?: number; reply_to_user_id?: number } = {},
): Promise<CommentItem> {
  const res = await c.post<CommentItem>('/api/v1/article/comment/add', {
    article_id: articleId,
    content,
    ...extra,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

function list(
  c: TestClient,
  articleId: string,
  opts: { order?: string; start?: number; limit?: number } = {},
) {
  return c.post<Page<CommentItem>>('/api/v1/article/comment/list', { article_id: articleId, ...opts });
}

function replies(c: TestClient, articleId: string, commentId: number, start = 1, limit = 20) {
  return c.post<Page<CommentItem>>('/api/v1/article/comment/list-pc', {
    article_id: articleId,
    comment_id: commentId,
    start,
    limit,
  });
}

async function commentCount(articleId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: posts.commentCount, touched: posts.newInteractionTime })
    .from(posts)
    .where(eq(posts.articleId, articleId));
  return row.n;
}

async function replyCount(commentId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: comments.replyCount })
    .from(comments)
    .where(eq(comments.id, commentId));
  return row.n;
}

describe('adding comments', () => {
  it('adds a top-level comment and returns the comment item', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author);
    const res = await reader.post<CommentItem>('/api/v1/article/comment/add', {
      article_id: id,
      content: '写得好[赞]\n第二行',
    });
    expect(res).toMatchObject({ errCode: '0', msg: '评论成功' });
    expect(res.data).toMatchObject({
      article_id: id,
      user: { user_id: reader.userId, nickname: reader.nickname, avatar: '' },
      content: '写得好[赞]<br />第二行',
      like_count: 0,
      is_like: 0,
      reply_count: 0,
      parent_id: null,
      reply_to: null,
      can_delete: 1,
      replies: [],
    });
    expect(res.data.comment_id).toBeGreaterThan(0);
    expect(res.data.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await commentCount(id)).toBe(1);
    const detail = await reader.post<{ comment_count: number; new_interaction_time: string | null }>(
      '/api/v2/article/detail',
      { article_id: id },
    );
    expect(detail.data.comment_count).toBe(1);
    expect(detail.data.new_interaction_time).not.toBeNull();
  });

  it('validates the content with the documented messages', async () => {
    const author = await member();
    const id = await publish(author);
    for (const content of [undefined, '', '   ', '<script>alert(1)</script>', '<br><br>']) {
      const res = await author.post('/api/v1/article/comment/add', { article_id: id, content });
      expect(res, String(content)).toMatchObject({ errCode: '400', msg: '评论内容不能为空' });
    }
    const tooLong = await author.post('/api/v1/article/comment/add', {
      article_id: id,
      content: '评'.repeat(1001),
    });
    expect(tooLong).toMatchObject({ errCode: '400', msg: '评论内容不能超过1000字' });
    const huge = await author.post('/api/v1/article/comment/add', {
      article_id: id,
      content: 'a'.repeat(20_000),
    });
    expect(huge).toMatchObject({ errCode: '400', msg: '评论内容不能超过1000字' });
    expect((await author.post('/api/v1/article/comment/add', { article_id: id })).msg).toBe(
      '评论内容不能为空',
    );
    const exact = await author.post('/api/v1/article/comment/add', {
      article_id: id,
      content: '评'.repeat(1000),
    });
    expect(exact.errCode).toBe('0');
    expect(await author.post('/api/v1/article/comment/add', { content: 'x' })).toMatchObject({
      errCode: '400',
      msg: '缺少文章编号',
    });
    expect(
      await author.post('/api/v1/article/comment/add', { article_id: 'nope', content: 'x' }),
    ).toMatchObject({
      errCode: '404',
      msg: '文章不存在或已删除',
    });
    expect(await commentCount(id)).toBe(1);
  });

  it('accepts form-encoded bodies and rejects a malformed parent id', async () => {
    const author = await member();
    const id = await publish(author);
    const form = await author.post<CommentItem>(
      '/api/v1/article/comment/add',
      { article_id: id, content: '表单提交', parent_id: '', reply_to_user_id: '' },
      { form: true },
    );
    expect(form).toMatchObject({ errCode: '0', data: { content: '表单提交', parent_id: null } });
    const reply = await author.post<CommentItem>(
      '/api/v1/article/comment/add',
      { article_id: id, content: '表单回复', parent_id: String(form.data.comment_id) },
      { form: true },
    );
    expect(reply.data.parent_id).toBe(form.data.comment_id);
    const bad = await author.post('/api/v1/article/comment/add', {
      article_id: id,
      content: 'x',
      parent_id: 'abc',
    });
    expect(bad).toMatchObject({ errCode: '400', msg: '评论不存在或已删除' });
  });

  it('makes XSS inert and keeps emoji text as text', async () => {
    const author = await member();
    const id = await publish(author);
    const item = await add(
      author,
      id,
      '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">点我</a>' +
        '<b>粗</b><iframe src="https://evil.example"></iframe>[微笑]<a href="https://evil.example/x">外链</a>',
    );
    const html = item.content;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<b>|<img/i);
    expect(html).toContain('[微笑]');
    expect(html).toContain('点我');
    expect(html).toContain('href="/url/middleware?target=https%3A%2F%2Fevil.example%2Fx"');
    const listed = await list(t.client(), id);
    expect(listed.data.result[0].content).toBe(html);
  });

  it('requires a login to write but not to read', async () => {
    const author = await member();
    const id = await publish(author);
    const c = await add(author, id, '作者自评');
    const anon = t.client();
    for (const [url, body] of [
      ['/api/v1/article/comment/add', { article_id: id, content: '匿名' }],
      ['/api/v1/article/comment/delete', { comment_id: c.comment_id }],
      ['/api/v1/article/comment/like', { comment_id: c.comment_id }],
    ] as const) {
      expect((await anon.post(url, body)).errCode, url).toBe('1');
    }
    const listed = await list(anon, id);
    expect(listed.errCode).toBe('0');
    expect(listed.data.result[0]).toMatchObject({ comment_id: c.comment_id, can_delete: 0, is_like: 0 });
    const preview = await anon.post<CommentItem>('/api/v1/article/comment/cms-preview', { id: c.comment_id });
    expect(preview.data).toMatchObject({ comment_id: c.comment_id, content: '作者自评' });
  });

  it('lets only the author comment on a draft', async () => {
    const author = await member();
    const other = await member();
    const draft = await author.post<{ article_id: string }>('/api/v1/article/draft/save', {
      type: 'garden',
      content: '<p>草稿</p>',
    });
    const id = draft.data.article_id;
    expect(
      await other.post('/api/v1/article/comment/add', { article_id: id, content: '偷看' }),
    ).toMatchObject({
      errCode: '404',
      msg: '文章不存在或已删除',
    });
    expect((await list(other, id)).errCode).toBe('404');
    const mine = await add(author, id, '草稿备注');
    expect((await list(author, id)).data.result.map((c) => c.comment_id)).toEqual([mine.comment_id]);
    expect((await other.post('/api/v1/article/comment/cms-preview', { id: mine.comment_id })).errCode).toBe(
      '404',
    );
    expect((await other.post('/api/v1/article/comment/like', { comment_id: mine.comment_id })).errCode).toBe(
      '404',
    );
  });

  it('rate limits comments per member with a Chinese message', async () => {
    const author = await member();
    const id = await publish(author);
    for (let i = 0; i < 10; i++) await add(author, id, `第${i}条`);
    const res = await author.post('/api/v1/article/comment/add', { article_id: id, content: '第11条' });
    expect(res.errCode).toBe('429');
    expect(res.msg).toMatch(/^评论太频繁，请\d+秒后再试$/);
    expect(await commentCount(id)).toBe(10);
  });
});

describe('replies', () => {
  it('replies one level deep; a reply to a reply attaches to the top level with reply_to', async () => {
    const [author, a, b, c] = await members(4);
    const id = await publish(author);
    const top = await add(a, id, '楼主观点');
    const r1 = await add(b, id, '同意', { parent_id: top.comment_id });
    expect(r1).toMatchObject({ parent_id: top.comment_id, reply_to: null, replies: [] });
    const r2 = await add(c, id, '不同意', { parent_id: r1.comment_id });
    expect(r2).toMatchObject({
      parent_id: top.comment_id,
      reply_to: { user_id: b.userId, nickname: b.nickname },
    });
    // reply_to_user_id under a top-level comment: a member of the thread is fine, anyone else is not.
    const r3 = await add(a, id, '回复c', { parent_id: top.comment_id, reply_to_user_id: c.userId });
    expect(r3.reply_to).toEqual({ user_id: c.userId, nickname: c.nickname });
    const stranger = await author.post('/api/v1/article/comment/add', {
      article_id: id,
      content: 'x',
      parent_id: top.comment_id,
      reply_to_user_id: 100001,
    });
    expect(stranger).toMatchObject({ errCode: '400', msg: '回复的用户不在该评论中' });
    const missing = await author.post('/api/v1/article/comment/add', {
      article_id: id,
      content: 'x',
      parent_id: 99_999_999,
    });
    expect(missing).toMatchObject({ errCode: '404', msg: '评论不存在或已删除' });

    expect(await replyCount(top.comment_id)).toBe(3);
    expect(await commentCount(id)).toBe(4);
    const listed = await list(author, id);
    expect(listed.data.totalCount).toBe(1);
    expect(listed.data.result[0]).toMatchObject({ comment_id: top.comment_id, reply_count: 3 });
    expect(listed.data.result[0].replies.map((r) => r.comment_id)).toEqual([
      r1.comment_id,
      r2.comment_id,
      r3.comment_id,
    ]);
  });

  it('shows the first 3 replies of every comment on a page and pages the rest with list-pc', async () => {
    const [author, x, y] = await members(3);
    const id = await publish(author);
    const tops = [await add(x, id, '一楼'), await add(x, id, '二楼'), await add(x, id, '三楼')];
    const replyIds: number[] = [];
    for (let i = 0; i < 5; i++)
      replyIds.push((await add(y, id, `回复${i}`, { parent_id: tops[0].comment_id })).comment_id);
    await add(author, id, '二楼的回复', { parent_id: tops[1].comment_id });

    const listed = await list(x, id);
    const byId = new Map(listed.data.result.map((c) => [c.comment_id, c]));
    expect(byId.get(tops[0].comment_id)!.replies.map((r) => r.comment_id)).toEqual(replyIds.slice(0, 3));
    expect(byId.get(tops[0].comment_id)!.reply_count).toBe(5);
    expect(byId.get(tops[1].comment_id)!.replies).toHaveLength(1);
    expect(byId.get(tops[2].comment_id)!.replies).toEqual([]);

    const p2 = await replies(x, id, tops[0].comment_id, 2, 2);
    expect(p2.data).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: 5, totalPages: 3, hasNext: true });
    expect(p2.data.result.map((r) => r.comment_id)).toEqual(replyIds.slice(2, 4));
    expect(p2.data.result[0]).toMatchObject({ parent_id: tops[0].comment_id, replies: [] });
    const p3 = await replies(x, id, tops[0].comment_id, 3, 2);
    expect(p3.data.result.map((r) => r.comment_id)).toEqual(replyIds.slice(4));
    expect(p3.data.hasNext).toBe(false);

    // list-pc wants a top-level comment of this post.
    expect((await replies(x, id, replyIds[0])).msg).toBe('评论不存在或已删除');
    const otherPost = await publish(author);
    expect((await replies(x, otherPost, tops[0].comment_id)).errCode).toBe('404');
  });

  it('keeps reply_count and comment_count exact under concurrent replies', async () => {
    const [author, ...crowd] = await members(13);
    const id = await publish(author);
    const top = await add(author, id, '来讨论');
    const res = await Promise.all(
      crowd.map((c, i) =>
        c.post('/api/v1/article/comment/add', {
          article_id: id,
          content: `回复${i}`,
          parent_id: top.comment_id,
        }),
      ),
    );
    expect(res.every((r) => r.errCode === '0')).toBe(true);
    expect(await replyCount(top.comment_id)).toBe(12);
    expect(await commentCount(id)).toBe(13);
  });
});

describe('ordering and pagination', () => {
  it('orders by newest or by likes, and pages top-level comments', async () => {
    const [author, a, b, c] = await members(4);
    const id = await publish(author);
    const first = await add(a, id, '第一');
    const second = await add(a, id, '第二');
    const third = await add(a, id, '第三');
    await add(b, id, '第一的回复', { parent_id: first.comment_id });
    for (const m of [b, c]) {
      const res = await m.post<{ is_like: number; like_count: number }>('/api/v1/article/comment/like', {
        comment_id: second.comment_id,
      });
      expect(res.errCode).toBe('0');
    }
    await c.post('/api/v1/article/comment/like', { comment_id: first.comment_id });

    const newest = await list(b, id, { order: 'new' });
    expect(newest.data.result.map((x) => x.comment_id)).toEqual([
      third.comment_id,
      second.comment_id,
      first.comment_id,
    ]);
    const hot = await list(b, id, { order: 'hot' });
    expect(hot.data.result.map((x) => x.comment_id)).toEqual([
      second.comment_id,
      first.comment_id,
      third.comment_id,
    ]);
    expect(hot.data.result[0]).toMatchObject({ like_count: 2, is_like: 1 });
    expect(hot.data.result[1]).toMatchObject({ like_count: 1, is_like: 0 });
    expect((await list(b, id)).data.result[0].comment_id).toBe(third.comment_id); // default: new

    const page1 = await list(b, id, { limit: 2 });
    expect(page1.data).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2, hasNext: true });
    expect(page1.data.result).toHaveLength(2);
    const page2 = await list(b, id, { limit: 2, start: 2 });
    expect(page2.data.result.map((x) => x.comment_id)).toEqual([first.comment_id]);
    expect(page2.data.hasNext).toBe(false);
    expect((await list(b, id)).data.pageSize).toBe(20);
    expect(await list(b, id, { order: 'best' })).toMatchObject({ errCode: '400', msg: '排序方式有误' });
  });
});

describe('comment likes', () => {
  it('toggles a like and shows it to the liker only', async () => {
    const [author, fan] = await members(2);
    const id = await publish(author);
    const c = await add(author, id, '求赞');
    const like = () =>
      fan.post<{ is_like: number; like_count: number }>('/api/v1/article/comment/like', {
        comment_id: c.comment_id,
      });
    expect((await like()).data).toEqual({ is_like: 1, like_count: 1 });
    expect((await list(fan, id)).data.result[0]).toMatchObject({ is_like: 1, like_count: 1 });
    expect((await list(author, id)).data.result[0]).toMatchObject({ is_like: 0, like_count: 1 });
    expect((await like()).data).toEqual({ is_like: 0, like_count: 0 });
    expect((await fan.post('/api/v1/article/comment/like', { comment_id: 99_999_999 })).msg).toBe(
      '评论不存在或已删除',
    );
    expect((await fan.post('/api/v1/article/comment/like', {})).msg).toBe('缺少评论编号');
  });

  it('counts concurrent comment likes exactly', async () => {
    const [author, ...crowd] = await members(11);
    const id = await publish(author);
    const c = await add(author, id, '热评');
    await Promise.all(crowd.map((m) => m.post('/api/v1/article/comment/like', { comment_id: c.comment_id })));
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, c.comment_id));
    expect(row.likeCount).toBe(10);
  });

  it('rate limits comment likes per member with a Chinese message', async () => {
    const [author, fan] = await members(2);
    const id = await publish(author);
    const c = await add(author, id, '反复点赞');
    const { points } = LIMITS.commentLikePerUser;
    const answers = await Promise.all(
      Array.from({ length: points + 5 }, () =>
        fan.post('/api/v1/article/comment/like', { comment_id: c.comment_id }),
      ),
    );
    const refused = answers.filter((a) => a.errCode === '429');
    expect(refused).toHaveLength(5);
    expect(refused[0].msg).toMatch(/^操作太频繁，请\d+秒后再试$/);
    // Another member's likes are counted apart.
    expect((await author.post('/api/v1/article/comment/like', { comment_id: c.comment_id })).errCode).toBe(
      '0',
    );
  });
});

describe('deleting comments', () => {
  it('lets the comment author and the post author delete, and nobody else', async () => {
    const [author, writer, other] = await members(3);
    const id = await publish(author);
    const c1 = await add(writer, id, '评论一');
    const c2 = await add(writer, id, '评论二');
    expect(await other.post('/api/v1/article/comment/delete', { comment_id: c1.comment_id })).toMatchObject({
      errCode: '403',
      msg: '没有权限',
    });
    expect((await list(other, id)).data.result.every((c) => c.can_delete === 0)).toBe(true);
    expect((await list(author, id)).data.result.every((c) => c.can_delete === 1)).toBe(true);

    const byWriter = await writer.post('/api/v1/article/comment/delete', { comment_id: c1.comment_id });
    expect(byWriter).toMatchObject({ errCode: '0', msg: '删除成功', data: null });
    expect((await author.post('/api/v1/article/comment/delete', { comment_id: c2.comment_id })).errCode).toBe(
      '0',
    );
    expect(await author.post('/api/v1/article/comment/delete', { comment_id: c2.comment_id })).toMatchObject({
      errCode: '404',
      msg: '评论不存在或已删除',
    });
    expect((await list(other, id)).data).toMatchObject({ totalCount: 0, result: [] });
    expect(await commentCount(id)).toBe(0);
    expect((await other.post('/api/v1/article/comment/cms-preview', { id: c1.comment_id })).errCode).toBe(
      '404',
    );
  });

  it('deleting a reply decrements its thread; deleting a thread hides its replies and counts them', async () => {
    const [author, a, b] = await members(3);
    const id = await publish(author);
    const top = await add(a, id, '主楼');
    const other = await add(b, id, '另一楼');
    const r1 = await add(b, id, '回复一', { parent_id: top.comment_id });
    const r2 = await add(b, id, '回复二', { parent_id: top.comment_id });
    const r3 = await add(a, id, '回复三', { parent_id: r2.comment_id });
    expect(await commentCount(id)).toBe(5);

    expect((await b.post('/api/v1/article/comment/delete', { comment_id: r1.comment_id })).errCode).toBe('0');
    expect(await replyCount(top.comment_id)).toBe(2);
    expect(await commentCount(id)).toBe(4);
    expect((await replies(a, id, top.comment_id)).data.result.map((r) => r.comment_id)).toEqual([
      r2.comment_id,
      r3.comment_id,
    ]);

    // The post's author removes the whole thread: the comment and its 2 visible replies.
    expect(
      (await author.post('/api/v1/article/comment/delete', { comment_id: top.comment_id })).errCode,
    ).toBe('0');
    expect(await commentCount(id)).toBe(1);
    const listed = await list(a, id);
    expect(listed.data.result.map((c) => c.comment_id)).toEqual([other.comment_id]);
    expect((await replies(a, id, top.comment_id)).errCode).toBe('404');
    expect((await b.post('/api/v1/article/comment/delete', { comment_id: r2.comment_id })).errCode).toBe(
      '404',
    );
    expect(
      (
        await a.post('/api/v1/article/comment/add', {
          article_id: id,
          content: 'x',
          parent_id: r3.comment_id,
        })
      ).errCode,
    ).toBe('404');
    expect(await commentCount(id)).toBe(1);
  });

  it('counts concurrent deletes of a thread and its replies exactly once', async () => {
    const [author, a, b] = await members(3);
    const id = await publish(author);
    const top = await add(a, id, '主楼');
    const r1 = await add(b, id, '回复一', { parent_id: top.comment_id });
    const r2 = await add(b, id, '回复二', { parent_id: top.comment_id });
    await add(b, id, '另一楼');
    const res = await Promise.all([
      author.post('/api/v1/article/comment/delete', { comment_id: top.comment_id }),
      a.post('/api/v1/article/comment/delete', { comment_id: top.comment_id }),
      b.post('/api/v1/article/comment/delete', { comment_id: r1.comment_id }),
      b.post('/api/v1/article/comment/delete', { comment_id: r2.comment_id }),
      author.post('/api/v1/article/comment/delete', { comment_id: r2.comment_id }),
    ]);
    expect(res.every((r) => r.errCode === '0' || r.errCode === '404')).toBe(true);
    expect(await commentCount(id)).toBe(1);
  });
});
