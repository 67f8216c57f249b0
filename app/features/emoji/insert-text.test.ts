import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './insert-text';

describe('insertAtSelection', () => {
  it('inserts at the caret and moves the caret after the text', () => {
    expect(insertAtSelection('好文章', 1, 1, '[赞]')).toEqual({ value: '好[赞]文章', caret: 4 });
  });

  it('replaces a selection, in either direction', () => {
    expect(insertAtSelection('abcdef', 1, 4, 'X')).toEqual({ value: 'aXef', caret: 2 });
    expect(insertAtSelection('abcdef', 4, 1, 'X')).toEqual({ value: 'aXef', caret: 2 });
  });

  it('appends when the selection is unknown or out of range', () => {
    expect(insertAtSelection('ab', Number.NaN, Number.NaN, '[666]')).toEqual({ value: 'ab[666]', caret: 7 });
    expect(insertAtSelection('ab', 10, 12, 'c')).toEqual({ value: 'abc', caret: 3 });
    expect(insertAtSelection('', 0, 0, '[微笑]')).toEqual({ value: '[微笑]', caret: 4 });
  });
});
