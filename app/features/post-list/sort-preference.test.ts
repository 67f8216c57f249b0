import { describe, expect, it } from 'vitest';
import { listPath, listQuery, parseListPath, SORT_ORDER } from './list-route';
import { preferenceOfSort, sortFromPreference } from './sort-preference';

describe('sort preference (SPEC §2: 0 publish, 1 home, 5 action, 3 thirty-day)', () => {
  it.each([
    ['0', 'publish'],
    ['1', 'hot'],
    ['5', 'action'],
    ['3', '30'],
  ] as const)('stored %s picks %s', (raw, sort) => {
    expect(sortFromPreference(raw)).toBe(sort);
    expect(preferenceOfSort(sort)).toBe(raw);
  });

  it.each([null, undefined, '', ' ', '2', 'hot', '1.0', 'NaN'])('falls back to hot for %s', (raw) => {
    expect(sortFromPreference(raw)).toBe('hot');
  });
});

describe('list routes', () => {
  it('maps the sorts to the API orders', () => {
    expect(SORT_ORDER).toEqual({ hot: 1, publish: 0, action: 5, '30': 3 });
  });

  it.each([
    ['/', { section: 'study', sort: null, categoryId: '' }],
    ['/study', { section: 'study', sort: null, categoryId: '' }],
    ['/square/', { section: 'square', sort: null, categoryId: '' }],
    ['/live', { section: 'live', sort: null, categoryId: '' }],
    ['/study_hot', { section: 'study', sort: 'hot', categoryId: '' }],
    ['/square_publish/97', { section: 'square', sort: 'publish', categoryId: '97' }],
    ['/live_action', { section: 'live', sort: 'action', categoryId: '' }],
    ['/study_30/102', { section: 'study', sort: '30', categoryId: '102' }],
  ] as const)('parses %s', (path, route) => {
    expect(parseListPath(path)).toEqual(route);
  });

  it.each(['/study_hot/abc', '/study_new', '/a/1', '/square_hot/97/x', '/studyx'])('rejects %s', (path) => {
    expect(parseListPath(path)).toBeNull();
  });

  it('builds sorted paths', () => {
    expect(listPath('square', 'publish')).toBe('/square_publish');
    expect(listPath('study', '30', '98')).toBe('/study_30/98');
  });

  it('sends isGarden 2 for the life section', () => {
    expect(listQuery({ section: 'live', sort: null, categoryId: '' }, 'hot')).toEqual({
      back_garden: 2,
      order: 1,
      category_id: '',
    });
    expect(listQuery({ section: 'square', sort: 'action', categoryId: '97' }, 'action')).toEqual({
      back_garden: 1,
      order: 5,
      category_id: '97',
    });
  });
});
