import { describe, expect, it } from 'vitest';
import { REWARD_CHOICES, rewardAmount } from './reward-amount';

describe('the reward amount', () => {
  it('offers 8, 28, 88, 188, 288 yuan and 其他 (SPEC §9)', () => {
    expect(REWARD_CHOICES).toEqual([8, 28, 88, 188, 288, 'other']);
    expect(rewardAmount(28, 'ignored')).toEqual({ money: '28' });
  });

  it('takes a positive amount with at most two decimals as 其他', () => {
    expect(rewardAmount('other', ' 6.66 ')).toEqual({ money: '6.66' });
    expect(rewardAmount('other', '0.01')).toEqual({ money: '0.01' });
    expect(rewardAmount('other', '10000')).toEqual({ money: '10000' });
  });

  it("refuses what SPEC §5's positive-decimal rule refuses, with its messages", () => {
    expect(rewardAmount('other', '1.234')).toEqual({ error: '最多输入两位有效数字' });
    expect(rewardAmount('other', 'abc')).toEqual({ error: '数字格式错误' });
    expect(rewardAmount('other', '0')).toEqual({ error: '数字格式错误' });
    expect(rewardAmount('other', '-5')).toEqual({ error: '数字格式错误' });
    expect(rewardAmount('other', '')).toEqual({ error: '请输入打赏金额' });
  });

  it('refuses more than the largest reward', () => {
    expect(rewardAmount('other', '10000.01')).toEqual({ error: '打赏金额不能超过10000元' });
  });
});
