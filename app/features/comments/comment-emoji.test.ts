import { describe, expect, it } from 'vitest';
import { renderCommentEmoji } from './comment-emoji';

describe('comment emoji', () => {
  it('turns known names in text into 24px images', () => {
    const html = renderCommentEmoji('好文[赞]<br>[未知]');
    expect(html).toMatch(/^好文<img [^>]*data-emoji="\[赞\]"[^>]*>/);
    expect(html).toContain('width="24"');
    expect(html).toContain('src="/emoji/zan.svg"');
    expect(html.endsWith('<br>[未知]')).toBe(true);
  });

  it('leaves names inside attributes alone', () => {
    const html = '<a href="/a/[赞]" title="[赞]" target="_blank">看[赞]</a>';
    const out = renderCommentEmoji(html);
    expect(out.startsWith('<a href="/a/[赞]" title="[赞]" target="_blank">看<img ')).toBe(true);
    expect(out.endsWith('</a>')).toBe(true);
  });

  it('keeps text without names as is', () => {
    expect(renderCommentEmoji('a &lt; b')).toBe('a &lt; b');
  });
});
