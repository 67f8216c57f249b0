import { readFileSync } from 'node:fs';
import { eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENT_TYPES,
  type AnnouncementItem,
  type ImportError,
  type ImportResult,
  type QaItem,
  type SidebarAnnouncement,
  type SidebarLink,
} from '../../common/announcement';
import { FILE_READ_MSG } from '../../common/file-read';
import { announcements, auditLog, interactions } from '../../server/db/schema';
import { seedAnnouncements } from '../../server/db/seed/announcements';
import type { Page } from '../../server/modules/post/post.service';
import { consoleClient } from '../support/console';
import {
  createTestApp,
  randomIp,
  registerUser,
  signHeaders,
  type TestApp,
  type TestClient,
} from '../support/test-app';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

let t: TestApp;
let editor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  editor = await consoleClient(t, 'editor');
});
afterAll(() => t.close());

const importFile = (c: TestClient, kind: 'announcement' | 'interaction', filename: string, content: string) =>
  c.post<ImportResult | { errors: ImportError[] }>('/api/console/announcement/import', {
    kind,
    filename,
    content,
  });

const search = (body: Record<string, unknown>, c: TestClient = t.client()) =>
  c.post<Page<AnnouncementItem>>('/api/v1/tool/announcement/search', body);
const qaSearch = (body: Record<string, unknown>) =>
  t.client().post<Page<QaItem>>('/api/v1/tool/interaction/search', body);

const countOf = async (table: typeof announcements | typeof interactions) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** The export call's raw answer (a workbook, not an envelope). */
async function exportCall(body: Record<string, unknown>, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/tool/announcement/search/export',
    headers: { ...signHeaders(t.app.config.signSecret), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
}

async function workbookRows(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

describe('announcement imports', () => {
  it('refuses members and roles without the permission, before reading the file', async () => {
    const member = t.client();
    await registerUser(member);
    const asMember = await importFile(member, 'announcement', 'a.json', fixture('announcements.json'));
    expect([asMember.errCode, asMember.msg]).toEqual(['1', '请先登录管理后台']);
    const moderator = await consoleClient(t, 'moderator');
    const asModerator = await importFile(moderator, 'announcement', 'a.json', fixture('announcements.json'));
    expect([asModerator.errCode, asModerator.msg]).toEqual(['403', '没有权限']);
    expect(await countOf(announcements)).toBe(0);
  });

  it('imports JSON and CSV files, audited', async () => {
    const json = await importFile(editor, 'announcement', 'cninfo.json', fixture('announcements.json'));
    expect(json.errCode).toBe('0');
    expect(json.data).toEqual({ kind: 'announcement', rows: 5, inserted: 5, updated: 0 });
    const csv = await importFile(editor, 'announcement', 'listing.csv', fixture('announcements.csv'));
    expect(csv.data).toEqual({ kind: 'announcement', rows: 5, inserted: 5, updated: 0 });
    expect(await countOf(announcements)).toBe(10);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'announcement.import'));
    expect(audit.map((a) => [a.targetId, a.detail])).toEqual([
      ['cninfo.json', { rows: 5, inserted: 5, updated: 0 }],
      ['listing.csv', { rows: 5, inserted: 5, updated: 0 }],
    ]);
  });

  it('re-importing a file changes nothing; a changed row is updated in place', async () => {
    const again = await importFile(editor, 'announcement', 'cninfo.json', fixture('announcements.json'));
    expect(again.data).toEqual({ kind: 'announcement', rows: 5, inserted: 0, updated: 0 });
    const edited = fixture('announcements.json').replace(
      '贵州茅台2024年年度报告',
      '贵州茅台2024年年度报告（修订版）',
    );
    const update = await importFile(editor, 'announcement', 'cninfo.json', edited);
    expect(update.data).toEqual({ kind: 'announcement', rows: 5, inserted: 0, updated: 1 });
    expect(await countOf(announcements)).toBe(10);
    const found = await search({ keyword: '修订版' });
    expect(found.data.result.map((a) => a.title)).toEqual(['贵州茅台2024年年度报告（修订版）']);
  });

  it('reports every bad row with its line and writes nothing', async () => {
    const res = await importFile(editor, 'announcement', 'bad.csv', fixture('announcements-bad.csv'));
    expect(res.errCode).toBe('400');
    expect(res.msg).toBe('第 3 行：证券代码 999999 不在股票列表中（共 5 处错误）');
    const errors = (res.data as { errors: ImportError[] }).errors;
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7]);
    expect(errors[1].message).toContain('公告类型“人事变动”无效');
    expect(errors[2].message).toContain('格式有误');
    expect(errors[3].message).toBe('PDF 链接必须以 https:// 开头');
    expect(errors[4].message).toBe('缺少公告标题');
    // Line 2 was good, but nothing of a bad file is written.
    expect((await search({ keyword: '第一季度报告', stock: '600519' })).data.totalCount).toBe(0);
    expect(await countOf(announcements)).toBe(10);
  });

  it('refuses non-https PDF links, unknown formats, duplicates and empty files', async () => {
    const http = JSON.stringify([
      {
        code: '600519',
        title: '测试',
        type: '其他',
        publish_time: '2025-01-02',
        pdf_url: 'ftp://x.cn/a.pdf',
      },
    ]);
    const res = await importFile(editor, 'announcement', 'x.json', http);
    expect((res.data as { errors: ImportError[] }).errors).toEqual([
      { line: 1, message: 'PDF 链接必须以 https:// 开头' },
    ]);
    const xls = await importFile(editor, 'announcement', 'x.xls', 'whatever');
    expect(xls.msg).toBe('第 1 行：仅支持 .json 或 .csv 文件');
    const dup = await importFile(
      editor,
      'announcement',
      'dup.csv',
      'code,title,type,publish_time,pdf_url\n600519,同一条,其他,2025-01-02,https://a.cn/1.pdf\n600519,同一条,其他,2025-01-02,https://a.cn/1.pdf\n',
    );
    expect(dup.msg).toBe('第 3 行：与第 2 行重复（同一来源编号或同一股票、时间和标题）');
    const header = await importFile(editor, 'announcement', 'h.csv', 'code,title\n600519,x\n');
    expect(header.errCode).toBe('400');
    expect(header.msg).toContain('表头缺少“type”列');
    const empty = await importFile(editor, 'announcement', 'e.json', '[]');
    expect(empty.msg).toBe('第 1 行：文件中没有数据行');
    expect(await countOf(announcements)).toBe(10);
  });

  it('reads files in a worker: one whose parse outgrows its memory is refused, the server serves on (issue 27 §2)', async () => {
    // Each a few MB; read in the serving thread, they held hundreds of MB (and killed a server capped at 320).
    const blankLines = `code,title,type,publish_time,pdf_url\n${' \n'.repeat(2_500_000)}`;
    const blank = await importFile(editor, 'announcement', 'blank.csv', blankLines);
    expect([blank.errCode, blank.msg]).toEqual(['400', FILE_READ_MSG.tooLarge]);
    const objects = `[${'{},'.repeat(1_700_000)}{}]`;
    const many = await importFile(editor, 'interaction', 'many.json', objects);
    expect([many.errCode, many.msg]).toEqual(['400', FILE_READ_MSG.tooLarge]);
    // The next file is read as ever (and refused for its own problem, so this test writes nothing).
    const next = await importFile(editor, 'announcement', 'h.csv', 'code,title\n600519,x\n');
    expect(next.msg).toContain('表头缺少“type”列');
  });
});

describe('announcement search', () => {
  it('finds a stock by code, name or pinyin, newest first', async () => {
    for (const stock of ['600519', '贵州茅台', 'gzmt', 'SH600519']) {
      const res = await search({ stock });
      expect(res.errCode).toBe('0');
      expect(res.data.result.map((a) => a.title)).toEqual([
        '贵州茅台关于2024年度利润分配方案的公告',
        '贵州茅台2024年年度报告（修订版）',
      ]);
    }
    const first = (await search({ stock: '600519' })).data.result[0];
    expect(first).toMatchObject({
      type: '权益分派',
      publish_time: '2025-04-02 18:31:00',
      pdf_url: 'https://static.cninfo.com.cn/finalpage/2025-04-03/1221500002.PDF',
      stock: { name: '贵州茅台', code: '600519' },
    });
    const byId = await search({ stock_id: first.stock.stock_id });
    expect(byId.data.totalCount).toBe(2);
    expect((await search({ stock: '不存在的股票名' })).data.totalCount).toBe(0);
  });

  it('matches jieba words of titles and stock names, with type and China-time date filters', async () => {
    const words = await search({ keyword: '年度报告' });
    expect(words.data.result.map((a) => a.stock.code).sort()).toEqual(['600519', '688981']);
    expect((await search({ keyword: '宁德时代 股东大会' })).data.result.map((a) => a.title)).toEqual([
      '宁德时代关于召开2024年年度股东大会的通知',
    ]);
    const typed = await search({ type: '临时公告' });
    expect(typed.data.result.map((a) => a.title)).toEqual([
      '比亚迪：关于回购公司股份的进展公告',
      '比亚迪2025年5月产销快报',
    ]);
    // 2025-04-02 18:31 China time is still 2025-04-02 there (10:31 UTC).
    const day = await search({ start_date: '2025-04-02', end_date: '2025-04-02' });
    expect(day.data.totalCount).toBe(2);
    const range = await search({ start_date: '2025-04-01', end_date: '2025-04-30', type: '季度报告' });
    expect(range.data.result.map((a) => a.title)).toEqual(['宁德时代2025年第一季度报告']);
    const bad = await search({ start_date: '2025-05-01', end_date: '2025-04-01' });
    expect([bad.errCode, bad.msg]).toEqual(['400', '开始日期不能晚于结束日期']);
    expect((await search({ start_date: '2025-13-01' })).msg).toBe(ANNOUNCEMENT_MSG.badDate);
    expect((await search({ type: '人事变动' })).msg).toBe('公告类型有误');
  });

  it('pages all announcements newest first, clamping large limits', async () => {
    const all = await search({});
    expect(all.data.totalCount).toBe(10);
    const times = all.data.result.map((a) => a.publish_time);
    expect(times).toEqual([...times].sort().reverse());
    const page2 = await search({ start: 2, limit: 3 });
    expect(page2.data).toMatchObject({
      pageNo: 2,
      pageSize: 3,
      totalCount: 10,
      totalPages: 4,
      hasNext: true,
    });
    expect(page2.data.result.map((a) => a.id)).toEqual(all.data.result.slice(3, 6).map((a) => a.id));
    const huge = await search({ limit: 999 });
    expect(huge.data.pageSize).toBe(50);
  });

  it('answers the detail, or not found', async () => {
    const [first] = (await search({ stock: '300750' })).data.result;
    const detail = await t
      .client()
      .post<AnnouncementItem>('/api/v1/tool/announcement/detail', { id: first.id });
    expect(detail.data).toEqual(first);
    const missing = await t.client().post('/api/v1/tool/announcement/detail', { id: 999_999 });
    expect([missing.errCode, missing.msg]).toEqual(['404', '公告不存在']);
  });
});

describe('announcement export', () => {
  it('downloads the current results as a workbook with the same rows', async () => {
    const body = { keyword: '公告' };
    const page = await search({ ...body, limit: 50 });
    expect(page.data.totalCount).toBeGreaterThan(2);
    const res = await exportCall(body, randomIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="announcements\.xlsx"; filename\*=UTF-8''%E5%85%AC%E5%91%8A/,
    );
    const rows = await workbookRows(res.rawPayload);
    expect(rows[0]).toEqual(['证券代码', '证券简称', '公告标题', '公告类型', '公告时间', 'PDF链接']);
    expect(rows.slice(1)).toEqual(
      page.data.result.map((a) => [a.stock.code, a.stock.name, a.title, a.type, a.publish_time, a.pdf_url]),
    );
  });

  it('is rate limited per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await exportCall({ stock: '600519' }, ip)).statusCode).toBe(200);
    const limited = await exportCall({ stock: '600519' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^导出太频繁，请\d+秒后再试$/);
    // Another reader is not affected.
    expect((await exportCall({ stock: '600519' }, randomIp())).statusCode).toBe(200);
  });
});

describe('互动易 Q&A', () => {
  it('imports CSV and JSON Q&A, deriving the platform from the exchange', async () => {
    const csv = await importFile(editor, 'interaction', 'qa.csv', fixture('interactions.csv'));
    expect(csv.data).toEqual({ kind: 'interaction', rows: 4, inserted: 4, updated: 0 });
    const json = await importFile(editor, 'interaction', 'qa.json', fixture('interactions.json'));
    expect(json.data).toEqual({ kind: 'interaction', rows: 2, inserted: 2, updated: 0 });
    const again = await importFile(editor, 'interaction', 'qa.csv', fixture('interactions.csv'));
    expect(again.data).toEqual({ kind: 'interaction', rows: 4, inserted: 0, updated: 0 });
    const bad = await importFile(
      editor,
      'interaction',
      'bad.csv',
      'code,platform,question,answer,ask_time,answer_time\n300750,微博,问题,,2025-01-01,\n300750,,问题二,回答,2025-01-01,\n',
    );
    expect((bad.data as { errors: ImportError[] }).errors.map((e) => e.line)).toEqual([2, 3]);
    expect(await countOf(interactions)).toBe(6);
  });

  it('searches by stock, words of questions and answers, and platform', async () => {
    const catl = await qaSearch({ stock: '宁德时代' });
    expect(catl.data.result.map((q) => [q.platform, q.platform_name, q.answer_time])).toEqual([
      ['szse', '互动易', ''],
      ['szse', '互动易', '2025-05-08 16:20:00'],
    ]);
    const words = await qaSearch({ keyword: '固态电池' });
    expect(words.data.result.map((q) => q.stock.name)).toEqual(['比亚迪']);
    const inAnswer = await qaSearch({ keyword: '分红' });
    expect(inAnswer.data.result.map((q) => q.stock.code)).toEqual(['600519']);
    const sse = await qaSearch({ platform: 'sse' });
    expect(sse.data.result.map((q) => q.stock.code)).toEqual(['600519', '688981']);
    const detail = await t
      .client()
      .post<QaItem>('/api/v1/tool/interaction/detail', { id: sse.data.result[0].id });
    expect(detail.data).toEqual(sse.data.result[0]);
    const missing = await t.client().post('/api/v1/tool/interaction/detail', { id: 999_999 });
    expect(missing.msg).toBe('问答不存在');
    expect((await qaSearch({ platform: 'weibo' })).msg).toBe('平台有误');
  });
});

describe('sidebar announcement links', () => {
  const sidebar = () => t.client().post<SidebarAnnouncement[]>('/api/v2/article/announcement');

  it('fills the card with the newest announcements', async () => {
    const res = await sidebar();
    expect(res.errCode).toBe('0');
    const newest = (await search({ limit: 6 })).data.result;
    expect(res.data).toEqual(
      newest.map((a) => ({ title: `${a.stock.name}：${a.title}`, link: `/announcement/${a.id}` })),
    );
  });

  it('puts editors’ enabled links first, audited; disabled and deleted links leave the card', async () => {
    const member = t.client();
    await registerUser(member);
    expect((await member.post('/api/console/sidebar-link/add', { title: 'x', link: '/' })).errCode).toBe('1');
    const moderator = await consoleClient(t, 'moderator');
    expect((await moderator.post('/api/console/sidebar-link/list')).errCode).toBe('403');

    const add = (body: Record<string, unknown>) =>
      editor.post<SidebarLink>('/api/console/sidebar-link/add', body);
    const rules = await add({ title: '社区公约更新', link: '/protocol/community', sort_order: 2 });
    expect(rules.data).toMatchObject({ title: '社区公约更新', link: '/protocol/community', enabled: true });
    const cninfo = await add({ title: '巨潮资讯', link: 'https://www.cninfo.com.cn/', sort_order: 1 });
    const hidden = await add({ title: '草稿', link: '/a/1', enabled: false });
    expect((await add({ title: '坏链接', link: 'http://x.cn' })).msg).toBe(
      '链接应为站内路径（以 / 开头）或 https 地址',
    );
    expect((await add({ title: '坏链接', link: '//evil.example' })).errCode).toBe('400');
    expect((await add({ title: '', link: '/' })).msg).toBe('请输入标题（1~60个字）');

    let card = (await sidebar()).data;
    expect(card.slice(0, 2)).toEqual([
      { title: '巨潮资讯', link: 'https://www.cninfo.com.cn/' },
      { title: '社区公约更新', link: '/protocol/community' },
    ]);
    expect(card).toHaveLength(6);
    expect(card.map((c) => c.title)).not.toContain('草稿');

    const update = await editor.post<SidebarLink>('/api/console/sidebar-link/update', {
      id: hidden.data.id,
      title: '置顶公告',
      link: '/a/1',
      sort_order: 0,
      enabled: true,
    });
    expect(update.data).toMatchObject({ title: '置顶公告', enabled: true });
    card = (await sidebar()).data;
    expect(card[0]).toEqual({ title: '置顶公告', link: '/a/1' });

    expect((await editor.post('/api/console/sidebar-link/delete', { id: cninfo.data.id })).errCode).toBe('0');
    const again = await editor.post('/api/console/sidebar-link/delete', { id: cninfo.data.id });
    expect([again.errCode, again.msg]).toEqual(['404', '公告链接不存在']);
    const list = await editor.post<SidebarLink[]>('/api/console/sidebar-link/list');
    expect(list.data.map((l) => l.title)).toEqual(['置顶公告', '社区公约更新']);

    const audit = await t.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(like(auditLog.action, 'sidebar_link.%'))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'sidebar_link.add', targetId: String(rules.data.id) },
      { action: 'sidebar_link.add', targetId: String(cninfo.data.id) },
      { action: 'sidebar_link.add', targetId: String(hidden.data.id) },
      { action: 'sidebar_link.update', targetId: String(hidden.data.id) },
      { action: 'sidebar_link.delete', targetId: String(cninfo.data.id) },
    ]);
  });
});

describe('demo data', () => {
  it('seeds about three hundred announcements and two hundred Q&A, once', async () => {
    const before = { a: await countOf(announcements), q: await countOf(interactions) };
    expect(await seedAnnouncements(t.database.db)).toEqual({ announcements: 300, qa: 200 });
    expect(await seedAnnouncements(t.database.db)).toEqual({ announcements: 300, qa: 200 });
    expect(await countOf(announcements)).toBe(before.a + 300);
    expect(await countOf(interactions)).toBe(before.q + 200);
    const rows = await t.database.db
      .select({ type: announcements.type, url: announcements.pdfUrl })
      .from(announcements)
      .where(like(announcements.sourceKey, 'demo:%'));
    expect(rows.every((r) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(r.type))).toBe(true);
    expect(rows.every((r) => r.url.startsWith('https://static.cninfo.com.cn/finalpage/'))).toBe(true);
    const moutai = await search({ stock: '贵州茅台', keyword: '年度报告' });
    expect(moutai.data.totalCount).toBeGreaterThan(0);
  });
});
