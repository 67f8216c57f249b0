import { describe, expect, it } from 'vitest';
import { nextSlide, slideHref } from './banner';
import { RULE_LINKS } from './sidebar-links';

describe('sidebar', () => {
  it('cycles the banner slides; https links leave through the leaving page', () => {
    expect([0, 1].map((i) => nextSlide(i, 2))).toEqual([1, 0]);
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0]);
    expect(slideHref('/product')).toBe('/product');
    expect(slideHref('https://example.com/a')).toBe('/url/middleware?target=https%3A%2F%2Fexample.com%2Fa');
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
