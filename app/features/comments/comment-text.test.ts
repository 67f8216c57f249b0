import { COMMENT_MAX } from '@common/interaction-vocab';
import { describe, expect, it } from 'vitest';
import { commentProblem, commentTextToHtml } from './comment-text';

describe('comment text', () => {
  it('refuses empty and overlong text with the API messages', () => {
    expect(commentProblem('')).toBe('评论内容不能为空');
    expect(commentProblem('  \n ')).toBe('评论内容不能为空');
    expect(commentProblem('好'.repeat(COMMENT_MAX))).toBeNull();
    expect(commentProblem('好'.repeat(COMMENT_MAX + 1))).toBe('评论内容不能超过1000字');
    expect(commentProblem('😀'.repeat(COMMENT_MAX))).toBeNull();
  });

  it('escapes markup and keeps line breaks', () => {
    expect(commentTextToHtml(' a<b> & "c"\nd\r\ne [赞] ')).toBe(
      'a&lt;b&gt; &amp; &quot;c&quot;<br>d<br>e [赞]',
    );
  });
});
