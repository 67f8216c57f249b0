import { describe, expect, it } from 'vitest';
import { hasHistory } from './history';

describe('hasHistory', () => {
  it("is true past React Router's first entry only", () => {
    expect(hasHistory({ idx: 2, key: 'k' })).toBe(true);
    expect(hasHistory({ idx: 0, key: 'default' })).toBe(false);
    expect(hasHistory(null)).toBe(false);
    expect(hasHistory({})).toBe(false);
  });
});
