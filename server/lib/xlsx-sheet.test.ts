import { describe, expect, it } from 'vitest';
import { FILE_READ_MSG } from '../../common/file-read';
import {
  cellRef,
  entry,
  paddedEntry,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetBomb,
  sheetRows,
  workbookAround,
  xlsxOf,
  zipOf,
} from '../../tests/support/zip';
import { readFirstSheet, type SheetLimits } from './xlsx-sheet';

const LIMITS: SheetLimits = {
  entries: 50,
  unpackedBytes: 1024 * 1024,
  rows: 10,
  columns: 64,
  unreadable: '文件无法读取',
  tooManyRows: '行数过多',
};
const MB = 1024 * 1024;

const sheet = (body: string) => entry('xl/worksheets/sheet1.xml', SHEET_HEAD + body + SHEET_TAIL);
const refusal = (buf: Buffer, limits = LIMITS) =>
  readFirstSheet(buf, limits).then(
    () => 'read',
    (err: Error) => err.message,
  );

describe('reading the first worksheet', () => {
  it('reads shared, rich, inline and formula strings, numbers with their formats, and booleans', async () => {
    const sst = entry(
      'xl/sharedStrings.xml',
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<si><t>未用</t></si><si><t xml:space="preserve"> 板块 </t></si>' +
        '<si><r><t>中际</t></r><r><rPr><b/></rPr><t>旭创</t></r><rPh sb="0" eb="2"><t>ナカ</t></rPh></si>' +
        '</sst>',
    );
    const styles = entry(
      'xl/styles.xml',
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<numFmts count="2"><numFmt numFmtId="164" formatCode="hh&quot;时&quot;mm"/><numFmt numFmtId="165" formatCode="0.0&quot;%&quot;"/></numFmts>' +
        '<cellStyleXfs count="1"><xf numFmtId="10"/></cellStyleXfs>' +
        '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="10"/><xf numFmtId="21"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>' +
        '</styleSheet>',
    );
    // Prefixed elements (the OpenXML SDK writes x:row), a sheet under another name, formulas' cached values.
    const body =
      '<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" r="1"><x:c r="A1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="s"><x:v>2</x:v></x:c></x:row>' +
      '<row r="3"><c r="A3"><v>300308</v></c><c r="B3" s="1"><v>0.1001</v></c><c r="C3" s="2"><v>0.4375</v></c>' +
      '<c r="D3" s="3"><v>45000.75</v></c><c r="E3" s="4"><v>12.5</v></c><c r="F3" t="b"><v>1</v></c>' +
      '<c r="G3" t="str"><f>A1&amp;"x"</f><v>板块x</v></c><c r="H3"><f>B3*2</f><v>0.2002</v></c>' +
      '<c r="I3" t="e"><v>#DIV/0!</v></c><c r="J3" t="inlineStr"><is><t>行内&lt;文字&gt;</t></is></c></row>';
    const buf = zipOf(
      workbookAround(
        entry('xl/worksheets/data.xml', SHEET_HEAD + body + SHEET_TAIL),
        [sst, styles],
        'worksheets/data.xml',
      ),
    );
    expect(await readFirstSheet(buf, LIMITS)).toEqual([
      { line: 1, cells: [' 板块 ', null, '中际旭创'] },
      {
        line: 3,
        cells: [
          { n: 300308, format: 'number' },
          { n: 0.1001, format: 'percent' },
          { n: 0.4375, format: 'time' },
          { n: 45000.75, format: 'time' },
          { n: 12.5, format: 'percent' },
          'TRUE',
          '板块x',
          { n: 0.2002, format: 'number' },
          null,
          '行内<文字>',
        ],
      },
    ]);
  });

  it('ignores empty and formatted-only cells and rows wherever they are', async () => {
    const body =
      sheetRows([['代码'], ['600519']]) +
      '<row r="3" ht="20" customHeight="1"/><row r="4"><c r="XFD4" s="1"/><c r="B4"><v></v></c></row>' +
      '<row r="1048576"><c r="A1048576" s="1"/></row>';
    expect(await readFirstSheet(zipOf(workbookAround(sheet(body))), LIMITS)).toEqual([
      { line: 1, cells: ['代码'] },
      { line: 2, cells: ['600519'] },
    ]);
  });

  it('refuses a value past the last column, and more rows with values than the limit', async () => {
    const wide = xlsxOf([['代码']]);
    expect(await refusal(wide)).toBe('read');
    const far = sheet(`<row r="1"><c r="${cellRef(65, 1)}" t="inlineStr"><is><t>备注</t></is></c></row>`);
    expect(await refusal(zipOf(workbookAround(far)))).toBe(FILE_READ_MSG.tooManyColumns(64));
    const rows = Array.from({ length: 11 }, (_, i) => [`第${i + 1}行`]);
    expect(await refusal(xlsxOf(rows))).toBe('行数过多');
    expect(await refusal(xlsxOf(rows.slice(0, 10)))).toBe('read');
  });

  it('refuses what is not a readable workbook', async () => {
    const good = xlsxOf([['代码']]);
    expect(await refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('文件无法读取');
    expect(await refusal(good.subarray(0, good.length - 30))).toBe('文件无法读取');
    expect(await refusal(zipOf(workbookAround(sheet('')).filter((e) => e.name !== 'xl/workbook.xml')))).toBe(
      '文件无法读取',
    );
    // Deflate data that is not deflate.
    const broken = { ...entry('xl/worksheets/sheet1.xml', 'x'), deflated: Buffer.from([0xff, 0xff, 0xff]) };
    expect(await refusal(zipOf(workbookAround(broken)))).toBe('文件无法读取');
  });
});

describe('zip bombs (issue 27 §2)', () => {
  it('stops a part that inflates past what the central directory declared: the incident’s file', async () => {
    // 200 MB of a sheet in a file of about 200 KB, declared as 1,000 bytes.
    const bomb = await sheetBomb(200, 1000);
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(await refusal(bomb)).toBe(FILE_READ_MSG.tooLarge);
  });

  it('refuses a part that declares more than the budget before inflating it', async () => {
    expect(await refusal(await sheetBomb(200))).toBe(FILE_READ_MSG.tooLarge);
  });

  it('counts the real bytes of every part read against one budget', async () => {
    // Each part alone is honest and within the budget; together they are not.
    const parts = async (padBytes: number) => [
      await paddedEntry('xl/worksheets/sheet1.xml', {
        head: `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>`,
        padBytes,
        tail: SHEET_TAIL,
      }),
      await paddedEntry('xl/sharedStrings.xml', {
        head: '<sst><si><t>代码</t></si>',
        padBytes,
        tail: '</sst>',
      }),
    ];
    const [sheetPart, sst] = await parts(0.6 * MB);
    expect(await refusal(zipOf(workbookAround(sheetPart, [sst])))).toBe(FILE_READ_MSG.tooLarge);
    const [small, smallSst] = await parts(0.4 * MB);
    expect(await readFirstSheet(zipOf(workbookAround(small, [smallSst])), LIMITS)).toEqual([
      { line: 1, cells: ['代码'] },
    ]);
  });

  it('refuses an archive of more parts than a workbook has, before listing them', async () => {
    const many = Array.from({ length: 60 }, (_, i) => entry(`xl/media/image${i}.png`, ''));
    expect(await refusal(zipOf([...workbookAround(sheet('')), ...many]))).toBe(FILE_READ_MSG.tooLarge);
  });

  it('refuses a cell longer than Excel allows', async () => {
    const long = sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'字'.repeat(32_768)}</t></is></c></row>`);
    expect(await refusal(zipOf(workbookAround(long)))).toBe(FILE_READ_MSG.tooLarge);
  });
});
