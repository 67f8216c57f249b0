import { describe, expect, it } from 'vitest';
import { parseSearchQuery, resultKind, searchParamsOf, stockSearchUrl } from './search-query';
import { isPostScope } from './search-scopes';

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));

describe('search page URL state', () => {
  it('reads keyword, scope, order and page', () => {
    expect(parse('k=%20茅台%20&type=2&order=1&page=3')).toEqual({
      keyword: '茅台',
      scope: '2',
      order: 1,
      page: 3,
    });
  });

  it('falls back to all posts, relevance and page 1 for missing or bad values', () => {
    expect(parse('')).toEqual({ keyword: '', scope: '1', order: 0, page: 1 });
    expect(parse('k=a&type=zzz&order=9&page=-2')).toEqual({ keyword: 'a', scope: '1', order: 0, page: 1 });
    expect(parse('k=a&type=user&order=x&page=1e3')).toEqual({
      keyword: 'a',
      scope: 'user',
      order: 0,
      page: 1,
    });
  });

  it('limits the scopes where a page searches posts only', () => {
    expect(parseSearchQuery(new URLSearchParams('type=user&k=a'), isPostScope).scope).toBe('1');
    expect(parseSearchQuery(new URLSearchParams('type=8&k=a'), isPostScope).scope).toBe('8');
  });

  it('writes the state back without defaults, and order only for posts', () => {
    expect(searchParamsOf({ keyword: '茅台', scope: '1', order: 0, page: 1 }).toString()).toBe(
      'k=%E8%8C%85%E5%8F%B0&type=1',
    );
    expect(searchParamsOf({ keyword: 'a', scope: '5', order: 2, page: 4 }).toString()).toBe(
      'k=a&type=5&order=2&page=4',
    );
    expect(searchParamsOf({ keyword: 'a', scope: 'stock', order: 2, page: 2 }).toString()).toBe(
      'k=a&type=stock&page=2',
    );
  });

  it('maps scopes to what they list', () => {
    expect(['1', '2', '8', '5'].map((s) => resultKind(s as '1'))).toEqual([
      'posts',
      'posts',
      'posts',
      'posts',
    ]);
    expect(resultKind('stock')).toBe('stocks');
    expect(resultKind('user')).toBe('users');
    expect(resultKind('product')).toBe('products');
    expect(resultKind('announcement')).toBe('announcements');
  });

  it('links to a search within one stock', () => {
    expect(stockSearchUrl(12, '年报')).toBe('/search/12?type=1&k=%E5%B9%B4%E6%8A%A5');
  });
});
