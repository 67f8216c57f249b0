import { describe, expect, it } from 'vitest';
import { nextSlide } from './banner';
import { BANNER_SLIDES, RULE_LINKS } from './sidebar-links';

describe('sidebar', () => {
  it('cycles the two banner slides', () => {
    expect(BANNER_SLIDES.map((s) => s.to)).toEqual(['/product', '/open-account']);
    expect([0, 1].map((i) => nextSlide(i, 2))).toEqual([1, 0]);
  });

  it('links only the real rules and about pages', () => {
    expect(RULE_LINKS.map((l) => l.to)).toEqual([
      '/protocol/community',
      '/protocol/service',
      '/protocol/privacy',
      '/about/jc',
    ]);
  });
});
