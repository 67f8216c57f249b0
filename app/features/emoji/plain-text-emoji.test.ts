import { describe, expect, it } from 'vitest';
import { plainTextEmojiHtml } from './plain-text-emoji';

describe('plainTextEmojiHtml', () => {
  it('shows known emoji names as the 24px images, as post bodies store them', () => {
    expect(plainTextEmojiHtml('看好[微笑]')).toBe(
      '看好<img class="emoji" data-emoji="[微笑]" src="/emoji/weixiao.svg" alt="[微笑]" width="24" height="24">',
    );
  });

  it('keeps unknown names as text', () => {
    expect(plainTextEmojiHtml('[不存在]')).toBe('[不存在]');
  });

  it('escapes the text, so an excerpt never carries markup', () => {
    expect(plainTextEmojiHtml('<img src=x onerror=alert(1)>[赞]&')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;<img class="emoji" data-emoji="[赞]" src="/emoji/zan.svg" alt="[赞]" width="24" height="24">&amp;',
    );
  });
});
