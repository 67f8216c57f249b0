import { describe, expect, it } from 'vitest';
import { searchQuery, searchVector } from './post-index';
import { Segmenter } from './segmenter';

const withStocks = new Segmenter(['宁德时代', '贵州茅台', '中芯国际', '东方财富']);
const plain = new Segmenter();

describe('segmentation with the stock dictionary', () => {
  it.each([
    ['宁德时代发布三季报', ['宁德时代', '发布', '三季报']],
    ['贵州茅台提价，北向资金净流入', ['贵州茅台', '提价', '北向资金', '净流入']],
    ['中芯国际涨停，半导体板块异动', ['中芯国际', '涨停', '半导体', '板块', '异动']],
  ])('keeps stock names and market terms whole: %s', (text, words) => {
    expect(withStocks.queryWords(text)).toEqual(words);
  });

  it('splits stock names it does not know, which is why the dictionary exists', () => {
    expect(plain.queryWords('宁德时代发布三季报')).toEqual(['宁德', '时代', '发布', '三季报']);
    expect(plain.queryWords('贵州茅台')).toEqual(['贵州', '茅台']);
  });

  it('indexes long words with their parts so a partial name still matches', () => {
    const tokens = withStocks.indexTokens('贵州茅台的渠道库存');
    expect(tokens).toEqual(expect.arrayContaining(['贵州', '茅台', '贵州茅台', '渠道', '库存']));
  });

  it('drops punctuation, lowercases letters and keeps codes', () => {
    expect(withStocks.queryWords('「东方财富」ETF，300059！')).toEqual(['东方财富', 'etf', '300059']);
    expect(withStocks.queryWords('，。！？')).toEqual([]);
  });

  it('extracts the keywords of a text without stop words', () => {
    const text = '宁德时代储能订单大增，我们认为宁德时代的储能业务是今年的看点，储能需求旺盛。';
    const words = withStocks.keywords(text, 5).map((k) => k.keyword);
    expect(words).toContain('宁德时代');
    expect(words).toContain('储能');
    expect(words).not.toContain('我们');
    expect(words).not.toContain('认为');
  });

  it('keeps only the given parts of speech, and the dictionary’s own words whatever their tag', () => {
    const text = '工业母机接近涨停，宁德时代需求旺盛，办公软件方向明确。';
    const words = withStocks.keywords(text, 20, new Set(['n'])).map((k) => k.keyword);
    expect(words).toEqual(expect.arrayContaining(['工业母机', '办公软件', '宁德时代', '涨停', '方向']));
    for (const w of ['接近', '需求', '旺盛', '明确', '母机', '办公']) expect(words).not.toContain(w);
  });
});

describe('search documents', () => {
  const doc = {
    title: '宁德时代点评',
    tags: ['储能'],
    summary: '摘要提到钠电池',
    text: '摘要提到钠电池。正文写到固态电池',
    gated: false,
  };

  it('weights title and tags A, summary B and body C', () => {
    const v = searchVector(withStocks, doc);
    expect(v).toMatch(/'宁德时代':\d+A/);
    expect(v).toMatch(/'储能':\d+A/);
    expect(v).toMatch(/'钠电池':\d+B/);
    expect(v).toMatch(/'固态电池':\d+C/);
  });

  it('indexes only the title and tags of a gated post', () => {
    const v = searchVector(withStocks, { ...doc, gated: true });
    expect(v).toContain('宁德时代');
    expect(v).not.toContain('钠电池');
    expect(v).not.toContain('固态电池');
  });

  it('builds weighted queries and none for an empty one', () => {
    expect(searchQuery(['宁德时代', '储能'], 'A')).toBe("'宁德时代':A & '储能':A");
    expect(searchQuery(['储能'])).toBe("'储能'");
    expect(searchQuery([])).toBeNull();
  });
});
