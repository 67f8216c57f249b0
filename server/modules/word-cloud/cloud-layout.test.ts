import { describe, expect, it } from 'vitest';
import {
  CAPTION_BAND,
  CLOUD_HEIGHT,
  CLOUD_WIDTH,
  escapeXml,
  FONT_MAX,
  FONT_MIN,
  layoutCloud,
  renderCloudSvg,
  textWidth,
} from './cloud-layout';

const WORDS = [
  '宁德时代',
  '储能',
  '机器人',
  'AI',
  '算力',
  '光模块',
  '分红',
  '半导体',
  '固态电池',
  'CPO',
  '红利',
  '国产替代',
  '低空经济',
  '消费电子',
  '券商',
  '创新药',
  '白酒',
  '黄金',
  '稀土',
  '军工',
  '光伏',
  '猪周期',
  '液冷',
  '数据中心',
  'ETF',
  '港股',
  '降息',
  '出海',
  '高股息',
  '华为',
  '人形机器人',
  '铜价',
  '锂电',
  '英伟达',
  '存储芯片',
  '游戏',
  '短剧',
  '智能驾驶',
  '汽车',
  '医药',
].map((word, i) => ({ word, weight: 100 / (i + 1) }));

const caption = { title: '今日热词', note: '近24小时 40 篇帖子' };

describe('word cloud layout', () => {
  const placed = layoutCloud(WORDS);

  it('places most words, the heaviest biggest and first', () => {
    expect(placed.length).toBeGreaterThanOrEqual(30);
    expect(placed[0]).toMatchObject({ word: '宁德时代', size: FONT_MAX, rotated: false });
    expect(placed.at(-1)!.size).toBeGreaterThanOrEqual(FONT_MIN);
    expect(placed.some((p) => p.rotated)).toBe(true);
  });

  it('draws no text under 12 px at the sidebar card’s 280 px width', () => {
    const sizes = [...renderCloudSvg(WORDS, caption).matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect((Math.min(...sizes) * 280) / CLOUD_WIDTH).toBeGreaterThanOrEqual(12);
  });

  it('keeps every word inside the box, above the caption', () => {
    for (const p of placed) {
      expect(p.x - p.w / 2).toBeGreaterThanOrEqual(0);
      expect(p.x + p.w / 2).toBeLessThanOrEqual(CLOUD_WIDTH);
      expect(p.y - p.h / 2).toBeGreaterThanOrEqual(0);
      expect(p.y + p.h / 2).toBeLessThanOrEqual(CLOUD_HEIGHT - CAPTION_BAND);
    }
  });

  it('never overlaps two words', () => {
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        const apart = Math.abs(a.x - b.x) * 2 >= a.w + b.w || Math.abs(a.y - b.y) * 2 >= a.h + b.h;
        expect(apart, `${a.word} / ${b.word}`).toBe(true);
      }
    }
  });

  it('sizes an upright word by its height', () => {
    for (const p of placed) {
      const long = textWidth(p.word, p.size);
      expect(p.rotated ? [p.w, p.h] : [p.h, p.w]).toEqual([p.size, long]);
    }
  });

  it('is deterministic: the same words give the same SVG, in any order', () => {
    const svg = renderCloudSvg(WORDS, caption);
    expect(renderCloudSvg([...WORDS].reverse(), caption)).toBe(svg);
    expect(renderCloudSvg(WORDS.slice(1), caption)).not.toBe(svg);
  });

  it('estimates CJK characters at 1 em and ASCII at 0.6 em', () => {
    expect(textWidth('宁德时代', 20)).toBe(80);
    expect(textWidth('ETF', 20)).toBeCloseTo(36);
    expect(textWidth('A股', 10)).toBeCloseTo(16);
  });
});

describe('word cloud SVG', () => {
  it('escapes words and captions', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const svg = renderCloudSvg([{ word: '<script>&', weight: 1 }], { title: '今日热词', note: 'a<b' });
    expect(svg).toContain('&lt;script&gt;&amp;</text>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<desc>a&lt;b</desc>');
  });

  it('is a standalone SVG with the site fonts and the caption', () => {
    const svg = renderCloudSvg(WORDS, caption);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 360"/);
    expect(svg).toContain(`font-family="'WenQuanYi Micro Hei', 'Microsoft YaHei', sans-serif"`);
    expect(svg).toContain('>今日热词 · 近24小时 40 篇帖子</text>');
    expect(svg).toContain('>宁德时代</text>');
  });

  it('says so when there are no words', () => {
    expect(renderCloudSvg([], { title: '近期热词', note: '最近 0 篇帖子' })).toContain('>暂无热词</text>');
  });
});
