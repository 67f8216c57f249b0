/** 悬赏工分's amount: SPEC §5's positive-integer rule, within the bounty's bounds. */
import { MONEY_MSG, MONEY_RULES } from '@common/money-vocab';
import { checkPositiveInteger } from '@common/validation';

export function bountyAmount(text: string): { integral: number } | { error: string } {
  const value = text.trim();
  if (!value) return { error: '请输入工分数量' };
  const error = checkPositiveInteger(value);
  if (error) return { error };
  const integral = Number(value);
  return integral < MONEY_RULES.bountyMin || integral > MONEY_RULES.bountyMax
    ? { error: MONEY_MSG.bountyRange }
    : { integral };
}
