import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION_COLUMNS, ACTION_LIMITS } from '../common/action-vocab';
import { IMPORT_MAX_BYTES } from '../common/announcement';
import { FILE_WORKERS, type FileJobs } from './file-jobs';
import { FileWorkers } from './lib/file-workers';
import { parseSheet } from './modules/market/action-sheet';

/**
 * The largest files the imports take for real, read by the server's own workers with the server's own
 * limits (FILE_WORKERS): what a real editor sends must fit the heap that stops a bomb.
 */
const workers = new FileWorkers<FileJobs>(new URL('./file-jobs.ts', import.meta.url), FILE_WORKERS);
afterAll(() => workers.close());

const ANALYSIS = '公司为全球光模块龙头，800G产品占比提升；1.6T产品已小批量出货，海外大客户订单饱满。';

describe('the largest real files fit the file workers', () => {
  it('a 异动 workbook of 600 stocks, each with a 5,000-character analysis', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('异动');
    sheet.addRow(ACTION_COLUMNS.map((c) => c.header));
    for (let i = 0; i < ACTION_LIMITS.rows; i++) {
      const expound = `${i}${ANALYSIS.repeat(200)}`.slice(0, ACTION_LIMITS.expound);
      sheet.addRow([
        `板块${i % 60}`,
        '理由',
        300308,
        '中际旭创',
        0.4375,
        '首板',
        12.34,
        0.1001,
        `原因${i}`,
        expound,
      ]);
    }
    const rows = await parseSheet(workers, 'day.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toHaveLength(ACTION_LIMITS.rows);
    expect(rows[599].row.expound).toHaveLength(ACTION_LIMITS.expound);
  });

  it('a 异动 CSV of 600 stocks, just under the 2 MB limit', async () => {
    const header = ACTION_COLUMNS.map((c) => c.header).join(',');
    const lines = Array.from(
      { length: ACTION_LIMITS.rows },
      (_, i) => `板块${i % 60},理由,300308,中际旭创,09:30,首板,12.34,10.01,原因${i},"${ANALYSIS.repeat(27)}"`,
    );
    const csv = Buffer.from(`${header}\n${lines.join('\n')}\n`);
    expect(csv.length).toBeGreaterThan(1.85 * 1024 * 1024);
    expect(csv.length).toBeLessThanOrEqual(ACTION_LIMITS.fileBytes);
    expect(await parseSheet(workers, 'day.csv', csv)).toHaveLength(ACTION_LIMITS.rows);
  });

  it('announcement files of 5 MB, as CSV and as JSON', async () => {
    const rows = Array.from({ length: 24_000 }, (_, i) => ({
      source_key: `cninfo-${1_200_000_000 + i}`,
      code: String(600_000 + (i % 1000)),
      title: `贵州茅台关于2024年度利润分配方案及2025年中期现金分红规划的公告${i}`,
      type: '临时公告',
      publish_time: '2025-04-02 18:30:00',
      pdf_url: `https://static.cninfo.com.cn/finalpage/2025-04-02/${1_222_000_000 + i}.PDF`,
    }));
    const csv = [Object.keys(rows[0]).join(','), ...rows.map((r) => Object.values(r).join(','))].join('\n');
    const json = JSON.stringify(rows.slice(0, 17_000));
    for (const [filename, text] of [
      ['a.csv', csv],
      ['a.json', json],
    ]) {
      expect(Buffer.byteLength(text)).toBeGreaterThan(4.5 * 1024 * 1024);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
      const read = await workers.run('importRows', { kind: 'announcement', filename, text });
      expect(read.errors).toEqual([]);
      expect(read.rows.length).toBeGreaterThanOrEqual(17_000);
    }
  });
});
