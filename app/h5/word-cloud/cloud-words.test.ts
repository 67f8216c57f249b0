import { describe, expect, it } from 'vitest';
import { renderCloudSvg } from '../../../server/modules/word-cloud/cloud-layout';
import { tappedWord, wordSearchUrl } from './cloud-words';

/** An element inside the SVG whose nearest <text> has these attributes and text. */
const inside = (text: { anchor?: string; content: string } | null) => ({
  closest: () =>
    text && {
      hasAttribute: (name: string) => name === 'text-anchor' && text.anchor !== undefined,
      textContent: text.content,
    },
});

describe('tappedWord', () => {
  it('reads the word of the tapped <text>', () => {
    expect(tappedWord(inside({ content: ' 半导体 ' }))).toBe('半导体');
  });

  it('misses the caption, the empty cloud and the space between words', () => {
    expect(tappedWord(inside({ anchor: 'end', content: '今日热词 · 近24小时 12 篇帖子' }))).toBeNull();
    expect(tappedWord(inside({ content: '暂无热词' }))).toBeNull();
    expect(tappedWord(inside(null))).toBeNull();
    expect(tappedWord(null)).toBeNull();
  });
});

describe('the server SVG', () => {
  it('draws words without an anchor of their own and the caption anchored at the end', () => {
    const svg = renderCloudSvg(
      [
        { word: '半导体', weight: 0.5 },
        { word: '算力', weight: 0.3 },
      ],
      { title: '今日热词', note: '近24小时 12 篇帖子' },
    );
    const texts = [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)];
    const words = texts.filter(([, attrs]) => !attrs.includes('text-anchor')).map(([, , word]) => word);
    expect(words.sort()).toEqual(['半导体', '算力']);
    expect(texts.filter(([, attrs]) => attrs.includes('text-anchor="end"'))).toHaveLength(1);
  });
});

describe('wordSearchUrl', () => {
  it('searches the word in every post field', () => {
    expect(wordSearchUrl('AI 算力')).toBe('/search/new?k=AI+%E7%AE%97%E5%8A%9B&type=1');
  });
});
