/** /mine/wellat's top-up amount: the presets, and the rule the 其他 amount must pass before an order opens. */
import { MONEY_MSG, MONEY_RULES, yuanToFen } from '@common/money-vocab';
import { checkPositiveDecimal } from '@common/validation';

/** Yuan. */
export const TOPUP_PRESETS = [10, 50, 100, 500] as const;

export const TOPUP_EMPTY_MSG = '请输入充值金额';

/** Why a typed amount (yuan) cannot be topped up, or null: the SPEC §5 decimal rule, then the bounds. */
export function checkTopup(text: string): string | null {
  const value = text.trim();
  if (!value) return TOPUP_EMPTY_MSG;
  const format = checkPositiveDecimal(value);
  if (format) return format;
  const fen = yuanToFen(value);
  return fen < MONEY_RULES.topupMinFen || fen > MONEY_RULES.topupMaxFen ? MONEY_MSG.topupRange : null;
}
