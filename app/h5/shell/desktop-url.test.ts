import { describe, expect, it } from 'vitest';
import { desktopPath } from './desktop-url';

describe('desktopPath', () => {
  it('maps an article and a member home to their desktop pages', () => {
    expect(desktopPath('/h5/article/42', '')).toBe('/a/42');
    expect(desktopPath('/h5/article/42/', '?from=wx')).toBe('/a/42');
    expect(desktopPath('/h5/mine', '?id=u%2F1')).toBe('/u/u%2F1');
    expect(desktopPath('/h5/mine', '?id=7&tab=2')).toBe('/u/7');
  });

  it("maps the member centre and one's own home into /mine", () => {
    expect(desktopPath('/h5/mine/draft', '')).toBe('/mine/draft');
    expect(desktopPath('/h5/mine/info', '?x=1')).toBe('/mine/info');
    expect(desktopPath('/h5/mine', '')).toBe('/mine/article');
  });

  it('maps the word cloud, the empty-state pages and everything else', () => {
    expect(desktopPath('/h5/word-cloud', '')).toBe('/jc/f');
    expect(desktopPath('/h5/announcement/9', '')).toBe('/announcement/9');
    expect(desktopPath('/h5/time-article', '')).toBe('/timeline');
    expect(desktopPath('/h5/ai', '')).toBe('/ai');
    expect(desktopPath('/h5/share_industry/12', '')).toBe('/industryChain/12');
    expect(desktopPath('/h5/invite', '?code=1')).toBe('/');
    expect(desktopPath('/h5/image/2024-01-02', '')).toBe('/action/2024-01-02');
    expect(desktopPath('/h5/image', '')).toBe('/action');
  });
});
