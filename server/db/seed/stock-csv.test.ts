import { describe, expect, it } from 'vitest';
import { exchangeOf, loadBundledStocks, parseStockCsv, stockPinyin } from './stock-csv';

describe('exchangeOf', () => {
  it('maps SSE, SZSE and BSE code ranges', () => {
    expect(exchangeOf('600519')).toBe('SH');
    expect(exchangeOf('601318')).toBe('SH');
    expect(exchangeOf('688981')).toBe('SH');
    expect(exchangeOf('689009')).toBe('SH');
    expect(exchangeOf('000001')).toBe('SZ');
    expect(exchangeOf('002594')).toBe('SZ');
    expect(exchangeOf('300750')).toBe('SZ');
    expect(exchangeOf('301269')).toBe('SZ');
    expect(exchangeOf('430047')).toBe('BJ');
    expect(exchangeOf('835185')).toBe('BJ');
    expect(exchangeOf('920185')).toBe('BJ');
  });

  it('throws on codes no A-share exchange uses', () => {
    for (const code of ['510300', '159915', '900901', '200002', '123456', '60051', '6005190', 'abcdef']) {
      expect(() => exchangeOf(code), code).toThrow();
    }
  });
});

describe('stockPinyin', () => {
  it.each([
    ['贵州茅台', 'guizhoumaotai', 'gzmt'],
    ['长江电力', 'changjiangdianli', 'cjdl'],
    ['重庆啤酒', 'chongqingpijiu', 'cqpj'],
    ['中国银行', 'zhongguoyinhang', 'zgyh'],
    ['招商银行', 'zhaoshangyinhang', 'zsyh'],
    ['平安银行', 'pinganyinhang', 'payh'],
    ['中国重汽', 'zhongguozhongqi', 'zgzq'],
    ['渝农商行', 'yunongshanghang', 'ynsh'],
    ['隆基绿能', 'longjilvneng', 'ljln'],
  ])('%s -> %s / %s', (name, expectedPinyin, expectedInitials) => {
    expect(stockPinyin(name)).toEqual({ pinyin: expectedPinyin, initials: expectedInitials });
  });

  it('keeps Latin letters and digits as lower-case characters', () => {
    expect(stockPinyin('TCL科技')).toEqual({ pinyin: 'tclkeji', initials: 'tclkj' });
    expect(stockPinyin('万科A')).toEqual({ pinyin: 'wankea', initials: 'wka' });
    expect(stockPinyin('万科Ａ')).toEqual({ pinyin: 'wankea', initials: 'wka' });
    expect(stockPinyin('C9科技').initials).toBe('c9kj');
  });

  it('handles ST and *ST names', () => {
    expect(stockPinyin('ST华微')).toEqual({ pinyin: 'sthuawei', initials: 'sthw' });
    expect(stockPinyin('*ST中基')).toEqual({ pinyin: 'stzhongji', initials: 'stzj' });
  });

  it('applies the polyphonic overrides', () => {
    expect(stockPinyin('藏格矿业').initials).toBe('zgky');
    expect(stockPinyin('东阿阿胶')).toEqual({ pinyin: 'dongeejiao', initials: 'deej' });
    expect(stockPinyin('大参林')).toEqual({ pinyin: 'dashenlin', initials: 'dsl' });
    expect(stockPinyin('张家港行').initials).toBe('zjgh');
    expect(stockPinyin('ST藏格').initials).toBe('stzg');
  });
});

describe('parseStockCsv', () => {
  it('parses English headers and derives the exchange when the column is absent', () => {
    const { rows, errors } = parseStockCsv('code,name\n600519,贵州茅台\n300750,宁德时代\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { code: '600519', name: '贵州茅台', exchange: 'SH', pinyin: 'guizhoumaotai', initials: 'gzmt' },
      { code: '300750', name: '宁德时代', exchange: 'SZ', pinyin: 'ningdeshidai', initials: 'ndsd' },
    ]);
  });

  it('accepts Chinese headers in any order, plus extra columns', () => {
    for (const [codeHeader, nameHeader] of [
      ['代码', '名称'],
      ['证券代码', '证券简称'],
      ['股票代码', '股票简称'],
    ]) {
      const { rows, errors } = parseStockCsv(`${nameHeader},行业,${codeHeader}\n招商银行,银行,600036\n`);
      expect(errors).toEqual([]);
      expect(rows.map((r) => [r.code, r.name, r.exchange])).toEqual([['600036', '招商银行', 'SH']]);
    }
  });

  it('strips a BOM and handles CRLF, blank lines and surrounding spaces', () => {
    const text = '\uFEFFname, Code ,Exchange\r\n\r\n 比亚迪 , 002594 , sz \r\n   \r\n五粮液,000858,\r\n';
    const { rows, errors } = parseStockCsv(text);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.code, r.name, r.exchange])).toEqual([
      ['002594', '比亚迪', 'SZ'],
      ['000858', '五粮液', 'SZ'],
    ]);
  });

  it('reads quoted fields with commas and escaped quotes', () => {
    const text =
      'code,name,note\n"601318","中国平安","保险,""龙头"""\n"000001",平安银行,"第一行\n第二行"\n600000,浦发银行,\n600000,x,\n';
    const { rows, errors } = parseStockCsv(text);
    expect(rows.map((r) => r.name)).toEqual(['中国平安', '平安银行', '浦发银行']);
    // The quoted newline makes 浦发银行 line 5, so its duplicate sits on line 6.
    expect(errors).toEqual([{ line: 6, message: expect.stringContaining('第 5 行') }]);
  });

  it('treats a quote inside an unquoted value literally', () => {
    const { rows, errors } = parseStockCsv('code,name\n600519, "贵州茅台" \n000858,五"粮液\n');
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.name)).toEqual(['贵州茅台', '五"粮液']);
  });

  it('reports invalid codes, unknown code ranges, bad exchanges and missing names with line numbers', () => {
    const text = [
      'code,name,exchange',
      '600519,贵州茅台,SH',
      '60051,短代码,',
      '519,茅台零头,',
      '510300,沪深300ETF,',
      '300750,宁德时代,SH',
      '000001,平安银行,NYSE',
      '601318,,',
      ',无代码,',
    ].join('\n');
    const { rows, errors } = parseStockCsv(text);
    expect(rows.map((r) => r.code)).toEqual(['600519']);
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(errors[0].message).toContain('6 位数字');
    expect(errors[2].message).toContain('510300');
    expect(errors[3].message).toContain('应为 SZ');
    expect(errors[4].message).toContain('NYSE');
    expect(errors[5].message).toContain('简称');
    expect(errors[6].message).toContain('缺少证券代码');
  });

  it('keeps the first of duplicate codes or names and reports the later one', () => {
    const text = 'code,name\n600519,贵州茅台\n000858,五粮液\n600519,茅台\n000568,五粮液\n';
    const { rows, errors } = parseStockCsv(text);
    expect(rows.map((r) => r.code)).toEqual(['600519', '000858']);
    expect(errors).toEqual([
      { line: 4, message: '证券代码 600519 重复（首次出现在第 2 行）' },
      { line: 5, message: '证券简称“五粮液”重复（首次出现在第 3 行）' },
    ]);
  });

  it('rejects files without the required header columns', () => {
    expect(parseStockCsv('600519,贵州茅台\n').errors).toHaveLength(2);
    expect(parseStockCsv('symbol,name\n600519,贵州茅台\n').errors).toEqual([
      { line: 1, message: expect.stringContaining('代码列') },
    ]);
    expect(parseStockCsv('\n\n').errors).toEqual([{ line: 1, message: expect.stringContaining('为空') }]);
  });

  it('reports an unterminated quote at the line where it opens', () => {
    const { rows, errors } = parseStockCsv('code,name\n600519,贵州茅台\n"000858,五粮液\n000568,泸州老窖\n');
    expect(rows.map((r) => r.code)).toEqual(['600519']);
    expect(errors).toEqual([{ line: 3, message: expect.stringContaining('引号') }]);
  });
});

describe('loadBundledStocks', () => {
  const stocks = loadBundledStocks();

  it('parses the bundled file into at least the CSI 300', () => {
    expect(stocks.length).toBeGreaterThanOrEqual(300);
    expect(new Set(stocks.map((s) => s.code)).size).toBe(stocks.length);
    expect(new Set(stocks.map((s) => s.name)).size).toBe(stocks.length);
  });

  it('contains well-known constituents with their exchanges', () => {
    const byCode = new Map(stocks.map((s) => [s.code, s]));
    expect(byCode.get('600519')).toMatchObject({ name: '贵州茅台', exchange: 'SH', initials: 'gzmt' });
    expect(byCode.get('300750')).toMatchObject({ name: '宁德时代', exchange: 'SZ' });
    expect(byCode.get('601318')).toMatchObject({ name: '中国平安', exchange: 'SH' });
    expect(byCode.get('000100')).toMatchObject({ name: 'TCL科技', exchange: 'SZ', initials: 'tclkj' });
  });

  it('gives every stock non-empty pinyin and initials', () => {
    for (const s of stocks) {
      expect(s.pinyin, s.name).toMatch(/^[a-z0-9]+$/);
      expect(s.initials, s.name).toMatch(/^[a-z0-9]+$/);
    }
  });
});
