import { describe, expect, it } from 'vitest';
import { initialRankTab, RANK_TABS } from './rank-tabs';

describe('the rank tab a reader starts on', () => {
  it('follows the hour modulo 3 (SPEC §4)', () => {
    expect(RANK_TABS.map((t) => t.label)).toEqual(['热搜', '月榜', '工分']);
    const all = RANK_TABS.map((t) => t.key);
    expect([0, 1, 2, 3, 13, 23].map((h) => initialRankTab(h, all))).toEqual([
      'search',
      'month',
      'points',
      'search',
      'month',
      'points',
    ]);
  });

  it('starts on 热搜 in the hours of the hidden 工分 board', () => {
    expect([0, 1, 2, 5, 22, 23].map((h) => initialRankTab(h))).toEqual([
      'search',
      'month',
      'search',
      'search',
      'month',
      'search',
    ]);
  });
});
