import { describe, expect, it } from 'vitest';
import { giftAmount } from './gift-amount';

describe('the 工分 gift amount', () => {
  it('takes a positive whole number', () => {
    expect(giftAmount(' 20 ')).toEqual({ integral: 20 });
  });

  it("refuses what SPEC §5's positive-integer rule refuses, and more than a gift may carry", () => {
    expect(giftAmount('1.5')).toEqual({ error: '必须是整数' });
    expect(giftAmount('abc')).toEqual({ error: '必须是整数' });
    expect(giftAmount('0')).toEqual({ error: '必须大于0' });
    expect(giftAmount('')).toEqual({ error: '请输入工分数量' });
    expect(giftAmount('100001')).toEqual({ error: '赠送工分需在1~100000之间' });
  });
});
