import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSection } from '../../app/features/post-list/section-loader.server';
import type { BannerRow, BannerSlide } from '../../common/moderation';
import { auditLog, notifications } from '../../server/db/schema';
import { consoleClient } from '../support/console';
import { loaderArgs } from '../support/page-loader';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  editor = await consoleClient(t, 'editor');
});
afterAll(() => t.close());

const slides = async () => {
  const res = await t.client().post<BannerSlide[]>('/api/v1/config/one', { pro_name: 'banner' });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
};

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('banners', () => {
  it('ships the two slides of SPEC §4 and serves them to anyone', async () => {
    expect(await slides()).toEqual([
      { title: '红宝书', text: '精选投研内容，每日更新', link: '/product', tone: 'red' },
      { title: '开户', text: '合作券商，一站开户', link: '/open-account', tone: 'blue' },
    ]);
    expect((await t.client().post('/api/v1/config/one', { pro_name: 'nope' })).errCode).toBe('400');
  });

  it('editors add, reorder, switch off and delete slides; the public call follows at once, audited', async () => {
    const added = await editor.post<BannerRow>('/api/console/banner/save', {
      title: '新功能',
      text: '异动解析上线',
      link: 'https://example.com/news',
      tone: 'blue',
      sort_no: 0,
    });
    expect(added).toMatchObject({ errCode: '0', data: { title: '新功能', enabled: true } });
    expect((await lastAudit('banner.add'))?.targetId).toBe(String(added.data.id));
    expect((await slides()).map((s) => s.title)).toEqual(['新功能', '红宝书', '开户']);

    const moved = await editor.post<BannerRow>('/api/console/banner/save', {
      ...added.data,
      sort_no: 9,
      enabled: true,
    });
    expect(moved.errCode, moved.msg).toBe('0');
    expect((await slides()).map((s) => s.title)).toEqual(['红宝书', '开户', '新功能']);
    expect(await lastAudit('banner.update')).toMatchObject({ detail: { sort_no: 9 } });

    await editor.post('/api/console/banner/save', { ...added.data, sort_no: 9, enabled: false });
    expect((await slides()).map((s) => s.title)).toEqual(['红宝书', '开户']);
    const all = await editor.post<BannerRow[]>('/api/console/banner/list');
    expect(all.data.map((b) => [b.title, b.enabled])).toContainEqual(['新功能', false]);

    expect((await editor.post('/api/console/banner/remove', { id: added.data.id })).errCode).toBe('0');
    expect((await lastAudit('banner.remove'))?.targetId).toBe(String(added.data.id));
    expect((await editor.post('/api/console/banner/remove', { id: added.data.id })).errCode).toBe('404');
    expect(
      (await editor.post('/api/console/banner/save', { id: added.data.id, title: 'x', link: '/product' }))
        .errCode,
    ).toBe('404');
  });

  it('the home page carries the slides, and a change makes the page cache render it anew', async () => {
    const home = await loadSection(loaderArgs(t, '/', null));
    expect(home.banners?.map((s) => s.title)).toEqual(['红宝书', '开户']);
    const version = t.app.services.site.bannerVersion;
    const added = await editor.post<BannerRow>('/api/console/banner/save', {
      title: '首页新横幅',
      link: '/product',
    });
    expect(t.app.services.site.bannerVersion).toBeGreaterThan(version);
    const after = await loadSection(loaderArgs(t, '/', null));
    expect(after.banners?.map((s) => s.title)).toContain('首页新横幅');
    await editor.post('/api/console/banner/remove', { id: added.data.id });
  });

  it('refuses links that are neither a site path nor https', async () => {
    for (const link of ['http://example.com', 'javascript:alert(1)', '//evil.example', 'product']) {
      const res = await editor.post('/api/console/banner/save', { title: '坏链接', link });
      expect(res, link).toMatchObject({ errCode: '400', msg: '链接须为站内路径（以 / 开头）或 https 地址' });
    }
  });

  it('another instance serves the change within its cache time', async () => {
    const { SiteService, BANNER_MAX_AGE_MS } = await import('../../server/modules/site/site.service');
    expect(BANNER_MAX_AGE_MS).toBeLessThanOrEqual(30_000);
    const elsewhere = new SiteService(t.database.db, t.app.services.notices);
    const before = await elsewhere.bannerSlides();
    const added = await editor.post<BannerRow>('/api/console/banner/save', {
      title: '临时',
      link: '/product',
    });
    // Within the cache time this instance still serves its copy; a fresh read sees the change.
    expect(await elsewhere.bannerSlides()).toEqual(before);
    expect(
      (await new SiteService(t.database.db, t.app.services.notices).bannerSlides()).map((s) => s.title),
    ).toContain('临时');
    await editor.post('/api/console/banner/remove', { id: added.data.id });
  });
});

describe('system notices', () => {
  it('sends a notice to one member through the shared broadcast, audited', async () => {
    const c = t.client();
    const m = await registerUser(c);
    const res = await editor.post<{ told: number; key: string }>('/api/console/notice/send', {
      content: '系统维护通知',
      user_id: m.userId,
    });
    expect(res).toMatchObject({ errCode: '0', data: { told: 1 } });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.type, 6)));
    expect(rows.map((r) => r.content)).toEqual(['系统维护通知']);
    expect(await lastAudit('notice.send')).toMatchObject({
      targetType: 'user',
      targetId: String(m.userId),
      detail: { told: 1, key: res.data.key },
    });
    // The same key again tells nobody twice.
    const again = await editor.post<{ told: number }>('/api/console/notice/send', {
      content: '系统维护通知',
      user_id: m.userId,
      key: res.data.key,
    });
    expect(again.data.told).toBe(0);
    // Refused before anything is sent: no audit row.
    const before = await lastAudit('notice.send');
    expect(
      (await editor.post('/api/console/notice/send', { content: '看', article_id: 'nope' })).errCode,
    ).toBe('404');
    expect((await lastAudit('notice.send'))?.id).toBe(before?.id);
  });

  it('moderators may not manage banners or send notices', async () => {
    const moderator = await consoleClient(t, 'moderator');
    expect((await moderator.post('/api/console/banner/list')).errCode).toBe('403');
    expect((await moderator.post('/api/console/notice/send', { content: 'x' })).errCode).toBe('403');
    expect((await t.client().post('/api/console/banner/list')).errCode).toBe('1');
  });
});
