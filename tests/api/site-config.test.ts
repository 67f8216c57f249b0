import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerSlide } from '../../common/moderation';
import type {
  AppDownload,
  ConsolePage,
  OfficialAccount,
  SettingRow,
  SitePage,
} from '../../common/site-config';
import { auditLog } from '../../server/db/schema';
import { seedBrokers } from '../../server/db/seed/brokers';
import { consoleClient } from '../support/console';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let moderator: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedBrokers(t.database.db);
  editor = await consoleClient(t, 'editor');
  moderator = await consoleClient(t, 'moderator');
});
afterAll(() => t.close());

const one = <T>(pro_name: string, c: TestClient = t.client()) =>
  c.post<T>('/api/v1/config/one', { pro_name });
const saveSetting = (pro_name: string, value: Record<string, unknown>, c: TestClient = editor) =>
  c.post<SettingRow>('/api/console/config/save', { pro_name, value });
const savePage = (body: Record<string, unknown>, c: TestClient = editor) =>
  c.post<ConsolePage>('/api/console/page/save', body);

describe('/api/v1/config/one', () => {
  it('serves the banner, the app-download and official-account settings; unknown names are refused', async () => {
    const banner = await one<BannerSlide[]>('banner');
    expect(banner.errCode).toBe('0');
    expect(banner.data.some((s) => s.link === '/open-account')).toBe(true);
    const app = await one<AppDownload>('app_download');
    expect(app.data).toEqual({
      ios_url: 'https://apps.apple.com/cn/app/id0000000000',
      android_url: 'https://yanshe.example/download/yanshe.apk',
      qr_url: '',
    });
    expect((await one<OfficialAccount>('official_account')).data.name).toBe('研社投研');
    for (const name of ['nope', '__proto__', 'constructor', 'toString']) {
      const res = await one(name);
      expect(res.errCode, name).toBe('400');
      expect(res.msg, name).toBe('配置项不存在');
    }
  });

  it('an editor saves a setting: validated per name, served at once by this instance, audited', async () => {
    const saved = await saveSetting('app_download', {
      ios_url: 'https://apps.apple.com/cn/app/id123',
      android_url: '',
      qr_url: '/download-app?from=qr',
    });
    expect(saved.errCode).toBe('0');
    expect(saved.data.updated_by).toMatch(/^editor_/);
    expect((await one<AppDownload>('app_download')).data).toEqual({
      ios_url: 'https://apps.apple.com/cn/app/id123',
      android_url: '',
      qr_url: '/download-app?from=qr',
    });
    expect(await t.app.services.site.sidebarQr('https://yanshe.test')).toEqual({
      app: 'https://yanshe.test/download-app?from=qr',
      official: 'https://yanshe.example/official-account',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'config.save'), eq(auditLog.targetId, 'app_download')));
    expect(audit).toHaveLength(1);

    // Each name's rules.
    const bad = [
      ['app_download', { ios_url: 'http://apps.apple.com/x' }, '链接须为 https 地址'],
      ['app_download', { android_url: 'javascript:alert(1)' }, '链接须为 https 地址'],
      ['app_download', { qr_url: '//evil.example' }, '二维码链接须为站内路径（以 / 开头）或 https 地址'],
      [
        'official_account',
        { qr_url: 'data:text/html,x' },
        '二维码链接须为站内路径（以 / 开头）或 https 地址',
      ],
      ['official_account', { name: 'x'.repeat(31) }, ''],
      ['banner', { title: 'x' }, '配置项不存在'],
      ['nope', {}, '配置项不存在'],
    ] as const;
    for (const [name, value, msg] of bad) {
      const res = await saveSetting(name, value);
      expect(res.errCode, JSON.stringify(value)).toBe('400');
      if (msg) expect(res.msg).toBe(msg);
    }
    // Refused saves changed nothing.
    expect((await one<AppDownload>('app_download')).data.ios_url).toBe('https://apps.apple.com/cn/app/id123');

    const list = await editor.post<SettingRow[]>('/api/console/config/list');
    expect(list.data.map((r) => r.pro_name)).toEqual(['app_download', 'official_account']);
  });

  it('console settings are closed to visitors, members and roles without config.manage', async () => {
    const member = t.client();
    await registerUser(member);
    for (const c of [t.client(), member]) {
      expect((await c.post('/api/console/config/list')).errCode).toBe('1');
      expect((await saveSetting('official_account', { name: '越权' }, c)).errCode).toBe('1');
      expect((await c.post('/api/console/page/remove', { id: 1 })).errCode).toBe('1');
    }
    expect((await saveSetting('official_account', { name: '越权' }, moderator)).errCode).toBe('403');
    expect((await moderator.post('/api/console/page/list')).errCode).toBe('403');
    expect((await one<OfficialAccount>('official_account')).data.name).toBe('研社投研');
  });
});

describe('editor pages: /mall-api/page/{x}/origin', () => {
  it('answers JSON for calls (GET and POST) and HTML for a browser; unknown slugs are not found', async () => {
    const post = await t.client().post<SitePage>('/mall-api/page/open-account-guide/origin');
    expect(post.errCode).toBe('0');
    expect(post.data.title).toBe('开户常见问题');
    expect(post.data.content).toContain('<h2>');
    const get = await t.client().get('/mall-api/page/open-account-guide/origin');
    expect(get.json().data.slug).toBe('open-account-guide');

    const html = await t
      .client()
      .get('/mall-api/page/open-account-guide/origin', { accept: 'text/html,*/*' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<title>开户常见问题 - 研社</title>');
    expect(html.body).toContain('<a href="/open-account"');

    const missing = await t.client().post('/mall-api/page/no-such-page/origin');
    expect(missing.errCode).toBe('404');
    expect(missing.msg).toBe('页面不存在');
    expect((await t.client().post('/mall-api/page/..%2F..%2Fetc/origin')).errCode).toBe('404');
    const missingHtml = await t.client().get('/mall-api/page/no-such-page/origin', { accept: 'text/html' });
    expect(missingHtml.statusCode).toBe(404);
    expect(missingHtml.body).toContain('页面不存在');
  });

  it('sanitises the HTML an editor saves: scripts, handlers and javascript: links are stripped', async () => {
    const res = await savePage({
      slug: 'xss-test',
      title: '<b>标题</b>',
      content:
        '<p onclick="steal()">正文<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><a href="https://out.example/">外链</a><iframe src="https://evil.example"></iframe>',
    });
    expect(res.errCode).toBe('0');
    for (const text of [
      res.data.content,
      (await t.client().post<SitePage>('/mall-api/page/xss-test/origin')).data.content,
    ]) {
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
      expect(text).toContain('正文');
      expect(text).toContain('/url/middleware?target=https%3A%2F%2Fout.example%2F');
    }
    const html = await t.client().get('/mall-api/page/xss-test/origin', { accept: 'text/html' });
    // The title is text: escaped in the document.
    expect(html.body).toContain('<h1>&lt;b&gt;标题&lt;/b&gt;</h1>');
    expect(html.body).not.toMatch(/<script|onerror|onclick/i);
  });

  it('creates, edits and deletes pages with unique, well-formed slugs, each audited', async () => {
    const created = await savePage({ slug: 'help-1', title: '帮助', content: '<p>一</p>' });
    expect(created.errCode).toBe('0');
    const dup = await savePage({ slug: 'help-1', title: '重复', content: '' });
    expect(dup.errCode).toBe('409');
    expect(dup.msg).toBe('页面标识已存在');
    for (const slug of ['Help', '-a', 'a b', 'a/b', '', 'x'.repeat(65), '中文']) {
      const res = await savePage({ slug, title: 'x' });
      expect(res.errCode, slug).toBe('400');
    }
    const edited = await savePage({
      id: created.data.id,
      slug: 'help-2',
      title: '帮助二',
      content: '<p>二</p>',
    });
    expect(edited.data.slug).toBe('help-2');
    expect((await t.client().post('/mall-api/page/help-1/origin')).errCode).toBe('404');
    expect((await t.client().post<SitePage>('/mall-api/page/help-2/origin')).data.title).toBe('帮助二');
    expect((await savePage({ id: 987654321, slug: 'help-3', title: 'x' })).errCode).toBe('404');
    expect((await editor.post('/api/console/page/remove', { id: created.data.id })).errCode).toBe('0');
    expect((await editor.post('/api/console/page/remove', { id: created.data.id })).errCode).toBe('404');
    expect((await t.client().post('/mall-api/page/help-2/origin')).errCode).toBe('404');
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'page'), eq(auditLog.targetId, String(created.data.id))))
    ).map((r) => r.action);
    expect(actions.sort()).toEqual(['page.add', 'page.remove', 'page.update']);
  });
});
