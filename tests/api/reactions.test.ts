import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, postForwards, postReactions, posts } from '../../server/db/schema';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Reaction {
  is_like: number;
  like_count: number;
  step_count: number;
}

/** A freshly registered member on its own client (own IP, so SMS limits never bite). */
async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, { userId: u.userId }) as TestClient & { userId: number };
}

async function members(n: number) {
  const out: Awaited<ReturnType<typeof member>>[] = [];
  for (let i = 0; i < n; i += 20) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, () => member()))));
  }
  return out;
}

async function publish(c: TestClient, content = '<p>测试短文内容</p>'): Promise<string> {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', {
    type: 'garden',
    content,
  });
  expect(res.errCode, res.msg).toBe('0');
  expect(res.data.status).toBe(2);
  return res.data.article_id;
}

async function postRow(articleId: string) {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.articleId, articleId));
  return row;
}

async function authorLikes(c: TestClient): Promise<number> {
  const info = await c.post<{ like_count: number }>('/api/v1/user/info');
  return info.data.like_count;
}

describe('login and post checks', () => {
  it('answers errCode "1" without a login for every reaction call', async () => {
    const author = await member();
    const id = await publish(author);
    const anon = t.client();
    for (const url of [
      '/api/v1/article/like',
      '/api/v1/article/step',
      '/api/v1/article/collect',
      '/api/v2/article/forward',
      '/api/v1/article/forward-out',
    ]) {
      const res = await anon.post(url, { article_id: id });
      expect(res.errCode, url).toBe('1');
    }
    const res = await anon.post('/api/v1/complaint/add', {
      target_type: 'article',
      target_id: id,
      reason: '其他',
    });
    expect(res.errCode).toBe('1');
  });

  it('rejects a missing article id and unknown, draft or deleted posts', async () => {
    const author = await member();
    const reader = await member();
    expect(await reader.post('/api/v1/article/like', {})).toMatchObject({
      errCode: '400',
      msg: '缺少文章编号',
    });
    const unknown = await reader.post('/api/v1/article/like', { article_id: 'nope' });
    expect(unknown).toMatchObject({ errCode: '404', msg: '文章不存在或已删除' });

    const draft = await author.post<{ article_id: string }>('/api/v1/article/draft/save', {
      type: 'garden',
      content: '<p>草稿</p>',
    });
    for (const url of ['/api/v1/article/like', '/api/v1/article/collect', '/api/v1/article/forward-out']) {
      const res = await reader.post(url, { article_id: draft.data.article_id });
      expect(res, url).toMatchObject({ errCode: '404', msg: '文章不存在或已删除' });
    }

    const id = await publish(author);
    expect((await author.post('/api/v1/article/delete', { article_id: id })).errCode).toBe('0');
    expect(await reader.post('/api/v1/article/step', { article_id: id })).toMatchObject({
      errCode: '404',
      msg: '文章不存在或已删除',
    });
  });
});

describe('like and step', () => {
  it('toggles a like, counts it on the post and the author, and stamps the interaction time', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author);
    expect((await postRow(id)).newInteractionTime).toBeNull();

    const liked = await reader.post<Reaction>('/api/v1/article/like', { article_id: id });
    expect(liked).toMatchObject({ errCode: '0', data: { is_like: 1, like_count: 1, step_count: 0 } });
    expect(await authorLikes(author)).toBe(1);
    const detail = await reader.post<{ is_like: number; like_count: number }>('/api/v2/article/detail', {
      article_id: id,
    });
    expect(detail.data).toMatchObject({ is_like: 1, like_count: 1 });
    const row = await postRow(id);
    expect(row.newInteractionTime).not.toBeNull();
    expect(row.score).toBe(2);

    const unliked = await reader.post<Reaction>('/api/v1/article/like', { article_id: id });
    expect(unliked.data).toEqual({ is_like: 0, like_count: 0, step_count: 0 });
    expect(await authorLikes(author)).toBe(0);
    expect((await postRow(id)).score).toBe(0);
  });

  it('keeps like and step mutually exclusive in one row', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author);
    const like = () => reader.post<Reaction>('/api/v1/article/like', { article_id: id });
    const step = () => reader.post<Reaction>('/api/v1/article/step', { article_id: id });

    expect((await like()).data).toEqual({ is_like: 1, like_count: 1, step_count: 0 });
    expect((await step()).data).toEqual({ is_like: -1, like_count: 0, step_count: 1 });
    expect(await authorLikes(author)).toBe(0);
    expect((await like()).data).toEqual({ is_like: 1, like_count: 1, step_count: 0 });
    expect(await authorLikes(author)).toBe(1);
    expect((await step()).data).toEqual({ is_like: -1, like_count: 0, step_count: 1 });
    expect((await step()).data).toEqual({ is_like: 0, like_count: 0, step_count: 0 });
    expect((await step()).data).toEqual({ is_like: -1, like_count: 0, step_count: 1 });

    const post = await postRow(id);
    const rows = await t.database.db.select().from(postReactions).where(eq(postReactions.postId, post.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: reader.userId, kind: -1 });
    const detail = await reader.post<{ is_like: number; step_count: number }>('/api/v2/article/detail', {
      article_id: id,
    });
    expect(detail.data).toMatchObject({ is_like: -1, step_count: 1 });
  });
});

describe('counters under concurrency', () => {
  let author: Awaited<ReturnType<typeof member>>;
  let crowd: Awaited<ReturnType<typeof members>>;
  beforeAll(async () => {
    author = await member();
    crowd = await members(100);
  });

  it('100 concurrent likes from 100 members count exactly 100, and 100 unlikes bring it back to 0', async () => {
    const id = await publish(author);
    const likes = await Promise.all(
      crowd.map((c) => c.post<Reaction>('/api/v1/article/like', { article_id: id })),
    );
    expect(likes.every((r) => r.errCode === '0' && r.data.is_like === 1)).toBe(true);
    // Each response saw its own increment: the counts returned are exactly 1..100.
    expect(likes.map((r) => r.data.like_count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    let row = await postRow(id);
    expect(row.likeCount).toBe(100);
    expect(row.score).toBe(200);
    expect(await authorLikes(author)).toBe(100);

    const unlikes = await Promise.all(
      crowd.map((c) => c.post<Reaction>('/api/v1/article/like', { article_id: id })),
    );
    expect(unlikes.every((r) => r.errCode === '0' && r.data.is_like === 0)).toBe(true);
    row = await postRow(id);
    expect(row.likeCount).toBe(0);
    expect(await authorLikes(author)).toBe(0);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postReactions)
      .where(eq(postReactions.postId, row.id));
    expect(n).toBe(0);
  });

  it('concurrent like/step flips from one member never leave both, and counts match the rows', async () => {
    const id = await publish(author);
    const flipper = crowd[0];
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          flipper.post(i % 2 ? '/api/v1/article/like' : '/api/v1/article/step', { article_id: id }),
        ),
      );
      const row = await postRow(id);
      const reactions = await t.database.db
        .select()
        .from(postReactions)
        .where(eq(postReactions.postId, row.id));
      expect(reactions.length).toBeLessThanOrEqual(1);
      const kind = reactions[0]?.kind ?? 0;
      expect({ like: row.likeCount, step: row.stepCount }).toEqual({
        like: kind === 1 ? 1 : 0,
        step: kind === -1 ? 1 : 0,
      });
      expect(await authorLikes(author)).toBe(kind === 1 ? 1 : 0);
      // Clear the state for the next round.
      if (kind === 1) await flipper.post('/api/v1/article/like', { article_id: id });
      if (kind === -1) await flipper.post('/api/v1/article/step', { article_id: id });
    }
  });

  it('concurrent collects and forwards count exactly', async () => {
    const id = await publish(author);
    const group = crowd.slice(0, 30);
    await Promise.all(group.map((c) => c.post('/api/v1/article/collect', { article_id: id })));
    await Promise.all(
      group.map((c) => c.post('/api/v2/article/forward', { article_id: id, content: '转发一下' })),
    );
    const row = await postRow(id);
    expect(row.collectCount).toBe(30);
    expect(row.forwardCount).toBe(30);
    await Promise.all(group.map((c) => c.post('/api/v1/article/collect', { article_id: id })));
    expect((await postRow(id)).collectCount).toBe(0);
  });
});

describe('collect and forward', () => {
  it('toggles a collect', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author);
    const collect = () =>
      reader.post<{ is_collect: number; collect_count: number }>('/api/v1/article/collect', {
        article_id: id,
      });
    expect((await collect()).data).toEqual({ is_collect: 1, collect_count: 1 });
    const detail = await reader.post<{ is_collect: number }>('/api/v2/article/detail', { article_id: id });
    expect(detail.data.is_collect).toBe(1);
    expect((await postRow(id)).newInteractionTime).not.toBeNull();
    expect((await collect()).data).toEqual({ is_collect: 0, collect_count: 0 });
  });

  it('counts forwards, keeps the comment as plain text and limits it to 500 characters', async () => {
    const author = await member();
    const reader = await member();
    const id = await publish(author);
    const first = await reader.post<{ forward_count: number }>('/api/v2/article/forward', { article_id: id });
    expect(first).toMatchObject({ errCode: '0', data: { forward_count: 1 } });
    const second = await reader.post<{ forward_count: number }>('/api/v2/article/forward', {
      article_id: id,
      content: '好文<script>alert(1)</script><b>推荐</b>[赞]',
    });
    expect(second.data.forward_count).toBe(2);
    const post = await postRow(id);
    const rows = await t.database.db
      .select({ comment: postForwards.comment })
      .from(postForwards)
      .where(eq(postForwards.postId, post.id))
      .orderBy(postForwards.id);
    expect(rows.map((r) => r.comment)).toEqual(['', '好文推荐[赞]']);
    expect(post.forwardCount).toBe(2);

    const tooLong = await reader.post('/api/v2/article/forward', {
      article_id: id,
      content: '字'.repeat(501),
    });
    expect(tooLong).toMatchObject({ errCode: '400', msg: '转发内容不能超过500字' });
    const exact = await reader.post('/api/v2/article/forward', { article_id: id, content: '字'.repeat(500) });
    expect(exact.errCode).toBe('0');
  });
});

describe('forward-out', () => {
  it('returns the absolute post URL on the public origin, whatever the Host header, and a title, counting nothing', async () => {
    const author = await member();
    const id = await publish(author, '<p>测试短文内容</p>');
    const res = await author.post<{ url: string; title: string }>(
      '/api/v1/article/forward-out',
      { article_id: id },
      { headers: { host: 'evil.example' } },
    );
    expect(res).toMatchObject({
      errCode: '0',
      data: { url: `http://localhost:3000/a/${id}`, title: '测试短文内容' },
    });
    const row = await postRow(id);
    expect(row.forwardCount).toBe(0);
    expect(row.newInteractionTime).toBeNull();
  });

  it('uses the configured public origin when there is one', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://www.yanshe.example' });
    try {
      const c = other.client();
      await registerUser(c);
      const res = await c.post<{ article_id: string }>('/api/v1/article/add', {
        type: 'long',
        title: '长文标题',
        content: '<p>正文</p>',
      });
      const out = await c.post<{ url: string; title: string }>('/api/v1/article/forward-out', {
        article_id: res.data.article_id,
      });
      expect(out.data).toEqual({
        url: `https://www.yanshe.example/a/${res.data.article_id}`,
        title: '长文标题',
      });
    } finally {
      await other.close();
    }
  });
});

describe('complaints', () => {
  it('validates the type, target and reason', async () => {
    const c = await member();
    const base = { target_type: 'article', target_id: 'x', reason: '其他' };
    expect(await c.post('/api/v1/complaint/add', { ...base, target_type: 'post' })).toMatchObject({
      errCode: '400',
      msg: '举报对象类型有误',
    });
    expect(await c.post('/api/v1/complaint/add', { ...base, target_id: '' })).toMatchObject({
      errCode: '400',
      msg: '缺少举报对象',
    });
    expect(await c.post('/api/v1/complaint/add', { ...base, reason: '看着不爽' })).toMatchObject({
      errCode: '400',
      msg: '请选择举报原因',
    });
    expect(await c.post('/api/v1/complaint/add', { ...base, detail: '说'.repeat(501) })).toMatchObject({
      errCode: '400',
      msg: '补充说明不能超过500字',
    });
    for (const [type, id] of [
      ['article', 'nope'],
      ['comment', '99999999'],
      ['comment', 'abc'],
      ['user', '1'],
    ]) {
      const res = await c.post('/api/v1/complaint/add', { ...base, target_type: type, target_id: id });
      expect(res, `${type} ${id}`).toMatchObject({ errCode: '404', msg: '举报对象不存在或已删除' });
    }
  });

  it('records one complaint per member, target and reason a day', async () => {
    const author = await member();
    const reporter = await member();
    const id = await publish(author);
    const body = { target_type: 'article', target_id: id, reason: '恶意营销/荐股', detail: '疑似荐股' };
    // Concurrent duplicates: exactly one is recorded.
    const first = await Promise.all([1, 2, 3, 4].map(() => reporter.post('/api/v1/complaint/add', body)));
    const accepted = first.filter((r) => r.errCode === '0');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ msg: '举报成功，我们会尽快处理', data: null });
    for (const res of first.filter((r) => r.errCode !== '0')) {
      expect(res).toMatchObject({
        errCode: '409',
        msg: '您今天已举报过该内容，我们会尽快处理，请勿重复举报',
      });
    }
    expect((await reporter.post('/api/v1/complaint/add', body)).errCode).toBe('409');
    expect((await reporter.post('/api/v1/complaint/add', { ...body, reason: '虚假信息' })).errCode).toBe('0');
    expect(
      (
        await reporter.post('/api/v1/complaint/add', {
          target_type: 'user',
          target_id: author.userId,
          reason: '其他',
        })
      ).errCode,
    ).toBe('0');

    const rows = await t.database.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.userId, reporter.userId), eq(complaints.targetId, id)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ targetType: 'article', detail: '疑似荐股' });

    // A complaint from yesterday does not block today's.
    await t.database.db
      .update(complaints)
      .set({ createdAt: sql`${complaints.createdAt} - interval '1 day'` })
      .where(eq(complaints.userId, reporter.userId));
    expect((await reporter.post('/api/v1/complaint/add', body)).errCode).toBe('0');
  });

  it('accepts complaints about a visible comment', async () => {
    const author = await member();
    const id = await publish(author);
    const added = await author.post<{ comment_id: number }>('/api/v1/article/comment/add', {
      article_id: id,
      content: '评论',
    });
    const reporter = await member();
    const res = await reporter.post('/api/v1/complaint/add', {
      target_type: 'comment',
      target_id: added.data.comment_id,
      reason: '人身攻击',
    });
    expect(res.errCode).toBe('0');
  });
});
