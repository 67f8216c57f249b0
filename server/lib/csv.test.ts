import { describe, expect, it } from 'vitest';
import { FILE_READ_MSG } from '../../common/file-read';
import { csvRecords, decodeText, readCsvFile } from './csv';

const cellsOf = (text: string) => csvRecords(text).records.map((r) => r.cells);
const LIMITS = { lines: 3, columns: 4, tooManyLines: '行数过多' };
const refusal = (text: string) => {
  try {
    readCsvFile(Buffer.from(text), LIMITS);
    return 'read';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('CSV records', () => {
  it('reads quoted commas, escaped quotes and line breaks, keeping each record’s first line', () => {
    const { records } = csvRecords('a,"b,c","say ""hi"""\r\n"multi\nline",x\rlast,"",""""\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { line: 2, cells: ['multi\nline', 'x'] },
      { line: 4, cells: ['last', '', '"'] },
    ]);
  });

  it('opens a quote only at a field’s start, after spaces; elsewhere a quote is a letter', () => {
    expect(cellsOf('  "a,b" ,五"粮液,"x"y\n')).toEqual([['a,b ', '五"粮液', 'xy']]);
  });

  it('keeps blank lines as records, but not a last empty line', () => {
    expect(cellsOf('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    expect(cellsOf('')).toEqual([]);
    expect(cellsOf('a,')).toEqual([['a', '']]);
  });

  it('stops at an unterminated quote, telling the line it opened on', () => {
    expect(csvRecords('a\nb,"c\nd\n')).toEqual({
      records: [{ line: 1, cells: ['a'] }],
      unterminatedQuoteLine: 2,
    });
    expect(refusal('a\nb,"c\nd\n')).toBe('第2行引号未闭合');
  });

  it('holds a 5 MB file in about its own size: cells are slices, not strings built a letter at a time', () => {
    const before = process.memoryUsage().heapUsed;
    const text = `${'证券代码,公告标题,公告链接\n'}${'600519,贵州茅台关于2024年度利润分配方案的公告,https://static.cninfo.com.cn/a.pdf\n'.repeat(60_000)}`;
    const { records } = csvRecords(text);
    expect(records).toHaveLength(60_001);
    // Built letter by letter, these cells held over 150 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(60 * 1024 * 1024);
  });
});

describe('uploaded CSV files', () => {
  it('decodes UTF-8 with or without a BOM, else GB18030', () => {
    expect(decodeText(Buffer.from('\uFEFF代码'))).toBe('代码');
    expect(decodeText(new TextEncoder().encode('代码'))).toBe('代码');
    expect(decodeText(Buffer.from([0xb4, 0xfa, 0xc2, 0xeb]))).toBe('代码');
  });

  it('refuses more lines than the limit, and a value past the last column', () => {
    expect(refusal('h\n1\n2\n3')).toBe('read');
    expect(refusal('h\n1\n2\n3\n4')).toBe('行数过多');
    expect(refusal('a,b,c,d,e')).toBe(FILE_READ_MSG.tooManyColumns(4));
    // Excel's CSV of a sheet with formatted columns: empty cells out there are dropped.
    expect(readCsvFile(Buffer.from(`a,b${','.repeat(100)}\n`), LIMITS)).toEqual([
      { line: 1, cells: ['a', 'b', '', ''] },
    ]);
  });
});
