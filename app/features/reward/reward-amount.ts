/** The reward dialog's amount: a preset (SPEC §9) or 其他, checked by SPEC §5's positive-decimal rule. */
import { REWARD_PRESETS } from '@common/constants';
import { MONEY_MSG, MONEY_RULES, yuanToFen } from '@common/money-vocab';
import { checkPositiveDecimal } from '@common/validation';

export type RewardChoice = (typeof REWARD_PRESETS)[number] | 'other';

export const REWARD_CHOICES: readonly RewardChoice[] = [...REWARD_PRESETS, 'other'];

/** The amount in yuan as the API takes it ("8", "6.66"), or the message that refuses it. */
export function rewardAmount(choice: RewardChoice, other: string): { money: string } | { error: string } {
  if (choice !== 'other') return { money: String(choice) };
  const text = other.trim();
  if (!text) return { error: '请输入打赏金额' };
  const error = checkPositiveDecimal(text);
  if (error) return { error };
  if (yuanToFen(text) > MONEY_RULES.rewardMaxFen) return { error: MONEY_MSG.rewardRange };
  return { money: text };
}
