// @vitest-environment happy-dom
import type { PayOrder } from '@common/money';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayContext } from '../pay/pay-context';
import { giftIntegral, rewardArticle } from './reward-api';
import { useGiftForm } from './use-gift-form';
import { useRewardForm } from './use-reward-form';

vi.mock('./reward-api', () => ({ rewardArticle: vi.fn(), giftIntegral: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER = { pay_order_id: 3, money: 800, pay_types: [1, 2, 3] } as PayOrder;
const TARGET = { articleId: 'a1', commentId: 5, nickname: '作者' };

let root: Root;
let reward: ReturnType<typeof useRewardForm>;
let gift: ReturnType<typeof useGiftForm>;
const pay = vi.fn(async (order: PayOrder) => ({ ...order, pay_status: 2 }) as PayOrder | null);
const onClose = vi.fn();
const onRewarded = vi.fn();

function Harness() {
  reward = useRewardForm(TARGET, onClose, onRewarded);
  gift = useGiftForm(42, onClose);
  return null;
}

beforeEach(() => {
  vi.mocked(rewardArticle).mockResolvedValue(ORDER);
  vi.mocked(giftIntegral).mockResolvedValue(ORDER);
  root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      <PayContext value={pay}>
        <Harness />
      </PayContext>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  vi.clearAllMocks();
});

const run = (action: () => void) => act(async () => action());

describe('the reward form (both sites)', () => {
  it('rewards ¥8 by WeChat unless another pay type is chosen, closing before the pay dialog', async () => {
    expect(reward.choice).toBe(8);
    expect(reward.payType).toBe(2);
    await run(() => reward.setPayType(1));
    await run(reward.submit);
    expect(rewardArticle).toHaveBeenCalledWith({ article_id: 'a1', comment_id: 5, money: '8' });
    expect(onClose).toHaveBeenCalled();
    expect(pay).toHaveBeenCalledWith(ORDER, { payType: 1 });
    expect(onRewarded).toHaveBeenCalledTimes(1);
  });

  it('checks 其他 by the decimal rule before any order, and clears the message on edit', async () => {
    await run(() => reward.setChoice('other'));
    await run(reward.submit);
    expect(reward.error).toBe('请输入打赏金额');
    await run(() => reward.setOther('6.666'));
    expect(reward.error).toBeNull();
    await run(reward.submit);
    expect(reward.error).toBe('最多输入两位有效数字');
    expect(rewardArticle).not.toHaveBeenCalled();

    await run(() => reward.setOther('6.66'));
    await run(reward.submit);
    expect(rewardArticle).toHaveBeenCalledWith({ article_id: 'a1', comment_id: 5, money: '6.66' });
  });

  it('does not report a reward the member did not pay', async () => {
    pay.mockResolvedValueOnce(null);
    await run(reward.submit);
    expect(onRewarded).not.toHaveBeenCalled();
  });
});

describe('the gift form (both sites)', () => {
  it('refuses a non-integer amount, then gifts in 工分', async () => {
    await run(gift.submit);
    expect(gift.error).toBe('请输入工分数量');
    await run(() => gift.setText('1.5'));
    await run(gift.submit);
    expect(gift.error).not.toBeNull();
    expect(giftIntegral).not.toHaveBeenCalled();

    await run(() => gift.setText('20'));
    await run(gift.submit);
    expect(giftIntegral).toHaveBeenCalledWith(42, 20);
    expect(pay).toHaveBeenCalledWith(ORDER, { payType: 3 });
    expect(gift.text).toBe('');
  });
});
