import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineConsoleItem, TimelineDay, TimelineGrant, TimelineNewsDay } from '../../common/timeline';
import { auditLog } from '../../server/db/schema';
import { SEED_TIMELINE_EVENTS, seedTimeline } from '../../server/db/seed/timeline';
import { chinaDate } from '../../server/lib/time';
import type { Page } from '../../server/modules/post/post.service';
import { consoleClient } from '../support/console';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
const today = chinaDate();

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedTimeline(t.database.db)).toBe(SEED_TIMELINE_EVENTS);
  // Idempotent: a second run writes nothing.
  expect(await seedTimeline(t.database.db)).toBe(0);
  editor = await consoleClient(t, 'editor');
});
afterAll(() => t.close());

const list = (c: TestClient, body: Record<string, unknown>) =>
  c.post<TimelineDay[]>('/api/v1/timeline/list', body);
const flat = (days: TimelineDay[]) => days.flatMap((d) => d.list.map((item) => ({ ...item, date: d.date })));
const eventFields = (over: Record<string, unknown> = {}) => ({
  title: '测试事件：国产算力集群完成验收',
  content: '<p>国产算力集群完成验收，$中科曙光(603019)$ 参与建设。</p>',
  date: today,
  grade: 3,
  source: '公司公告',
  theme_list: ['国产算力', '服务器'],
  ...over,
});

async function auditOf(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('timeline lists', () => {
  it('answers pages of events grouped by day, newest day first, in REFERENCE’s shape', async () => {
    const res = await list(t.client(), { start: 1, limit: 10 });
    expect(res.errCode).toBe('0');
    const days = res.data;
    expect(flat(days)).toHaveLength(10);
    const dates = days.map((d) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    const item = days[0].list[0];
    expect(Object.keys(item).sort()).toEqual(['article_id', 'content', 'create_time', 'timeline', 'title']);
    expect(item.article_id).toMatch(/^[0-9a-z]{11}$/);
    expect(item.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item.timeline).toEqual({
      grade: expect.any(Number),
      source: expect.any(String),
      theme_list: expect.any(Array),
    });
    expect(item.content).not.toContain('<p>');

    // The next page continues where the first stopped; the pages never overlap.
    const second = flat((await list(t.client(), { start: 2, limit: 10 })).data);
    expect(second).toHaveLength(10);
    const firstIds = new Set(flat(days).map((i) => i.article_id));
    expect(second.some((i) => firstIds.has(i.article_id))).toBe(false);
    expect(second[0].date <= flat(days).at(-1)!.date).toBe(true);
  });

  it('answers a whole month for { date: "YYYY-MM" } and filters by grade ("0" is every grade)', async () => {
    const month = today.slice(0, 7);
    const all = flat((await list(t.client(), { date: month, grade: '0' })).data);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((i) => i.date.startsWith(month))).toBe(true);

    const major = flat((await list(t.client(), { date: month, grade: '3' })).data);
    expect(major.length).toBeGreaterThan(0);
    expect(major.every((i) => i.timeline.grade === 3)).toBe(true);
    expect(major.length).toBeLessThan(all.length);

    expect((await list(t.client(), { date: '1999-01' })).msg).toBe('月份格式有误，请按 2024-01 填写');
    expect((await list(t.client(), { date: '2024-13' })).errCode).toBe('400');
    expect((await list(t.client(), { date: '2020-01' })).data).toEqual([]);
    expect((await list(t.client(), { grade: 9 })).msg).toBe('事件等级有误');
  });

  it('answers the sidebar’s news: the newest titles grouped by day, at most `limit`', async () => {
    const res = await t.client().post<TimelineNewsDay[]>('/api/v1/timeline/news', { limit: 10 });
    expect(res.errCode).toBe('0');
    const items = res.data.flatMap((d) => d.list);
    expect(items).toHaveLength(10);
    expect(Object.keys(items[0]).sort()).toEqual(['article_id', 'grade', 'title']);
    const newest = flat((await list(t.client(), { start: 1, limit: 10 })).data);
    expect(items.map((i) => i.article_id)).toEqual(newest.map((i) => i.article_id));
    // A client sending a huge limit gets the largest page.
    const many = await t.client().post<TimelineNewsDay[]>('/api/v1/timeline/news', { limit: 999 });
    expect(many.data.flatMap((d) => d.list)).toHaveLength(20);
  });
});

describe('editors’ events in the console', () => {
  it('publishes an event as the house account’s post, sanitised, searchable and audited', async () => {
    const added = await editor.post<{ article_id: string; status: number }>(
      '/api/console/timeline/add',
      eventFields({
        content: '<p onclick="steal()">验收完成<script>alert(1)</script><img src="x" onerror="boom()"></p>',
      }),
    );
    expect(added.errCode, added.msg).toBe('0');
    expect(added.msg).toBe('发布成功');
    expect(added.data.status).toBe(2);
    const id = added.data.article_id;

    const top = flat((await list(t.client(), { start: 1, limit: 5 })).data)[0];
    expect(top).toMatchObject({
      article_id: id,
      date: today,
      title: '测试事件：国产算力集群完成验收',
      content: '验收完成',
      timeline: { grade: 3, source: '公司公告', theme_list: ['国产算力', '服务器'] },
    });
    const news = await t.client().post<TimelineNewsDay[]>('/api/v1/timeline/news', { limit: 10 });
    expect(news.data[0]).toMatchObject({ date: today });
    expect(news.data[0].list[0]).toEqual({ article_id: id, title: top.title, grade: 3 });

    // Its post: an /a/{id} page by 研社编辑部, with the themes as tags and no script left.
    const detail = await t.client().post<{
      content: string;
      tags: string[];
      user: { nickname: string };
      category_id: string;
    }>('/api/v2/article/detail', { article_id: id });
    expect(detail.errCode).toBe('0');
    expect(detail.data.user.nickname).toBe('研社编辑部');
    expect(detail.data.tags).toEqual(['国产算力', '服务器']);
    expect(detail.data.content).not.toMatch(/script|onclick|onerror/);

    const search = await t.client().post<{ result: { article_id: string }[] }>('/api/v2/article/search', {
      keyword: '国产算力集群',
      type: '1',
      order: 2,
      limit: 10,
      start: 0,
    });
    expect(search.data.result.map((r) => r.article_id)).toContain(id);

    const audit = await auditOf('timeline.add', id);
    expect(audit).toHaveLength(1);
    expect(audit[0].targetType).toBe('post');
  });

  it('edits and deletes an event; the console lists it with its author', async () => {
    const added = await editor.post<{ article_id: string }>(
      '/api/console/timeline/add',
      eventFields({ title: '待修改事件' }),
    );
    const id = added.data.article_id;
    const edited = await editor.post('/api/console/timeline/edit', {
      ...eventFields({
        title: '已修改事件',
        grade: 1,
        source: '交易所',
        theme_list: '并购,重组',
        date: '2024-03-15',
      }),
      article_id: id,
    });
    expect(edited.errCode, edited.msg).toBe('0');
    const march = flat((await list(t.client(), { date: '2024-03' })).data);
    expect(march).toEqual([
      expect.objectContaining({
        article_id: id,
        title: '已修改事件',
        date: '2024-03-15',
        timeline: { grade: 1, source: '交易所', theme_list: ['并购', '重组'] },
      }),
    ]);
    const consoleList = await editor.post<Page<TimelineConsoleItem>>('/api/console/timeline/list', {
      keyword: '已修改',
    });
    expect(consoleList.data.result).toEqual([
      expect.objectContaining({
        article_id: id,
        date: '2024-03-15',
        status: 2,
        user: expect.objectContaining({ nickname: '研社编辑部' }),
      }),
    ]);
    expect(await auditOf('timeline.edit', id)).toHaveLength(1);

    const deleted = await editor.post('/api/console/timeline/delete', { article_id: id });
    expect(deleted.errCode).toBe('0');
    expect((await list(t.client(), { date: '2024-03' })).data).toEqual([]);
    expect((await t.client().post('/api/v2/article/detail', { article_id: id })).errCode).toBe('404');
    expect((await editor.post('/api/console/timeline/delete', { article_id: id })).msg).toBe(
      '时间轴事件不存在或已删除',
    );
    expect((await editor.post('/api/console/timeline/edit', { ...eventFields(), article_id: id })).msg).toBe(
      '时间轴事件不存在或已删除',
    );
    expect(await auditOf('timeline.delete', id)).toHaveLength(1);
  });

  it('refuses bad fields with the reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '请输入事件标题'],
      [{ date: '2024-02-30' }, '日期格式有误，请按 2024-01-31 填写'],
      [{ grade: 4 }, '事件等级有误'],
      [{ theme_list: ['a', 'b', 'c', 'd', 'e', 'f'] }, '主题最多5个'],
      [{ theme_list: ['很长'.repeat(11)] }, '主题不能超过20个字'],
      [{ source: '源'.repeat(51) }, '来源不能超过50个字'],
      [{ content: '' }, '请输入内容'],
    ];
    for (const [over, msg] of cases) {
      const res = await editor.post('/api/console/timeline/add', eventFields(over));
      expect(res.msg, JSON.stringify(over)).toBe(msg);
      expect(res.errCode).toBe('400');
    }
  });

  it('is the editors’ and admins’ only: members and moderators are refused', async () => {
    const member = t.client();
    await registerUser(member);
    expect((await member.post('/api/console/timeline/add', eventFields())).errCode).toBe('1');
    const moderator = await consoleClient(t, 'moderator');
    const refused = await moderator.post('/api/console/timeline/add', eventFields());
    expect([refused.errCode, refused.msg]).toEqual(['403', '没有权限']);
    const admin = await consoleClient(t, 'admin');
    expect((await admin.post('/api/console/timeline/grants', {})).errCode).toBe('0');
  });
});

describe('members granted timeline publishing', () => {
  it('publishes only after a grant, as the member’s own post, and stops after a revoke', async () => {
    const member = t.client();
    const { userId, nickname } = await registerUser(member);
    const permission = () => member.post<{ can_publish: boolean }>('/api/v1/timeline/permission');
    expect((await permission()).data.can_publish).toBe(false);
    expect((await t.client().post('/api/v1/timeline/permission')).errCode).toBe('1');
    expect((await t.client().post('/api/v1/timeline/add', eventFields())).errCode).toBe('1');
    const refused = await member.post('/api/v1/timeline/add', eventFields());
    expect([refused.errCode, refused.msg]).toEqual(['403', '你还没有发布时间轴的权限，请联系编辑开通']);

    expect((await editor.post('/api/console/timeline/grant', { user_id: userId })).msg).toBe(
      '已授权发布时间轴',
    );
    // Granting twice is harmless and audited once.
    expect((await editor.post('/api/console/timeline/grant', { user_id: userId })).errCode).toBe('0');
    expect(await auditOf('timeline.grant', String(userId))).toHaveLength(1);
    expect((await permission()).data.can_publish).toBe(true);
    const grants = await editor.post<Page<TimelineGrant>>('/api/console/timeline/grants', { limit: 50 });
    const grant = grants.data.result.find((g) => g.user_id === userId);
    expect(grant).toMatchObject({ nickname, phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });

    const published = await member.post<{ article_id: string; status: number }>(
      '/api/v1/timeline/add',
      eventFields({ title: '会员发布的时间轴事件', grade: 2 }),
    );
    expect(published.errCode, published.msg).toBe('0');
    expect(published.data.status).toBe(2);
    const detail = await t.client().post<{ user: { user_id: number } }>('/api/v2/article/detail', {
      article_id: published.data.article_id,
    });
    expect(detail.data.user.user_id).toBe(userId);
    expect(flat((await list(t.client(), { start: 1, limit: 5 })).data)[0].article_id).toBe(
      published.data.article_id,
    );

    // A member's event passes the sensitive-word check: held, it stays off the timeline.
    const held = await member.post<{ article_id: string; status: number }>(
      '/api/v1/timeline/add',
      eventFields({ title: '内幕消息：某公司重组' }),
    );
    expect([held.data.status, held.msg]).toEqual([1, '内容包含敏感词，已提交审核']);
    const month = flat((await list(t.client(), { date: today.slice(0, 7) })).data);
    expect(month.some((i) => i.article_id === held.data.article_id)).toBe(false);

    // Editors may change a member's event; it stays the member's.
    expect(
      (
        await editor.post('/api/console/timeline/edit', {
          ...eventFields({ title: '编辑修改后的会员事件' }),
          article_id: published.data.article_id,
        })
      ).errCode,
    ).toBe('0');
    const changed = await t
      .client()
      .post<{ title: string; user: { user_id: number } }>('/api/v2/article/detail', {
        article_id: published.data.article_id,
      });
    expect([changed.data.title, changed.data.user.user_id]).toEqual(['编辑修改后的会员事件', userId]);

    expect((await editor.post('/api/console/timeline/revoke', { user_id: userId })).msg).toBe('已取消授权');
    expect(await auditOf('timeline.revoke', String(userId))).toHaveLength(1);
    expect((await member.post('/api/v1/timeline/add', eventFields())).errCode).toBe('403');
    expect((await editor.post('/api/console/timeline/revoke', { user_id: userId })).msg).toBe(
      '该用户没有发布时间轴的权限',
    );
    expect((await editor.post('/api/console/timeline/grant', { user_id: 987_654_321 })).msg).toBe(
      '用户不存在',
    );
  });
});
