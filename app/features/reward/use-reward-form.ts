/**
 * The reward dialog's state and submit, free of any UI kit (the desktop's reward-dialog.tsx, the phone's
 * h5/money/reward-sheet.tsx): a preset or 其他 amount checked by reward-amount.ts, the pay type the pay
 * dialog starts on, then the reward order through the shared pay dialog.
 */
import { PAY_TYPE } from '@common/constants';
import type { PayType } from '@common/money-vocab';
import { useState } from 'react';
import { useSubmit } from '~/lib/use-submit';
import { usePay } from '../pay/pay-context';
import { useAmountChoice } from '../pay/use-amount-choice';
import { REWARD_CHOICES, type RewardChoice, rewardAmount } from './reward-amount';
import { rewardArticle } from './reward-api';

/** WeChat first: SPEC §9's default. */
export const REWARD_PAY_CHOICES: readonly PayType[] = [
  PAY_TYPE.WECHAT,
  PAY_TYPE.WALLET,
  PAY_TYPE.WORK_POINTS,
];

export const rewardChoiceLabel = (choice: RewardChoice) => (choice === 'other' ? '其他' : `¥${choice}`);

export interface RewardTarget {
  articleId: string;
  /** A comment's author is rewarded instead of the post's. */
  commentId?: number;
  /** Whom the reward goes to, for the title. */
  nickname: string;
}

export function useRewardForm(target: RewardTarget, onClose: () => void, onRewarded?: () => void) {
  const pay = usePay();
  const { setError, ...choice } = useAmountChoice<RewardChoice>(REWARD_CHOICES[0]);
  const [payType, setPayType] = useState<PayType>(PAY_TYPE.WECHAT);
  const { submit, pending } = useSubmit<void>(async () => {
    const amount = rewardAmount(choice.choice, choice.other);
    if ('error' in amount) {
      setError(amount.error);
      return;
    }
    const order = await rewardArticle({
      article_id: target.articleId,
      comment_id: target.commentId,
      money: amount.money,
    });
    // The reward dialog gives way to the pay dialog.
    onClose();
    if (await pay(order, { payType })) onRewarded?.();
  });
  return {
    ...choice,
    payType,
    setPayType,
    pending,
    submit: () => void submit(),
  };
}
