import { describe, expect, it } from 'vitest';
import { lazyImages } from './article-html';

describe('lazyImages', () => {
  it('lazy-loads body images unless they say how they load', () => {
    expect(lazyImages('<p>a<img src="/x.png" alt="x"></p><img loading="eager" src="/y.png">')).toBe(
      '<p>a<img loading="lazy" src="/x.png" alt="x"></p><img loading="eager" src="/y.png">',
    );
    expect(lazyImages('<p>no images</p>')).toBe('<p>no images</p>');
  });
});
