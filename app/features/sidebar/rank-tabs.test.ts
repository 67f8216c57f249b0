import { describe, expect, it } from 'vitest';
import { initialRankTab, RANK_TABS } from './rank-tabs';

describe('the rank tab a reader starts on', () => {
  it('follows the hour modulo 3 (SPEC §4)', () => {
    expect(RANK_TABS.map((t) => t.label)).toEqual(['热搜', '月榜', '工分']);
    expect([0, 1, 2, 3, 13, 23].map((h) => initialRankTab(h))).toEqual([
      'search',
      'month',
      'points',
      'search',
      'month',
      'points',
    ]);
  });
});
