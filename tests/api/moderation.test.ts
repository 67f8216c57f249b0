import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ComplaintItem,
  MemberBanItem,
  ModeratedComment,
  ModeratedPost,
  ReviewPostItem,
  SensitiveWordItem,
} from '../../common/moderation';
import { POST_STATUS } from '../../common/post';
import { auditLog, COMMENT_STATUS, comments, posts, users } from '../../server/db/schema';
import { consoleClient } from '../support/console';
import {
  createTestApp,
  lastSmsCode,
  randomPhone,
  registerUser,
  type TestApp,
  type TestClient,
} from '../support/test-app';

let t: TestApp;
let moderator: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await consoleClient(t, 'moderator');
});
afterAll(() => t.close());

type Member = TestClient & { userId: number; phone: string; password: string };

async function member(): Promise<Member> {
  const c = t.client();
  const u = await registerUser(c);
  return Object.assign(c, { userId: u.userId, phone: u.phone, password: u.password });
}

async function publish(c: TestClient, content = '<p>今天聊聊半导体</p>') {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', {
    type: 'garden',
    content,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

const detail = (c: TestClient, id: string) => c.post('/api/v2/article/detail', { article_id: id });

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function postStatus(articleId: string) {
  const [row] = await t.database.db
    .select({ status: posts.status })
    .from(posts)
    .where(eq(posts.articleId, articleId));
  return row.status;
}

describe('review queue', () => {
  it('lists a held post with its words; approve publishes it, audited', async () => {
    const author = await member();
    const held = await publish(author, '<p>内幕消息：明天必涨</p>');
    expect(held.status).toBe(POST_STATUS.REVIEW);
    expect((await detail(t.client(), held.article_id)).errCode).toBe('404');

    const list = await moderator.post<{ result: ReviewPostItem[]; totalCount: number }>(
      '/api/console/review/list',
      { start: 1, limit: 100 },
    );
    expect(list.errCode, list.msg).toBe('0');
    const item = list.data.result.find((p) => p.article_id === held.article_id);
    expect(item).toMatchObject({ user_id: author.userId, sensitive_words: ['内幕消息', '必涨'] });

    const ok = await moderator.post('/api/console/review/approve', { article_id: held.article_id });
    expect(ok).toMatchObject({ errCode: '0', msg: '已通过' });
    expect((await detail(t.client(), held.article_id)).errCode).toBe('0');
    expect(await lastAudit('review.approve')).toMatchObject({
      targetType: 'post',
      targetId: held.article_id,
      detail: { words: ['内幕消息', '必涨'] },
    });
    // Approving twice finds nothing waiting.
    expect(
      (await moderator.post('/api/console/review/approve', { article_id: held.article_id })).errCode,
    ).toBe('404');
  });

  it('reject hides a held post (the author still previews it); a restore makes it a draft again', async () => {
    const author = await member();
    const held = await publish(author, '<p>老师带单，稳赚不赔</p>');
    expect(
      (await moderator.post('/api/console/review/reject', { article_id: held.article_id })).errCode,
    ).toBe('0');
    expect(await postStatus(held.article_id)).toBe(POST_STATUS.HIDDEN);
    expect((await lastAudit('review.reject'))?.targetId).toBe(held.article_id);
    expect((await author.post('/api/v2/article/preview', { article_id: held.article_id })).errCode).toBe('0');
    // Never published, so a restore hands it back to the author as a draft.
    expect((await moderator.post('/api/console/post/restore', { article_id: held.article_id })).errCode).toBe(
      '0',
    );
    expect(await postStatus(held.article_id)).toBe(POST_STATUS.DRAFT);
  });
});

describe('posts and comments', () => {
  it('finds, hides and restores a published post, audited, with the author post count following', async () => {
    const author = await member();
    const { article_id } = await publish(author);
    const found = await moderator.post<ModeratedPost>('/api/console/post/find', { article_id });
    expect(found.data).toMatchObject({ article_id, user_id: author.userId, status: POST_STATUS.PUBLISHED });
    const countOf = async () =>
      (await t.database.db.select({ n: users.posts }).from(users).where(eq(users.id, author.userId)))[0].n;
    expect(await countOf()).toBe(1);

    expect(await moderator.post('/api/console/post/hide', { article_id })).toMatchObject({ errCode: '0' });
    expect((await detail(t.client(), article_id)).errCode).toBe('404');
    expect(await countOf()).toBe(0);
    expect(await lastAudit('post.hide')).toMatchObject({ targetId: article_id, detail: { status: 2 } });
    expect((await moderator.post('/api/console/post/hide', { article_id })).errCode).toBe('404');

    expect((await moderator.post('/api/console/post/restore', { article_id })).errCode).toBe('0');
    expect((await detail(t.client(), article_id)).errCode).toBe('0');
    expect(await countOf()).toBe(1);
    expect((await lastAudit('post.restore'))?.targetId).toBe(article_id);
    expect((await moderator.post('/api/console/post/find', { article_id: 'nope' })).errCode).toBe('404');
  });

  it('hides a thread with its replies and restores them, keeping comment_count right', async () => {
    const author = await member();
    const reader = await member();
    const { article_id } = await publish(author);
    const top = await reader.post<{ comment_id: number }>('/api/v1/article/comment/add', {
      article_id,
      content: '好文',
    });
    expect(top.errCode, top.msg).toBe('0');
    const reply = await author.post<{ comment_id: number }>('/api/v1/article/comment/add', {
      article_id,
      content: '谢谢',
      parent_id: top.data.comment_id,
      reply_to_user_id: reader.userId,
    });
    expect(reply.errCode, reply.msg).toBe('0');
    const commentCount = async () =>
      (
        await t.database.db
          .select({ n: posts.commentCount })
          .from(posts)
          .where(eq(posts.articleId, article_id))
      )[0].n;
    expect(await commentCount()).toBe(2);

    const found = await moderator.post<ModeratedComment>('/api/console/comment/find', {
      comment_id: top.data.comment_id,
    });
    expect(found.data).toMatchObject({ article_id, text: '好文', user_id: reader.userId, status: 0 });

    expect(
      (await moderator.post('/api/console/comment/hide', { comment_id: top.data.comment_id })).errCode,
    ).toBe('0');
    expect(await commentCount()).toBe(0);
    const statuses = await t.database.db
      .select({ status: comments.status })
      .from(comments)
      .where(sql`${comments.id} in (${top.data.comment_id}, ${reply.data.comment_id})`);
    expect(statuses.map((s) => s.status)).toEqual([COMMENT_STATUS.HIDDEN, COMMENT_STATUS.HIDDEN]);
    expect((await lastAudit('comment.hide'))?.targetId).toBe(String(top.data.comment_id));

    expect(
      (await moderator.post('/api/console/comment/restore', { comment_id: top.data.comment_id })).errCode,
    ).toBe('0');
    expect(await commentCount()).toBe(2);
    expect((await lastAudit('comment.restore'))?.targetId).toBe(String(top.data.comment_id));
    expect(
      (await moderator.post('/api/console/comment/restore', { comment_id: top.data.comment_id })).errCode,
    ).toBe('404');
  });
});

describe('complaints', () => {
  it('lists complaints with the target text and link; hide closes every complaint about the target', async () => {
    const author = await member();
    const { article_id } = await publish(author, '<p>这篇要被举报</p>');
    const r1 = await member();
    const r2 = await member();
    for (const r of [r1, r2]) {
      const res = await r.post('/api/v1/complaint/add', {
        target_type: 'article',
        target_id: article_id,
        reason: '虚假信息',
      });
      expect(res.errCode, res.msg).toBe('0');
    }
    const list = await moderator.post<{ result: ComplaintItem[] }>('/api/console/complaint/list', {
      status: 0,
      limit: 100,
    });
    const mine = list.data.result.filter((c) => c.target_id === article_id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      target_type: 'article',
      target_text: '这篇要被举报',
      target_link: `/a/${article_id}`,
      reporter_id: r1.userId,
      status: 0,
    });

    const res = await moderator.post('/api/console/complaint/resolve', { id: mine[0].id, action: 'hide' });
    expect(res).toMatchObject({ errCode: '0', msg: '已隐藏' });
    expect(await postStatus(article_id)).toBe(POST_STATUS.HIDDEN);
    const hidden = await moderator.post<{ result: ComplaintItem[] }>('/api/console/complaint/list', {
      status: 1,
      limit: 100,
    });
    expect(hidden.data.result.filter((c) => c.target_id === article_id)).toHaveLength(2);
    expect(await lastAudit('complaint.hide')).toMatchObject({
      targetId: String(mine[0].id),
      detail: { target_type: 'article', target_id: article_id },
    });
    expect((await lastAudit('post.hide'))?.targetId).toBe(article_id);
    // Already resolved.
    expect(
      (await moderator.post('/api/console/complaint/resolve', { id: mine[1].id, action: 'dismiss' })).errCode,
    ).toBe('404');
  });

  it('dismisses a complaint, leaving the target alone; a member complaint cannot be "hidden"', async () => {
    const author = await member();
    const reporter = await member();
    const { article_id } = await publish(author);
    await reporter.post('/api/v1/complaint/add', {
      target_type: 'article',
      target_id: article_id,
      reason: '其他',
    });
    await reporter.post('/api/v1/complaint/add', {
      target_type: 'user',
      target_id: String(author.userId),
      reason: '其他',
    });
    const list = await moderator.post<{ result: ComplaintItem[] }>('/api/console/complaint/list', {
      limit: 100,
    });
    const onPost = list.data.result.find((c) => c.target_id === article_id)!;
    const onUser = list.data.result.find(
      (c) => c.target_type === 'user' && c.target_id === String(author.userId),
    )!;
    expect(onUser.target_link).toBe(`/u/${author.userId}`);

    expect(
      (await moderator.post('/api/console/complaint/resolve', { id: onPost.id, action: 'dismiss' })).errCode,
    ).toBe('0');
    expect(await postStatus(article_id)).toBe(POST_STATUS.PUBLISHED);
    expect((await lastAudit('complaint.dismiss'))?.targetId).toBe(String(onPost.id));

    const refused = await moderator.post('/api/console/complaint/resolve', { id: onUser.id, action: 'hide' });
    expect(refused.errCode).toBe('400');
  });
});

describe('banning members', () => {
  it('finds members by id, phone and nickname', async () => {
    const m = await member();
    const [nickname] = (
      await t.database.db.select({ n: users.nickname }).from(users).where(eq(users.id, m.userId))
    ).map((r) => r.n);
    for (const keyword of [String(m.userId), m.phone, nickname.slice(2)]) {
      const res = await moderator.post<MemberBanItem[]>('/api/console/member/find', { keyword });
      expect(res.errCode, res.msg).toBe('0');
      expect(
        res.data.map((u) => u.user_id),
        keyword,
      ).toContain(m.userId);
    }
  });

  it('a ban revokes sessions, refuses password, SMS and WeChat login, posting, commenting, messaging and reacting', async () => {
    const victim = await member();
    const other = await member();
    const { article_id } = await publish(other);
    // A second open session (another device) must end too.
    const device = t.client();
    expect(
      (await device.post('/api/v1/user/login', { phone: victim.phone, password: victim.password })).errCode,
    ).toBe('0');

    const banned = await moderator.post<MemberBanItem>('/api/console/member/ban', {
      user_id: victim.userId,
      reason: '发布违规荐股信息',
    });
    expect(banned).toMatchObject({ errCode: '0', data: { banned: true, ban_reason: '发布违规荐股信息' } });
    expect(await lastAudit('member.ban')).toMatchObject({
      targetType: 'user',
      targetId: String(victim.userId),
      detail: { reason: '发布违规荐股信息', until: null },
    });

    const refused = { errCode: '403', msg: '账号已被封禁' };
    // Open pages are told why they can no longer act.
    for (const c of [victim, device]) {
      expect(
        await c.post('/api/v1/article/add', { type: 'garden', content: '<p>再发一篇</p>' }),
      ).toMatchObject(refused);
      expect(await c.post('/api/v1/article/comment/add', { article_id, content: '评论' })).toMatchObject(
        refused,
      );
      expect(
        await c.post('/api/v1/user/message/send', { user_id: other.userId, content: '你好' }),
      ).toMatchObject(refused);
      expect(await c.post('/api/v1/article/like', { article_id })).toMatchObject(refused);
    }
    // Password login.
    expect(
      await t.client().post('/api/v1/user/login', { phone: victim.phone, password: victim.password }),
    ).toMatchObject(refused);
    // SMS login.
    const sms = t.client();
    await t.database.db.execute(sql`update sms_codes set created_at = created_at - interval '61 seconds'`);
    expect((await sms.post('/api/v1/sms/send', { phone: victim.phone, type: 'sms_login' })).errCode).toBe(
      '0',
    );
    const code = await lastSmsCode(sms, victim.phone);
    await sms.post('/api/v1/sms/valid', { phone: victim.phone, code, type: 'sms_login' });
    expect(
      await sms.post('/api/v1/user/login/sms', { country_code: '+86', phone: victim.phone }),
    ).toMatchObject(refused);

    const list = await moderator.post<MemberBanItem[]>('/api/console/member/banned');
    expect(list.data.map((u) => u.user_id)).toContain(victim.userId);

    expect(
      await moderator.post<MemberBanItem>('/api/console/member/unban', { user_id: victim.userId }),
    ).toMatchObject({ errCode: '0', data: { banned: false } });
    expect((await lastAudit('member.unban'))?.targetId).toBe(String(victim.userId));
    const again = t.client();
    expect(
      (await again.post('/api/v1/user/login', { phone: victim.phone, password: victim.password })).errCode,
    ).toBe('0');
    // The ban's revoked sessions stay ended.
    expect((await device.post('/api/v1/user/info')).errCode).toBe('1');
    expect((await moderator.post('/api/console/member/unban', { user_id: victim.userId })).errCode).toBe(
      '400',
    );
  });

  it('a ban with an end time says when it ends and lapses by itself', async () => {
    const victim = await member();
    const until = '2099-01-01 08:00:00';
    const res = await moderator.post<MemberBanItem>('/api/console/member/ban', {
      user_id: victim.userId,
      reason: '刷屏',
      until,
    });
    expect(res.data).toMatchObject({ banned: true, banned_until: until });
    expect(
      await t.client().post('/api/v1/user/login', { phone: victim.phone, password: victim.password }),
    ).toMatchObject({ errCode: '403', msg: `账号已被封禁，解封时间：${until}` });
    // Time passes: the end moves into the past.
    await t.database.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, victim.userId));
    const c = t.client();
    expect(
      (await c.post('/api/v1/user/login', { phone: victim.phone, password: victim.password })).errCode,
    ).toBe('0');
    expect((await c.post('/api/v1/user/info')).errCode).toBe('0');

    expect(
      (
        await moderator.post('/api/console/member/ban', {
          user_id: victim.userId,
          reason: 'x',
          until: '2000-01-01 00:00:00',
        })
      ).errCode,
    ).toBe('400');
    expect(
      (await moderator.post('/api/console/member/ban', { user_id: 999_999_999, reason: 'x' })).errCode,
    ).toBe('404');
  });

  it('a banned WeChat-bound member cannot log in by WeChat', async () => {
    const c = t.client();
    const openId = `o_ban_${Date.now()}`;
    const start = await c.post<string>('/api/v1/user/login/wx-pc', { path: '/' });
    const url = new URL(start.data, 'http://localhost');
    await c.get(`${url.pathname}${url.search}`);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/wx/dev-authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80' },
      payload: new URLSearchParams({
        redirect_uri: url.searchParams.get('redirect_uri')!,
        state: url.searchParams.get('state')!,
        open_id: openId,
        nickname: '微信会员',
      }).toString(),
    });
    await c.get(confirm.headers.location as string);
    const phone = randomPhone();
    await c.post('/api/v1/sms/send', { phone, type: 'register' });
    const reg = await c.post<{ user_id: number }>('/api/v1/user/register/wx-pc', {
      country_code: '+86',
      phone,
      code: await lastSmsCode(c, phone),
      nickname: `微信${phone.slice(-6)}`,
      password: 'wx123456',
      open_id: openId,
      avatar: '',
    });
    expect(reg.errCode, reg.msg).toBe('0');
    await moderator.post('/api/console/member/ban', { user_id: reg.data.user_id, reason: '违规' });
    expect(await c.post('/api/v1/user/login/wx', { open_id: openId })).toMatchObject({
      errCode: '403',
      msg: '账号已被封禁',
    });
  });
});

describe('sensitive words', () => {
  it('lists the shipped list; an added word holds the next post at once; a removed one no longer does', async () => {
    const editor = moderator;
    const list = await editor.post<SensitiveWordItem[]>('/api/console/words/list');
    expect(list.data.map((w) => w.word)).toContain('内幕消息');

    const author = await member();
    expect((await publish(author, '<p>聊聊 Moon Shot 计划</p>')).status).toBe(POST_STATUS.PUBLISHED);
    const added = await editor.post<{ added: string[] }>('/api/console/words/add', {
      words: ['Moon Shot', 'moonshot', '  '],
    });
    expect(added).toMatchObject({ errCode: '0', data: { added: ['moonshot'] } });
    expect(await lastAudit('words.add')).toMatchObject({ detail: { words: ['moonshot'] } });
    const held = await publish(author, '<p>聊聊 MOON shot 计划</p>');
    expect(held.status).toBe(POST_STATUS.REVIEW);
    const [row] = await t.database.db
      .select({ words: posts.sensitiveWords })
      .from(posts)
      .where(eq(posts.articleId, held.article_id));
    expect(row.words).toEqual(['moonshot']);

    expect((await editor.post('/api/console/words/remove', { word: 'MoonShot' })).errCode).toBe('0');
    expect((await lastAudit('words.remove'))?.targetId).toBe('moonshot');
    expect((await publish(author, '<p>聊聊 moonshot 计划</p>')).status).toBe(POST_STATUS.PUBLISHED);
    expect((await editor.post('/api/console/words/remove', { word: 'moonshot' })).errCode).toBe('404');
    expect(
      (await editor.post('/api/console/words/add', { words: ['一二三四五六七八九十一二三四五六七八九十一'] }))
        .errCode,
    ).toBe('400');
  });

  it('another instance sees a change within the refresh interval', async () => {
    const { SensitiveWords } = await import('../../server/modules/post/sensitive-words');
    const elsewhere = new SensitiveWords(t.database.db, undefined, 50);
    expect(await elsewhere.find('xyzzyword')).toEqual([]);
    await moderator.post('/api/console/words/add', { words: ['xyzzyword'] });
    await expect.poll(() => elsewhere.find('a xyzzyword b')).toEqual(['xyzzyword']);
  });
});

describe('SENSITIVE_WORDS_FILE', () => {
  it('adds its words to the database list', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { SensitiveWords } = await import('../../server/modules/post/sensitive-words');
    const file = join(mkdtempSync(join(tmpdir(), 'words-')), 'words.txt');
    writeFileSync(file, '# 额外的词\nFile Word\n');
    const words = new SensitiveWords(t.database.db, file);
    expect(await words.find('内幕消息 与 fileword')).toEqual(['内幕消息', 'fileword']);
  });
});

describe('permissions', () => {
  it('refuses members and editors on moderation calls', async () => {
    const m = await member();
    expect((await m.post('/api/console/review/list', {})).errCode).toBe('1');
    const editor = await consoleClient(t, 'editor');
    expect((await editor.post('/api/console/member/ban', { user_id: m.userId, reason: 'x' })).errCode).toBe(
      '403',
    );
    const [{ status }] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, m.userId));
    expect(status).toBe(0);
  });
});
