import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadActionDay,
  loadActionDays,
  loadActionImage,
} from '../../app/features/action/action-loader.server';
import type { ActionCount, ActionField, ActionRow, ConsoleActionDay, Holiday } from '../../common/action';
import { ACTION_COLUMNS, type ActionDraftRow } from '../../common/action-vocab';
import { FILE_READ_MSG } from '../../common/file-read';
import { rowsOf } from '../../server/db/client';
import { seedActions } from '../../server/db/seed/actions';
import type { Page } from '../../server/modules/post/post.service';
import { consoleClient } from '../support/console';
import { loaderArgs } from '../support/page-loader';
import { createTestApp, registerUser, signHeaders, type TestApp, type TestClient } from '../support/test-app';
import {
  entry,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetBomb,
  sheetRows,
  workbookAround,
  xlsxOf,
  zipOf,
} from '../support/zip';

const SAMPLE = readFileSync(new URL('../../docs/samples/actions-sample.csv', import.meta.url));
/** Friday; the weekend after it and the National Day holiday exercise the calendar. */
const FRIDAY = '2026-11-20';

let t: TestApp;
let editor: TestClient;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  editor = await consoleClient(t, 'editor');
  member = t.client();
  await registerUser(member);
});
afterAll(() => t.close());

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64');
const importFile = (date: string, filename: string, content: Buffer | string, publish: boolean) =>
  editor.post<{ rows: ActionDraftRow[]; published: boolean; version: number }>('/api/console/action/import', {
    date,
    filename,
    content: b64(content),
    publish,
  });
const fieldsOf = (date: string) => member.post<ActionField[]>('/api/v1/action/field', { date, pc: 1 });
const countOf = (date?: string) =>
  t.client().post<ActionCount>('/api/v1/action/count-pc', date ? { date } : {});
const row = (over: Partial<ActionDraftRow>): ActionDraftRow => ({
  field: '算力',
  field_reason: '',
  code: '300308',
  name: '',
  time: '09:30',
  num: '首板',
  price: '10.00',
  shares_range: '10.00',
  reason: '测试原因',
  expound: '',
  ...over,
});
const publishRows = (date: string, rows: ActionDraftRow[]) =>
  editor.post<{ version: number; stock_count: number }>('/api/console/action/publish', { date, rows });

async function postCount(): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(
    await t.database.db.execute(sql`select count(*) as n from posts where type = 'action'`),
  );
  return Number(rows[0].n);
}

describe('trading calendar', () => {
  it('knows weekends and the shipped holidays, and resolves to the previous session', async () => {
    const cal = t.app.services.actions.calendar;
    expect(await cal.isTradingDay(FRIDAY)).toBe(true);
    expect(await cal.isTradingDay('2026-11-21')).toBe(false);
    expect(await cal.resolve('2026-11-22')).toBe(FRIDAY);
    expect(await cal.isTradingDay('2026-10-01')).toBe(false);
    expect(await cal.resolve('2026-10-07')).toBe('2026-09-30');
    expect(await cal.previous('2026-10-08')).toBe('2026-09-30');
    expect(await cal.next('2026-09-30')).toBe('2026-10-08');
    expect(await cal.resolve('2024-02-18')).toBe('2024-02-08');
    expect(await cal.lastDays('2026-11-23', 3)).toEqual(['2026-11-23', FRIDAY, '2026-11-19']);
  });

  it('lets editors add and remove closures, audited, and refuses weekends and duplicates', async () => {
    const list = await editor.post<Holiday[]>('/api/console/calendar/list', { year: 2025 });
    expect(list.data).toHaveLength(18);
    expect(list.data[0]).toEqual({ date: '2025-01-01', name: '元旦' });

    const add = await editor.post('/api/console/calendar/add', { date: '2026-12-31', name: '临时休市' });
    expect(add.errCode, add.msg).toBe('0');
    expect(await t.app.services.actions.calendar.isTradingDay('2026-12-31')).toBe(false);
    expect((await editor.post('/api/console/calendar/add', { date: '2026-12-31' })).msg).toBe(
      '该日期已是休市日',
    );
    expect((await editor.post('/api/console/calendar/add', { date: '2026-12-26' })).msg).toBe(
      '周末本就休市，无需添加',
    );
    expect((await editor.post('/api/console/calendar/remove', { date: '2026-12-31' })).errCode).toBe('0');
    expect(await t.app.services.actions.calendar.isTradingDay('2026-12-31')).toBe(true);
    expect((await editor.post('/api/console/calendar/remove', { date: '2026-12-31' })).msg).toBe(
      '该日期不是休市日',
    );
    const rows = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_log where target_id = '2026-12-31' order by id`,
      ),
    );
    expect(rows.map((r) => r.action)).toEqual(['calendar.add', 'calendar.remove']);
  });
});

describe('publishing a day', () => {
  it('previews an import, then publishes it in the shapes of REFERENCE.md', async () => {
    const preview = await importFile(FRIDAY, 'actions-sample.csv', SAMPLE, false);
    expect(preview.errCode, preview.msg).toBe('0');
    expect(preview.data.published).toBe(false);
    expect(preview.data.rows).toHaveLength(5);
    expect(preview.data.rows[0]).toMatchObject({
      field: '算力',
      code: '300308',
      name: '中际旭创',
      time: '09:35:12',
    });
    expect((await countOf(FRIDAY)).data.published).toBe(false);

    const done = await importFile(FRIDAY, 'actions-sample.csv', SAMPLE, true);
    expect(done.errCode, done.msg).toBe('0');
    expect(done.msg).toBe('发布成功');

    const count = await countOf(FRIDAY);
    expect(count.data).toEqual({
      date: FRIDAY,
      is_trading_day: true,
      published: true,
      field_count: 2,
      stock_count: 5,
      up_count: 5,
      down_count: 0,
    });

    const fields = await fieldsOf(FRIDAY);
    expect(fields.errCode).toBe('0');
    expect(fields.data.map((f) => [f.name, f.count, f.list.length])).toEqual([
      ['算力', 3, 3],
      ['机器人', 2, 2],
    ]);
    expect(fields.data[0].reason).toBe('英伟达季报超预期，海外云厂商上调资本开支');
    const first = fields.data[0].list[0];
    expect(first).toMatchObject({ code: '300308', name: '中际旭创' });
    expect(first.article.action_info).toEqual({
      time: '09:35:12',
      num: '首板',
      price: '156.78',
      shares_range: '20.00',
      reason: '800G光模块出货量超预期',
      expound: '公司为全球光模块龙头，800G产品占比提升；\n1.6T产品已小批量出货。',
    });
    for (const r of fields.data.flatMap((f) => f.list)) {
      expect(r.code).toMatch(/^\d{6}$/);
      for (const v of Object.values(r.article.action_info)) expect(typeof v).toBe('string');
      expect(r.article.article_id).toMatch(/^[0-9a-z]{11}$/);
    }
  });

  it('reads an .xlsx of the same columns, with numeric codes, times and percents as Excel stores them', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('异动');
    ws.addRow(ACTION_COLUMNS.map((c) => c.header));
    const r = ws.addRow(['银行', '降准落地', 1, '平安银行', 0.4375, '首板', 12.34, 0.1001, '降准利好', '']);
    r.getCell(8).numFmt = '0.00%';
    ws.addRow(['银行', '', '600030', '中信证券', '14:00', '', '25.5', '-3.2%', '券商跟涨', '']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile('2026-11-19', 'day.xlsx', buf, false);
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data.rows.map((x) => [x.code, x.time, x.price, x.shares_range])).toEqual([
      ['000001', '10:30:00', '12.34', '10.01'],
      ['600030', '14:00:00', '25.50', '-3.20'],
    ]);
  });

  it('reports every bad row with its line and writes nothing', async () => {
    const before = await postCount();
    const csv = [
      '板块名称,板块原因,股票代码,股票名称,异动时间,连板,价格,涨跌幅,异动原因,解析',
      '算力,原因,300308,中际旭创,09:30,首板,10.5,10,好,',
      ',原因,999999,,25:00,首板,abc,10,,',
      '算力,,300308,,09:31,,10,10,重复,',
      '机器人,,002475,贵州茅台,09:31,,10,10%,名称不符,',
    ].join('\n');
    const res = await importFile('2026-11-18', 'bad.csv', csv, true);
    expect(res.errCode).toBe('400');
    const errors = (res.data as unknown as { errors: { line: number; message: string }[] }).errors;
    expect(errors.map((e) => e.line)).toEqual([3, 3, 3, 3, 3, 4, 5]);
    expect(errors.map((e) => e.message)).toEqual([
      '板块名称不能为空',
      '股票代码 999999 不在股票列表中',
      '异动时间“25:00”格式有误，应为 HH:mm 或 HH:mm:ss',
      '价格“abc”有误，应为大于0、最多两位小数的数字',
      '异动原因不能为空',
      '中际旭创(300308) 与第2行重复：每只股票每日只能出现一次',
      '股票名称“贵州茅台”与代码 002475（立讯精密）不符',
    ]);
    expect(res.msg).toContain('第3行');
    expect((await countOf('2026-11-18')).data.published).toBe(false);
    expect(await t.app.services.actions.consoleDay('2026-11-18')).toMatchObject({
      published: false,
      rows: [],
    });
    expect(await postCount()).toBe(before);
  });

  it('refuses oversize, unknown and unreadable files, missing columns, and non-trading days', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0x61);
    const over = await importFile(FRIDAY, 'big.csv', big, false);
    expect(over.errCode).toBe('400');
    expect(over.msg).toBe('文件不能超过2MB');
    expect((await importFile(FRIDAY, 'x.pdf', 'abc', false)).msg).toBe('仅支持 CSV 或 Excel（.xlsx）文件');
    expect((await importFile(FRIDAY, 'x.xlsx', 'not a zip', false)).msg).toBe(
      '文件无法读取，请按模板填写后重试',
    );
    expect((await importFile(FRIDAY, 'x.csv', '板块名称,股票代码\n算力,300308', false)).msg).toBe(
      '缺少“价格”列',
    );
    expect((await importFile('2026-11-21', 'a.csv', SAMPLE, false)).msg).toBe('该日期不是交易日');
    expect((await publishRows('2099-01-05', [row({})])).msg).toBe('不能发布未来日期的异动');
    expect((await publishRows('2026-11-17', [])).msg).toBe('请至少添加一只股票');
  });

  it('reads sheets in a worker within limits: zip bombs and oversized sheets are refused, the server serves on (issue 27 §2)', async () => {
    const refusal = async (filename: string, content: Buffer | string) => {
      const res = await importFile(FRIDAY, filename, content, false);
      expect(res.errCode).toBe('400');
      return res.msg;
    };
    // The incident: ~200 KB whose sheet inflates to 200 MB while the central directory says 1,000 bytes.
    expect(await refusal('day.xlsx', await sheetBomb(200, 1000))).toBe(FILE_READ_MSG.tooLarge);
    // The same bomb telling the truth, and one of 400 MB (the base64 stays within the upload limit).
    expect(await refusal('day.xlsx', await sheetBomb(200))).toBe(FILE_READ_MSG.tooLarge);
    expect(await refusal('day.xlsx', await sheetBomb(400, 1000))).toBe(FILE_READ_MSG.tooLarge);
    const header = ACTION_COLUMNS.map((c) => c.header);
    const parts = workbookAround(
      entry('xl/worksheets/sheet1.xml', SHEET_HEAD + sheetRows([header]) + SHEET_TAIL),
    );
    const media = Array.from({ length: 1_001 }, (_, i) => entry(`xl/media/image${i}.png`, ''));
    expect(await refusal('day.xlsx', zipOf([...parts, ...media]))).toBe(FILE_READ_MSG.tooLarge);
    // A value in column 65, in a sheet and in a CSV; empty cells out there are only formatting.
    const wide = [...header, ...Array(54).fill(''), '备注'];
    expect(await refusal('day.xlsx', xlsxOf([wide]))).toBe(FILE_READ_MSG.tooManyColumns(64));
    expect(await refusal('day.csv', wide.join(','))).toBe(FILE_READ_MSG.tooManyColumns(64));
    const line = ['算力', '', '300308', '', '09:30', '', '10', '10', '原因', ''];
    const long = [header, ...Array.from({ length: 801 }, () => line)];
    expect(await refusal('day.xlsx', xlsxOf(long))).toBe('每日最多600只股票');
    // Trailing empty columns (Excel's CSV of a formatted sheet) are no value.
    const padded = SAMPLE.toString().replaceAll('\n', `${','.repeat(100)}\n`);
    expect((await importFile(FRIDAY, 'day.csv', padded, false)).errCode).toBe('0');
    expect((await importFile(FRIDAY, 'day.csv', SAMPLE, false)).errCode).toBe('0');
  });

  it('re-publishes in place: the same stock keeps its post, a dropped stock loses it', async () => {
    const day = '2026-11-17';
    const first = await publishRows(day, [
      row({ code: '600519', reason: '白酒回暖' }),
      row({ code: '000001', field: '银行', reason: '降准' }),
    ]);
    expect(first.errCode, first.msg).toBe('0');
    const before = (await fieldsOf(day)).data;
    const maotai = before[0].list[0].article.article_id!;
    const bank = before[1].list[0].article.article_id!;
    const posts = await postCount();

    const again = await publishRows(day, [
      row({ code: '600519', reason: '白酒回暖，提价落地', price: '1500' }),
    ]);
    expect(again.errCode, again.msg).toBe('0');
    expect(again.data.version).toBe(first.data.version + 1);
    const after = (await fieldsOf(day)).data;
    expect(after).toHaveLength(1);
    expect(after[0].list[0].article.article_id).toBe(maotai);
    expect(after[0].list[0].article.action_info.reason).toBe('白酒回暖，提价落地');
    expect(await postCount()).toBe(posts);

    const detail = await t.client().post<{ title: string; type: string }>('/api/v2/article/detail', {
      article_id: maotai,
    });
    expect(detail.data).toMatchObject({ type: 'action' });
    expect(detail.data.title).toContain('白酒回暖，提价落地');
    expect((await t.client().post('/api/v2/article/detail', { article_id: bank })).errCode).not.toBe('0');
  });

  it('withdraws a day: readers see nothing and its posts are hidden until it returns', async () => {
    const day = '2026-11-16';
    await publishRows(day, [row({ code: '601138' })]);
    const id = (await fieldsOf(day)).data[0].list[0].article.article_id!;
    const off = await editor.post('/api/console/action/unpublish', { date: day });
    expect(off.errCode, off.msg).toBe('0');
    expect((await fieldsOf(day)).data).toEqual([]);
    expect((await countOf(day)).data.published).toBe(false);
    expect((await t.client().post('/api/v2/article/detail', { article_id: id })).errCode).not.toBe('0');
    expect((await editor.post('/api/console/action/unpublish', { date: day })).errCode).toBe('409');

    const day2 = await editor.post<ConsoleActionDay>('/api/console/action/day', { date: day });
    expect(day2.data).toMatchObject({ published: false, is_trading_day: true });
    expect(day2.data.rows.map((r) => r.code)).toEqual(['601138']);
    await publishRows(day, day2.data.rows);
    expect((await fieldsOf(day)).data[0].list[0].article.article_id).toBe(id);
    expect((await t.client().post('/api/v2/article/detail', { article_id: id })).errCode).toBe('0');
  });
});

describe('reading', () => {
  it('falls back from a non-trading day to the previous session, and defaults to the latest day', async () => {
    const sat = await countOf('2026-11-22');
    expect(sat.data).toMatchObject({ date: FRIDAY, is_trading_day: false, published: true, stock_count: 5 });
    expect((await fieldsOf('2026-11-21')).data.map((f) => f.name)).toEqual(['算力', '机器人']);
    const latest = await countOf();
    expect(latest.data.date >= FRIDAY).toBe(true);
    expect((await countOf('2026-13-01')).msg).toBe('日期格式有误');
  });

  it('shows visitors the day on the pages, read in-process (the field call stays gated)', async () => {
    const args = (path: string, date?: string) => ({ ...loaderArgs(t, path, null), params: { date } });
    const page = await loadActionDay(args('/action/2026-11-21', '2026-11-21'));
    expect(page.requested).toBe('2026-11-21');
    expect(page.count).toMatchObject({ date: FRIDAY, published: true });
    expect(page.fields.map((f) => f.name)).toEqual(['算力', '机器人']);
    expect(page.diagramUrl).toMatch(/^\/action-diagram\/2026-11-20-v\d+\.png$/);
    expect(page.holidays).toContain('2026-10-01');
    await expect(loadActionDay(args('/action/2026-02-30', '2026-02-30'))).rejects.toMatchObject({
      init: { status: 404 },
    });
    const image = await loadActionImage(args('/h5/image/2026-11-20', FRIDAY));
    expect(image.url).toBe(page.diagramUrl);
    const empty = await loadActionImage(args('/h5/image/2026-11-13', '2026-11-13'));
    expect(empty).toMatchObject({ url: null, count: { published: false } });
    const list = await loadActionDays(loaderArgs(t, '/actions?page=1', null));
    expect(list.days.result[0].date).toBe(FRIDAY);
  });

  it('answers the big reads compressed, the same as uncompressed', async () => {
    const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = JSON.stringify({ date: FRIDAY, pc: 1 });
    const call = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/action/field',
        headers: {
          ...signHeaders(t.app.config.signSecret),
          'content-type': 'application/json',
          cookie,
          'accept-encoding': encoding,
        },
        payload: body,
      });
    const plain = await call('identity');
    const br = await call('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toEqual(plain.json().data);
    expect(plain.json().data[0].list).toHaveLength(3);
  });

  it('gates /action/field behind login, as the real site does', async () => {
    const visitor = await t.client().post('/api/v1/action/field', { date: FRIDAY, pc: 1 });
    expect(visitor.errCode).toBe('1');
  });

  it('lists a sector’s rows paged and sorted by price, change and time', async () => {
    const field = (await fieldsOf(FRIDAY)).data[0];
    const list = (sort: Record<string, number>, limit = 15) =>
      t.client().post<Page<ActionRow>>('/api/v1/action/list', {
        action_field_id: field.action_field_id,
        pc: 1,
        start: 1,
        limit,
        ...sort,
      });
    const plain = await list({});
    expect(plain.data).toMatchObject({ totalCount: 3, pageNo: 1 });
    expect(plain.data.result.map((r) => r.code)).toEqual(['300308', '300502', '000977']);
    expect((await list({ sort_price: 1 })).data.result.map((r) => r.article.action_info.price)).toEqual([
      '156.78',
      '98.40',
      '45.61',
    ]);
    expect((await list({ sort_price: 2 })).data.result.map((r) => r.code)).toEqual([
      '000977',
      '300502',
      '300308',
    ]);
    expect((await list({ sort_range: 1 })).data.result.map((r) => r.code)).toEqual([
      '300502',
      '300308',
      '000977',
    ]);
    expect((await list({ sort_time: 1 })).data.result.map((r) => r.article.action_info.time)).toEqual([
      '13:21:08',
      '10:02:45',
      '09:35:12',
    ]);
    const paged = await list({ sort_time: 2 }, 2);
    expect(paged.data).toMatchObject({ totalPages: 2, hasNext: true });
    expect((await t.client().post('/api/v1/action/list', { action_field_id: 999999 })).msg).toBe(
      '板块不存在',
    );
  });

  it('renders the day’s overview as a cached PNG, renewed by a re-publish', async () => {
    const url = await t.client().post<string>('/api/v1/action/diagram-url', { date: FRIDAY });
    expect(url.data).toMatch(new RegExp(`^/action-diagram/${FRIDAY}-v\\d+\\.png$`));
    const renders = t.app.services.actions.diagramRenders;
    const png = await t.client().get(url.data);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.rawPayload.readUInt32BE(16)).toBe(1080);
    const again = await t.client().get(url.data);
    expect(again.rawPayload.equals(png.rawPayload)).toBe(true);
    expect(t.app.services.actions.diagramRenders).toBe(renders + 1);

    await importFile(FRIDAY, 'actions-sample.csv', SAMPLE, true);
    const url2 = await t.client().post<string>('/api/v1/action/diagram-url', { date: FRIDAY });
    expect(url2.data).not.toBe(url.data);
    const stale = await t.client().get(url.data);
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(url2.data);
    expect((await t.client().get(url2.data)).statusCode).toBe(200);
    expect(t.app.services.actions.diagramRenders).toBe(renders + 2);

    expect((await t.client().post('/api/v1/action/diagram-url', { date: '2026-11-13' })).msg).toBe(
      '当日异动不存在',
    );
    expect((await t.client().get('/action-diagram/2026-11-13-v1.png')).statusCode).toBe(404);
  });

  it('finds the rows’ 异动解析 posts in search scope 5 and on the stock page', async () => {
    const field = (await fieldsOf(FRIDAY)).data[0];
    const xuchuang = field.list[0];
    const hits = await t.client().post<Page<{ article_id: string; type: string }>>('/api/v2/article/search', {
      keyword: '中际旭创',
      type: '5',
      limit: 20,
    });
    expect(hits.errCode, hits.msg).toBe('0');
    expect(hits.data.result.map((h) => h.article_id)).toContain(xuchuang.article.article_id);
    expect(hits.data.result.every((h) => h.type === 'action')).toBe(true);

    const stockPosts = await t
      .client()
      .post<Page<{ article_id: string; stock_list: { code: string }[] }>>('/api/v1/stock/article', {
        stock_id: xuchuang.stock_id,
        order: 0,
        start: 1,
        limit: 15,
      });
    expect(stockPosts.errCode, stockPosts.msg).toBe('0');
    const item = stockPosts.data.result.find((p) => p.article_id === xuchuang.article.article_id);
    expect(item?.stock_list[0].code).toBe('300308');
  });

  it('lists the published days, newest first', async () => {
    const days = await t.client().post<Page<{ date: string; stock_count: number }>>('/api/v1/action/days', {
      start: 1,
      limit: 20,
    });
    expect(days.data.result.map((d) => d.date)).toEqual([FRIDAY, '2026-11-17', '2026-11-16']);
  });
});

describe('who may do what', () => {
  it('keeps members from publishing type action through the normal publish call', async () => {
    const res = await member.post('/api/v1/article/add', {
      type: 'action',
      title: '伪造异动',
      content: '<p>x</p>',
    });
    expect(res.errCode).toBe('400');
    expect(res.msg).toBe('文章类型有误');
  });

  it('refuses members and roles without action.manage', async () => {
    expect((await member.post('/api/console/action/publish', { date: FRIDAY, rows: [] })).errCode).toBe('1');
    const moderator = await consoleClient(t, 'moderator');
    expect((await moderator.post('/api/console/calendar/list', { year: 2026 })).errCode).toBe('403');
  });
});

describe('demo data', () => {
  it('publishes the five last sessions with several sectors each, once', async () => {
    await seedActions(t.database.db);
    const latest = await countOf();
    expect(latest.data.published).toBe(true);
    const days = await t.client().post<Page<{ date: string; field_count: number }>>('/api/v1/action/days', {
      start: 1,
      limit: 20,
    });
    const recent = await t.app.services.actions.calendar.lastDays(latest.data.date, 5);
    for (const day of recent) expect(days.data.result.map((d) => d.date)).toContain(day);
    const posts = await postCount();
    await seedActions(t.database.db);
    expect(await postCount()).toBe(posts);
  });
});
