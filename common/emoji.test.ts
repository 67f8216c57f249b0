import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../server/lib/sanitize';
import { EMOJI_BY_NAME, EMOJI_LIST, EMOJI_PICKER_LIST, emojiToText, renderEmojiText } from './emoji';

const ZAN = '<img class="emoji" data-emoji="[赞]" src="/emoji/zan.svg" alt="[赞]" width="24" height="24">';

describe('emoji list', () => {
  it('has about 50 entries with unique names, some ids repeated, every image present', () => {
    expect(EMOJI_LIST.length).toBeGreaterThanOrEqual(45);
    expect(EMOJI_LIST.length).toBeLessThanOrEqual(60);
    expect(new Set(EMOJI_LIST.map((e) => e.name)).size).toBe(EMOJI_LIST.length);
    expect(new Set(EMOJI_LIST.map((e) => e.id)).size).toBeLessThan(EMOJI_LIST.length);
    for (const e of EMOJI_LIST) {
      expect(e.name).toMatch(/^\[[^[\]]{1,8}\]$/);
      expect(e.src).toBe(`/emoji/${e.id}.svg`);
      expect(existsSync(path.join('public', e.src)), e.src).toBe(true);
    }
  });

  it('includes the names the demo comments use', () => {
    for (const name of ['[赞]', '[笑哭]', '[加油]', '[思考]', '[666]', '[捂脸]', '[抱拳]', '[微笑]']) {
      expect(EMOJI_BY_NAME.has(name), name).toBe(true);
    }
  });

  it('shows each image once in the picker', () => {
    expect(new Set(EMOJI_PICKER_LIST.map((e) => e.id)).size).toBe(EMOJI_PICKER_LIST.length);
    expect(EMOJI_PICKER_LIST.map((e) => e.name)).toContain('[赞]');
    expect(EMOJI_PICKER_LIST.map((e) => e.name)).not.toContain('[点赞]');
  });
});

describe('renderEmojiText', () => {
  it('turns known names into 24px images and leaves other text alone', () => {
    expect(renderEmojiText('好文[赞][赞]')).toBe(`好文${ZAN}${ZAN}`);
    expect(renderEmojiText('[点赞]')).toContain('src="/emoji/zan.svg"');
    expect(renderEmojiText('[不存在] [ 赞] [赞')).toBe('[不存在] [ 赞] [赞');
    expect(renderEmojiText('a [666] b')).toContain('data-emoji="[666]"');
  });

  it('never creates markup from escaped input', () => {
    const escaped = '&lt;script&gt;[赞&quot;]&lt;/script&gt;';
    expect(renderEmojiText(escaped)).toBe(escaped);
  });
});

describe('emojiToText', () => {
  it('turns rendered images back into names', () => {
    const text = '今天[笑哭]，明天[加油]！[不认识]';
    expect(emojiToText(renderEmojiText(text))).toBe(text);
  });

  it('reads images as the server sanitiser re-serialises them', () => {
    const stored = sanitizePostHtml(`<p>好${ZAN}</p>`);
    expect(stored).toContain('data-emoji="[赞]"');
    expect(emojiToText(stored)).toBe('<p>好[赞]</p>');
    expect(emojiToText("<img src='/emoji/zan.svg' data-emoji='[赞]' />")).toBe('[赞]');
  });

  it('keeps other images', () => {
    const html = '<img src="/uploads/20240101/abc.png" alt="x"><img data-emoji="[nope]" src="/x.svg">';
    expect(emojiToText(html)).toBe(html);
  });
});
