import { CONTENT_MAX, POST_MSG, POST_STATUS } from '@common/post-vocab';
import { describe, expect, it } from 'vitest';
import { checkShortPost, publishedPath, shortPostRequest } from './short-post';

describe('checkShortPost', () => {
  it('asks for content when the text is empty or blank', () => {
    expect(checkShortPost('')).toBe(POST_MSG.contentRequired);
    expect(checkShortPost(' \n\t ')).toBe(POST_MSG.contentRequired);
  });

  it('rejects text whose post HTML is over the limit', () => {
    expect(checkShortPost('a'.repeat(CONTENT_MAX + 1))).toBe(POST_MSG.contentTooLong);
    // Escaping counts: '<' becomes '&lt;'.
    expect(checkShortPost('<'.repeat(CONTENT_MAX / 2))).toBe(POST_MSG.contentTooLong);
  });

  it('accepts ordinary text', () => {
    expect(checkShortPost('今天看好 $贵州茅台(600519)$')).toBeNull();
  });
});

describe('shortPostRequest', () => {
  it('is a garden post without a title, its text escaped with line breaks kept', () => {
    const request = shortPostRequest('第一行\n<b>第二行</b>\n\n');
    expect(request.type).toBe('garden');
    expect(request.title).toBe('');
    expect(request.category_id).toBe('');
    expect(request.to_square).toBe(0);
    expect(request.content).toBe('第一行<br>&lt;b&gt;第二行&lt;/b&gt;');
  });
});

describe('publishedPath', () => {
  it('opens the mobile article of a published post', () => {
    expect(publishedPath({ article_id: 'a1', status: POST_STATUS.PUBLISHED })).toBe('/h5/article/a1');
  });

  it('stays put while the post is in review', () => {
    expect(publishedPath({ article_id: 'a1', status: POST_STATUS.REVIEW })).toBeNull();
  });
});
