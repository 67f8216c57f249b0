import { describe, expect, it } from 'vitest';
import { tabOf } from './notice-tabs';

describe('tabOf', () => {
  it('opens the named type, with 10 and 21 on the system tab', () => {
    expect(tabOf('3', {})).toBe(3);
    expect(tabOf('21', {})).toBe(6);
    expect(tabOf('10', { '2': 4 })).toBe(6);
  });

  it('opens the first tab with unread notices when none is named, else 粉丝', () => {
    expect(tabOf(null, { '4': 1, '2': 3 })).toBe(2);
    expect(tabOf('99', {})).toBe(1);
  });
});
