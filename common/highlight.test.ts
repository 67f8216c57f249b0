import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

const hits = (text: string, words: string[]) =>
  highlightSegments(text, words)
    .filter((s) => s.hit)
    .map((s) => s.text);

describe('highlightSegments', () => {
  it('splits text around the matched words, keeping every character', () => {
    const segments = highlightSegments('贵州茅台发布年报，茅台酒量价齐升', ['茅台', '年报']);
    expect(segments).toEqual([
      { text: '贵州', hit: false },
      { text: '茅台', hit: true },
      { text: '发布', hit: false },
      { text: '年报', hit: true },
      { text: '，', hit: false },
      { text: '茅台', hit: true },
      { text: '酒量价齐升', hit: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('贵州茅台发布年报，茅台酒量价齐升');
  });

  it('matches case-insensitively and keeps the text as written', () => {
    expect(hits('AI 芯片与ai应用、Ai 服务器', ['ai'])).toEqual(['AI', 'ai', 'Ai']);
  });

  it('prefers the longest word where several match at one place', () => {
    expect(highlightSegments('贵州茅台', ['茅台', '贵州茅台'])).toEqual([{ text: '贵州茅台', hit: true }]);
  });

  it('joins adjacent hits of different words into one run', () => {
    expect(highlightSegments('宁德时代涨停', ['宁德', '时代'])).toEqual([
      { text: '宁德时代', hit: true },
      { text: '涨停', hit: false },
    ]);
  });

  it('treats regex characters in words literally', () => {
    expect(hits('a.b axb (1+1) [x] $5 \\d', ['a.b', '(1+1)', '[x]', '$5', '\\d'])).toEqual([
      'a.b',
      '(1+1)',
      '[x]',
      '$5',
      '\\d',
    ]);
    expect(hits('axb', ['a.b', '.*'])).toEqual([]);
  });

  it('ignores blank and repeated words', () => {
    expect(highlightSegments('半导体', ['', '  '])).toEqual([{ text: '半导体', hit: false }]);
    expect(highlightSegments('半导体', [])).toEqual([{ text: '半导体', hit: false }]);
    expect(hits('半导体 半导体', ['半导体', '半导体', ' 半导体 '])).toEqual(['半导体', '半导体']);
  });

  it('returns nothing for empty text', () => {
    expect(highlightSegments('', ['茅台'])).toEqual([]);
  });

  it('handles characters outside the BMP', () => {
    expect(highlightSegments('𠮷野家🚀上涨', ['🚀'])).toEqual([
      { text: '𠮷野家', hit: false },
      { text: '🚀', hit: true },
      { text: '上涨', hit: false },
    ]);
  });
});
