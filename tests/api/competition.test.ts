import { and, eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../common/action-vocab';
import {
  type Application,
  COMPETITION_LIMITS,
  type Competition,
  type CompetitionDetail,
  type ConsoleApplication,
  type OcrResult,
  type RankPage,
} from '../../common/competition';
import type { Envelope } from '../../common/error-codes';
import { FILE_READ_MSG } from '../../common/file-read';
import { auditLog } from '../../server/db/schema';
import { svgToPng } from '../../server/lib/svg-png';
import type { Page } from '../../server/modules/post/post.service';
import { renderHoldings } from '../fixtures/holdings/render';
import { consoleClient } from '../support/console';
import { createTestApp, registerUser, signHeaders, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let editor: TestClient;
let running: Competition;
let start: string;
let end: string;

const HOLDINGS = [
  { code: '600519', name: '贵州茅台', quantity: 100, cost: 1500, price: 1620.5 },
  { code: '000001', name: '平安银行', quantity: 2300, cost: 11.23, price: 10.87 },
  { code: '300750', name: '宁德时代', quantity: 500, cost: 198.45, price: 210.1 },
];

beforeAll(async () => {
  t = await createTestApp();
  editor = await consoleClient(t, 'editor');
  const calendar = t.app.services.actions.calendar;
  const session = await calendar.resolve(chinaToday());
  start = await calendar.previous(await calendar.previous(session));
  end = await calendar.next(await calendar.next(await calendar.next(session)));
  const res = await editor.post<Competition>('/api/console/competition/add', {
    name: '测试实盘赛',
    start_date: start,
    end_date: end,
    apply_start: start,
    apply_end: end,
    rules: '<p onclick="x()">按收益率排名<script>alert(1)</script></p>',
    prizes: '冠军：3000 工分',
  });
  expect(res.errCode, res.msg).toBe('0');
  running = res.data;
});
afterAll(() => t.close());

/** A multipart/form-data upload as a browser's FormData sends it, signed and with the client's cookies. */
async function upload(client: TestClient, bytes: Buffer, filename = 'holdings.png') {
  const boundary = '----yanshe-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await client.app.inject({
    method: 'POST',
    url: '/api/v1/competition/ocr/stock-list',
    headers: {
      ...signHeaders(client.app.config.signSecret),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload,
    remoteAddress: client.ip,
  });
  return { ...(res.json() as Envelope<OcrResult>), status: res.statusCode };
}

async function member(): Promise<TestClient & { userId: number }> {
  const c = t.client();
  const { userId } = await registerUser(c);
  return Object.assign(c, { userId });
}

const apply = (c: TestClient, body: Record<string, unknown>) =>
  c.post<Application>('/api/v1/competition/apply/add', { competition_id: running.id, ...body });

const rows = (over: Record<string, unknown>[] = []) =>
  HOLDINGS.map((h, i) => ({
    code: h.code,
    quantity: String(h.quantity),
    cost: h.cost.toFixed(2),
    ...over[i],
  }));

describe('OCR of holdings screenshots', () => {
  it('reads codes, names, quantities and costs from a table and from cards', async () => {
    const c = await member();
    for (const layout of ['table', 'card'] as const) {
      const res = await upload(c, renderHoldings(HOLDINGS, layout));
      expect(res.errCode, res.msg).toBe('0');
      expect(res.data.rows.map((r) => r.code)).toEqual(HOLDINGS.map((h) => h.code));
      expect(res.data.rows.map((r) => r.name)).toEqual(HOLDINGS.map((h) => h.name));
      expect(res.data.rows.map((r) => r.quantity)).toEqual(HOLDINGS.map((h) => String(h.quantity)));
      expect(res.data.rows.map((r) => Number(r.cost))).toEqual(HOLDINGS.map((h) => h.cost));
      expect(res.data.rows.every((r) => r.matched)).toBe(true);
      expect(res.data.screenshot).toMatch(/^[0-9a-f]{24}\.png$/);
    }
    // One long-lived worker served both.
    expect(t.app.services.competitions.ocrEngine.workersCreated).toBe(1);
  });

  it('refuses visitors, non-images, oversized files and huge pixel sizes before any OCR', async () => {
    const before = t.app.services.competitions.ocrEngine.recognized;
    expect((await upload(t.client(), renderHoldings(HOLDINGS, 'table'))).errCode).toBe('1');
    const c = await member();
    const text = await upload(c, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'fake.png');
    expect(text).toMatchObject({ errCode: '400', msg: '只能上传 PNG、JPEG 或 WebP 图片' });
    const big = Buffer.concat([renderHoldings(HOLDINGS, 'table'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(c, big)).msg).toBe('图片不能超过5MB');
    // A PNG whose header claims 20000 × 20000 pixels (a decompression bomb's shape).
    const head = Buffer.from(renderHoldings(HOLDINGS, 'table'));
    head.writeUInt32BE(20_000, 16);
    head.writeUInt32BE(20_000, 20);
    expect((await upload(c, head)).msg).toContain('图片尺寸过大');
    const none = await c.post('/api/v1/competition/ocr/stock-list', {});
    expect(none.errCode).toBe('400');
    expect(t.app.services.competitions.ocrEngine.recognized).toBe(before);
  });

  it('fixes a misread name by its code and a misread code by its name', async () => {
    const { readHoldings } = await import('../../server/modules/competition/holdings-reader');
    const directory = await t.app.services.stockDirectory.current();
    const read = readHoldings(
      [
        '证 券 代 码 证 券 名 称 持 仓 数 量 成 本 价',
        '600519 贵 州 茅 白 100 1500.00',
        '000O01 平 安 银 行 2300 11.23',
      ].join('\n'),
      directory,
    );
    expect(read[0]).toMatchObject({ code: '600519', name: '贵州茅台', matched: true });
    expect(read[0].note).toContain('已按代码更正');
    expect(read[1]).toMatchObject({ code: '000001', name: '平安银行', quantity: '2300', cost: '11.23' });
  });
});

/** A white PNG of this size: a few dozen KB that decode to megapixels (issue 27 §7's 4000 × 4000). */
const blankPng = (width: number, height: number) =>
  svgToPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/></svg>`,
  );

describe('the OCR worker', () => {
  it('scales a large image down to what OCR needs before reading it', async () => {
    const { fitForOcr } = await import('../../server/modules/competition/upload-image');
    const c = await member();
    const blank = blankPng(4000, 4000);
    const res = await upload(c, blank);
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data.rows).toEqual([]);
    // The worker never saw more than the OCR limit, whatever came in.
    const engine = t.app.services.competitions.ocrEngine;
    expect(engine.largestRead).toBeGreaterThan(0);
    expect(engine.largestRead).toBeLessThanOrEqual(COMPETITION_LIMITS.ocrPixels);
    const fitted = await fitForOcr(blank);
    expect(imageSize(fitted.image)).toMatchObject({ width: 2000, height: 2000 });
    // A phone screenshot is read as it is.
    const phone = renderHoldings(HOLDINGS, 'table');
    expect((await fitForOcr(phone)).image).toBe(phone);
    // A camera's JPEG stored sideways (EXIF orientation 6) is scaled upright: the PNG has no EXIF.
    const sideways = await sharp(blankPng(3000, 2000)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await fitForOcr(sideways);
    expect(upright.width * upright.height).toBeLessThanOrEqual(COMPETITION_LIMITS.ocrPixels);
    expect(imageSize(upright.image)).toMatchObject({ width: upright.width, height: upright.height });
    expect(upright.height).toBeGreaterThan(upright.width);

    // A screenshot at three times a phone's text size, over the limit, still reads once scaled down.
    const large = renderHoldings([...HOLDINGS, ...HOLDINGS, ...HOLDINGS, ...HOLDINGS], 'table', 78);
    const { width, height } = imageSize(large);
    expect(width * height).toBeGreaterThan(COMPETITION_LIMITS.ocrPixels);
    const read = await upload(c, large);
    expect(read.errCode, read.msg).toBe('0');
    expect(read.data.rows.map((r) => r.code)).toEqual(
      [...HOLDINGS, ...HOLDINGS, ...HOLDINGS, ...HOLDINGS].map((h) => h.code),
    );
    expect(engine.largestRead).toBeLessThanOrEqual(COMPETITION_LIMITS.ocrPixels);
  });

  it('serves members in turns: ten images of one member do not hold back another’s one', async () => {
    const { OcrEngine } = await import('../../server/modules/competition/ocr-engine');
    const engine = new OcrEngine({ maxQueue: 20, perMember: 10, timeoutMs: 60_000 });
    const image = blankPng(64, 64);
    const served: string[] = [];
    const read = (member: string, name: string) =>
      engine.recognize(image, member).then(() => served.push(name));
    const a = Array.from({ length: 10 }, (_, i) => read('A', `A${i + 1}`));
    const b = read('B', 'B1');
    await Promise.all([...a, b]);
    // A1 was already being read when B's image came; B's is next, then A's others.
    expect(served).toEqual(['A1', 'B1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10']);
    await engine.close();
  });

  it('refuses a member over their share of the queue, with a message, and takes the others', async () => {
    const engine = t.app.services.competitions.ocrEngine;
    const c = await member();
    const other = await member();
    // Two large screenshots of c's (each scaled and read for a second or more) fill c's share.
    const large = renderHoldings([...HOLDINGS, ...HOLDINGS, ...HOLDINGS, ...HOLDINGS], 'table', 78);
    const mine = [engine.recognize(large, String(c.userId)), engine.recognize(large, String(c.userId))];
    const third = await upload(c, renderHoldings(HOLDINGS.slice(0, 1), 'table'));
    expect(third).toMatchObject({
      status: 429,
      errCode: '429',
      msg: '您已有图片在识别，请等识别完成后再上传',
    });
    const theirs = await upload(other, renderHoldings(HOLDINGS.slice(0, 1), 'table'));
    expect(theirs.errCode, theirs.msg).toBe('0');
    await Promise.all(mine);
    // Once c's images are read, c may upload again.
    expect((await upload(c, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).errCode).toBe('0');
  });

  it('refuses when the queue is full and replaces a worker that ran over the time limit', async () => {
    const { OcrBusy, OcrEngine, OcrTimeout } = await import('../../server/modules/competition/ocr-engine');
    const engine = new OcrEngine({ maxQueue: 1, perMember: 3, timeoutMs: 50 });
    const image = renderHoldings(HOLDINGS, 'table');
    const first = engine.recognize(image, 'A');
    const second = engine.recognize(image, 'A');
    await expect(engine.recognize(image, 'B')).rejects.toBeInstanceOf(OcrBusy);
    await expect(first).rejects.toBeInstanceOf(OcrTimeout);
    await expect(second).rejects.toBeInstanceOf(OcrTimeout);
    // Each timed-out image killed its worker; the next got a fresh one.
    expect(engine.workersCreated).toBe(2);
    await engine.close();
  });
});

describe('applying', () => {
  it('validates rows with SPEC §5 messages, the screenshot and the stocks', async () => {
    const c = await member();
    const shot = (await upload(c, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).data.screenshot;
    expect((await apply(c, { screenshot: shot, holdings: rows([{ quantity: '1.5' }]) })).msg).toBe(
      '必须是整数',
    );
    expect((await apply(c, { screenshot: shot, holdings: rows([{ cost: '1.234' }]) })).msg).toBe(
      '最多输入两位有效数字',
    );
    expect((await apply(c, { screenshot: shot, holdings: rows([{ cost: 'abc' }]) })).msg).toBe(
      '数字格式错误',
    );
    expect((await apply(c, { screenshot: shot, holdings: rows([{ code: '123' }]) })).msg).toBe(
      '股票代码为6位数字',
    );
    expect((await apply(c, { screenshot: shot, holdings: rows([{ code: '999999' }]) })).msg).toBe(
      '第1行：股票代码999999不存在',
    );
    expect((await apply(c, { screenshot: shot, holdings: [] })).msg).toBe('请至少填写一只持仓股票');
    const dup = [...rows(), rows()[0]];
    expect((await apply(c, { screenshot: shot, holdings: dup })).msg).toBe('第4行：股票600519重复填写');
    // Someone else's screenshot, a made-up one.
    const other = await member();
    const theirs = (await upload(other, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).data.screenshot;
    expect((await apply(c, { screenshot: theirs, holdings: rows() })).msg).toBe('持仓截图无效，请重新上传');
    expect((await apply(c, { screenshot: 'nope', holdings: rows() })).msg).toBe('持仓截图无效，请重新上传');
    expect((await apply(t.client(), { screenshot: shot, holdings: rows() })).errCode).toBe('1');
    expect(
      (
        await c.post('/api/v1/competition/apply/add', {
          competition_id: 999999,
          screenshot: shot,
          holdings: rows(),
        })
      ).msg,
    ).toBe('比赛不存在');
  });

  it('takes one application per member even when many arrive at once', async () => {
    const c = await member();
    const shot = (await upload(c, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).data.screenshot;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apply(c, { screenshot: shot, holdings: rows() })),
    );
    expect(answers.filter((a) => a.errCode === '0')).toHaveLength(1);
    expect(
      answers.filter((a) => a.errCode === '409').every((a) => a.msg === '您已报名该比赛，每人限报名一次'),
    ).toBe(true);
    expect(answers.filter((a) => a.errCode === '409')).toHaveLength(19);
  });

  it('refuses applications outside the window', async () => {
    const calendar = t.app.services.actions.calendar;
    const s = await calendar.next(end);
    const later = await editor.post<Competition>('/api/console/competition/add', {
      name: '未开放的比赛',
      start_date: s,
      end_date: await calendar.next(s),
      apply_start: s,
      apply_end: s,
    });
    expect(later.errCode, later.msg).toBe('0');
    expect(later.data).toMatchObject({ status: 0, status_text: '未开始', applying: false });
    const c = await member();
    const shot = (await upload(c, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).data.screenshot;
    const res = await c.post('/api/v1/competition/apply/add', {
      competition_id: later.data.id,
      screenshot: shot,
      holdings: rows(),
    });
    expect(res.msg).toBe('当前不在报名时间内');
  });

  it('shows an application and its screenshot only to its owner and editors', async () => {
    const owner = await member();
    const ocr = await upload(owner, renderHoldings(HOLDINGS, 'table'));
    const added = await apply(owner, { screenshot: ocr.data.screenshot, holdings: rows() });
    expect(added.errCode, added.msg).toBe('0');
    expect(added.msg).toBe('报名成功，等待审核');
    expect(added.data).toMatchObject({ status: 0, status_text: '待审核', competition_id: running.id });
    const id = added.data.application_id;

    const mine = await owner.post<Application>('/api/v1/competition/apply/detail', { id });
    expect(mine.data.holdings.map((h) => h.code)).toEqual(HOLDINGS.map((h) => h.code));
    const byCompetition = await owner.post<Application>('/api/v1/competition/apply/detail', {
      competition_id: running.id,
    });
    expect(byCompetition.data.application_id).toBe(id);

    const other = await member();
    expect(await other.post('/api/v1/competition/apply/detail', { id })).toMatchObject({
      errCode: '404',
      msg: '报名记录不存在',
    });
    expect((await t.client().post('/api/v1/competition/apply/detail', { id })).errCode).toBe('1');
    // detail's `mine` is the viewer's own, never someone else's.
    expect(
      (await other.post<CompetitionDetail>('/api/v1/competition/detail', { id: running.id })).data.mine,
    ).toBeNull();
    expect(
      (await owner.post<CompetitionDetail>('/api/v1/competition/detail', { id: running.id })).data.mine
        ?.application_id,
    ).toBe(id);

    const url = mine.data.screenshot_url;
    expect((await owner.get(url)).statusCode).toBe(200);
    expect((await owner.get(url)).headers['content-type']).toBe('image/png');
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await t.client().get(url)).statusCode).toBe(404);
    expect((await editor.get(url)).statusCode).toBe(200);
    expect((await owner.get('/competition-screenshot/../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('console: review, closing prices and the ranking', () => {
  it('approves and rejects with a reason, audited, once', async () => {
    const a = await member();
    const b = await member();
    const ids: number[] = [];
    for (const c of [a, b]) {
      const shot = (await upload(c, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).data.screenshot;
      ids.push((await apply(c, { screenshot: shot, holdings: rows() })).data.application_id);
    }
    const list = await editor.post<Page<ConsoleApplication>>('/api/console/competition/applications', {
      competition_id: running.id,
      status: 0,
    });
    expect(list.data.result.map((r) => r.application_id)).toEqual(expect.arrayContaining(ids));
    expect(list.data.result[0].holdings.length).toBeGreaterThan(0);

    expect((await editor.post('/api/console/competition/review', { id: ids[1], approve: false })).msg).toBe(
      '请填写驳回理由',
    );
    const approved = await editor.post('/api/console/competition/review', { id: ids[0], approve: true });
    expect(approved).toMatchObject({ errCode: '0', msg: '已通过' });
    const rejected = await editor.post('/api/console/competition/review', {
      id: ids[1],
      approve: false,
      reason: '截图与持仓不符',
    });
    expect(rejected.msg).toBe('已驳回');
    expect(
      (await editor.post('/api/console/competition/review', { id: ids[0], approve: false, reason: 'x' })).msg,
    ).toBe('该报名已审核');
    expect(
      (await editor.post('/api/console/competition/review', { id: 99999999, approve: true })).errCode,
    ).toBe('404');
    const mine = await b.post<Application>('/api/v1/competition/apply/detail', { id: ids[1] });
    expect(mine.data).toMatchObject({ status: 2, status_text: '已驳回', reason: '截图与持仓不符' });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'competition_application'), eq(auditLog.targetId, String(ids[1]))));
    expect(audits.map((r) => r.action)).toEqual(['competition.reject']);
    expect(audits[0].detail).toMatchObject({ reason: '截图与持仓不符' });
    // A member cannot call the console.
    expect((await a.post('/api/console/competition/review', { id: ids[1], approve: true })).errCode).toBe(
      '1',
    );
  });

  it('rejects a closing-price file with every bad line numbered and writes nothing', async () => {
    const csv = [
      'date,code,close',
      `${start},600519,1650.00`,
      `${start},999999,10.00`,
      `2026-13-01,000001,10.00`,
      `${start},000001,10.123`,
      `${start},600519,1651.00`,
    ].join('\n');
    const res = await editor.post<null>('/api/console/competition/close/import', {
      filename: 'closes.csv',
      content: Buffer.from(csv).toString('base64'),
    });
    expect(res.errCode).toBe('400');
    expect(res.msg).toContain('导入失败：4处错误，未写入任何数据');
    const errors = (res.data as unknown as { errors: { line: number; message: string }[] }).errors;
    expect(errors).toEqual([
      { line: 3, message: '股票代码999999不存在' },
      { line: 4, message: '日期格式有误，请按 2026-01-05 填写' },
      { line: 5, message: '收盘价最多输入两位有效数字' },
      { line: 6, message: `600519在${start}的收盘价重复` },
    ]);
    const days = await editor.post<Page<{ date: string }>>('/api/console/competition/close/days', {});
    expect(days.data.result.find((d) => d.date === start)).toBeUndefined();
    expect(
      (
        await editor.post('/api/console/competition/close/import', {
          filename: 'x.csv',
          content: Buffer.from('a,b\n1,2').toString('base64'),
        })
      ).msg,
    ).toBe('缺少表头：date,code,close（日期,代码,收盘价）');
    // Read in a file worker like every import (issue 27 §2): a value past the last column is refused.
    const wide = await editor.post('/api/console/competition/close/import', {
      filename: 'wide.csv',
      content: Buffer.from(`date,code,close${','.repeat(64)}备注\n`).toString('base64'),
    });
    expect([wide.errCode, wide.msg]).toEqual(['400', FILE_READ_MSG.tooManyColumns(64)]);
  });

  it('ranks approved entrants by their holdings’ return at the latest imported close (GB18030 file)', async () => {
    const calendar = t.app.services.actions.calendar;
    const day2 = await calendar.next(start);
    const winner = await member();
    const loser = await member();
    const entries = [
      { c: winner, holdings: [{ code: '600519', quantity: '100', cost: '1500.00' }] },
      {
        c: loser,
        holdings: [
          { code: '000001', quantity: '1000', cost: '12.00' },
          { code: '300750', quantity: '100', cost: '200.00' },
        ],
      },
    ];
    for (const e of entries) {
      const shot = (await upload(e.c, renderHoldings(HOLDINGS.slice(0, 1), 'table'))).data.screenshot;
      const added = await apply(e.c, { screenshot: shot, holdings: e.holdings });
      expect(added.errCode, added.msg).toBe('0');
      await editor.post('/api/console/competition/review', { id: added.data.application_id, approve: true });
    }
    // The editor's Excel saved it in GB18030, with Chinese headers.
    const csv = [
      '日期,代码,收盘价',
      `${start},600519,1400.00`,
      `${day2},600519,1650.00`,
      `${start},000001,11.00`,
      `${day2},000001,10.80`,
      `${start},300750,190.00`,
    ].join('\r\n');
    const gbk = new TextEncoderGb().encode(csv);
    const imported = await editor.post<{ count: number }>('/api/console/competition/close/import', {
      filename: '收盘价.csv',
      content: gbk.toString('base64'),
    });
    expect(imported).toMatchObject({ errCode: '0', msg: '已导入5条收盘价' });

    const detail = await t.client().post<CompetitionDetail>('/api/v1/competition/detail', { id: running.id });
    const ranking = detail.data.ranking;
    expect(ranking.close_date >= day2).toBe(true);
    const w = ranking.result.find((r) => r.user_id === winner.userId)!;
    const l = ranking.result.find((r) => r.user_id === loser.userId)!;
    // 600519: 100 × (1650 − 1500) / 150000 = +10.00%.
    expect(w).toMatchObject({ return_rate: '10.00', cost_value: '150000.00', market_value: '165000.00' });
    // 000001 at 10.80 and 300750 at its latest close 190.00: (10800 + 19000 − 32000) / 32000 = −6.88%.
    expect(l).toMatchObject({ return_rate: '-6.88', cost_value: '32000.00', market_value: '29800.00' });
    expect(w.rank).toBeLessThan(l.rank);
    const rates = ranking.result.map((r) => Number(r.return_rate));
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    expect(detail.data.competition.entrant_count).toBe(ranking.totalCount);
    // Rich text was sanitised; plain text became paragraphs.
    expect(detail.data.competition.rules).not.toContain('script');
    expect(detail.data.competition.rules).not.toContain('onclick');
    expect(detail.data.competition.prizes).toBe('<p>冠军：3000 工分</p>');

    const page2 = await t
      .client()
      .post<RankPage>('/api/v1/competition/rank', { id: running.id, start: 2, limit: 1 });
    expect(page2.data.result).toHaveLength(1);
    expect(page2.data.result[0].rank).toBeGreaterThanOrEqual(1);
    expect(page2.data.totalCount).toBe(ranking.totalCount);
  });

  it('checks competitions’ dates against the trading calendar and audits changes', async () => {
    // A Saturday.
    const sat = '2026-01-03';
    const bad = await editor.post('/api/console/competition/add', {
      name: '周末开赛',
      start_date: sat,
      end_date: end,
      apply_start: start,
      apply_end: end,
    });
    expect(bad.msg).toBe(`${sat}不是交易日`);
    const order = await editor.post('/api/console/competition/add', {
      name: '倒序',
      start_date: end,
      end_date: start,
      apply_start: start,
      apply_end: start,
    });
    expect(order.msg).toBe('结束日期不能早于开始日期');
    expect((await editor.post('/api/console/competition/delete', { id: running.id })).msg).toBe(
      '已有会员报名的比赛不能删除',
    );
    const edited = await editor.post<Competition>('/api/console/competition/edit', {
      id: running.id,
      name: '测试实盘赛（改）',
      start_date: start,
      end_date: end,
      apply_start: start,
      apply_end: end,
    });
    expect(edited.data.name).toBe('测试实盘赛（改）');
    const list = await t.client().post<{ result: Competition[] }>('/api/v1/competition/list', {});
    expect(list.data.result.some((c) => c.id === running.id)).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'competition'), eq(auditLog.targetId, String(running.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['competition.create', 'competition.update']);
  });
});

/** GB18030 bytes of a string (Node has the decoder built in, not the encoder): via the ICU round trip. */
class TextEncoderGb {
  encode(text: string): Buffer {
    const out: number[] = [];
    const decoder = new TextDecoder('gb18030');
    for (const ch of text) {
      if (ch.charCodeAt(0) < 0x80) {
        out.push(ch.charCodeAt(0));
        continue;
      }
      out.push(...gbBytes(ch, decoder));
    }
    return Buffer.from(out);
  }
}

const gbCache = new Map<string, number[]>();
/** Finds a character's two-byte GBK code by decoding the code space once (test-only, small). */
function gbBytes(ch: string, decoder: TextDecoder): number[] {
  if (gbCache.size === 0) {
    for (let hi = 0x81; hi <= 0xfe; hi++) {
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        if (lo === 0x7f) continue;
        const s = decoder.decode(new Uint8Array([hi, lo]));
        if (!gbCache.has(s)) gbCache.set(s, [hi, lo]);
      }
    }
  }
  const bytes = gbCache.get(ch);
  if (!bytes) throw new Error(`no GBK code for ${ch}`);
  return bytes;
}
