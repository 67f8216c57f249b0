import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_COLUMNS,
  ImportFileError,
  type ImportStock,
  parseImportTime,
  QA_COLUMNS,
  readAnnouncements,
  readImportRows,
  readQa,
} from './announcement-import';

const STOCKS: Record<string, ImportStock> = {
  '600519': { id: 1, code: '600519', name: '贵州茅台', exchange: 'SH' },
  '300750': { id: 2, code: '300750', name: '宁德时代', exchange: 'SZ' },
  '830799': { id: 3, code: '830799', name: '艾融软件', exchange: 'BJ' },
};
const lookup = (code: string) => STOCKS[code];
/** A file read (as a file worker does) and checked (as the service does). */
const announcements = (filename: string, text: string) =>
  readAnnouncements(readImportRows(filename, text, ANNOUNCEMENT_COLUMNS), lookup);
const qa = (filename: string, text: string) => readQa(readImportRows(filename, text, QA_COLUMNS), lookup);

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (err instanceof ImportFileError) return err.errors;
    throw err;
  }
  throw new Error('no ImportFileError');
}

describe('import times', () => {
  it('reads China time, ISO with an offset and epoch values', () => {
    expect(parseImportTime('2025-04-02 18:30:00')?.toISOString()).toBe('2025-04-02T10:30:00.000Z');
    expect(parseImportTime('2025/4/2 18:30')?.toISOString()).toBe('2025-04-02T10:30:00.000Z');
    expect(parseImportTime('2025-04-02')?.toISOString()).toBe('2025-04-01T16:00:00.000Z');
    expect(parseImportTime('2025-04-02T10:30:00Z')?.toISOString()).toBe('2025-04-02T10:30:00.000Z');
    expect(parseImportTime('1744204800000')?.toISOString()).toBe('2025-04-09T13:20:00.000Z');
    expect(parseImportTime('1744204800')?.toISOString()).toBe('2025-04-09T13:20:00.000Z');
  });

  it('refuses impossible dates and other text', () => {
    for (const bad of ['2025-02-30', '2025-04-02 25:00', '昨天', '2025-4', ''])
      expect(parseImportTime(bad)).toBeNull();
  });
});

describe('reading files', () => {
  it('points JSON errors at the line each object starts on', () => {
    const json = `[
  {"code": "600519", "title": "年报", "type": "年度报告",
   "publish_time": "2025-04-02", "pdf_url": "https://a.cn/1.pdf"},
  {"code": "600519", "title": "{不是括号}", "type": "年度报告", "publish_time": "2025-04-02",
   "pdf_url": "http://a.cn/2.pdf"},

  {"code": "60051", "title": "x", "type": "年度报告", "publish_time": "2025-04-02", "pdf_url": "https://a.cn/3.pdf"}
]`;
    expect(errorsOf(() => announcements('a.json', json))).toEqual([
      { line: 4, message: 'PDF 链接必须以 https:// 开头' },
      { line: 7, message: '证券代码“60051”无效，应为 6 位数字' },
    ]);
  });

  it('reads CSV with Chinese headers, a BOM, CRLF and quoted commas; keeps titles as written', () => {
    const csv =
      '\uFEFF证券代码,公告标题,公告类型,公告时间,PDF链接\r\nSH600519,"茅台：关于A, B的公告",临时公告,2025-04-02 18:30,https://a.cn/1.pdf\r\n';
    const [row] = announcements('a.csv', csv);
    expect(row).toMatchObject({
      line: 2,
      title: '茅台：关于A, B的公告',
      type: '临时公告',
      stock: STOCKS['600519'],
    });
    expect(row.sourceKey).toMatch(/^h:[0-9a-f]{40}$/);
    // The same row gives the same key: a re-import finds it.
    expect(announcements('a.csv', csv)[0].sourceKey).toBe(row.sourceKey);
  });

  it('derives the Q&A platform from the exchange and checks answers and times', () => {
    const csv = [
      'code,platform,question,answer,ask_time,answer_time',
      '300750,,问题一,回答,2025-01-02 10:00,2025-01-03 10:00',
      '600519,,问题二,,2025-01-02 10:00,',
    ].join('\n');
    expect(qa('q.csv', csv).map((r) => r.platform)).toEqual(['szse', 'sse']);
    const bad = [
      'code,platform,question,answer,ask_time,answer_time',
      '830799,,北交所问题,,2025-01-02,',
      '300750,互动易,问题,回答,2025-01-02,',
      '300750,互动易,问题,回答,2025-01-05,2025-01-03',
      '300750,互动易,,,2025-01-02,',
    ].join('\n');
    expect(errorsOf(() => qa('q.csv', bad))).toEqual([
      { line: 2, message: '北交所股票须写明平台' },
      { line: 3, message: '有回答时须填写回答时间' },
      { line: 4, message: '回答时间早于提问时间' },
      { line: 5, message: '缺少问题' },
    ]);
  });
});
