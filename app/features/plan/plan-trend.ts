/**
 * Red up, green down (the A-share convention; common/action-vocab's trendOf decides, as on the 异动
 * pages): class names for the page, colours for what CSS cannot reach (the chart, the share image).
 */
import { trendOf } from '@common/action-vocab';

/** styles/base.css's --up and --down in the light theme (AA on white), for the chart and the white image. */
export const RISE = '#cf1322';
export const FALL = '#0a7f3a';
export const TREND_COLORS = { up: RISE, down: FALL } as const;

const CLASSES = { up: 'plan-up', down: 'plan-down', flat: '' } as const;

/** A return's class: '' for none or zero. */
export const rateClass = (rate: number | null) => (rate == null ? '' : CLASSES[trendOf(rate)]);

/** A return's direction: none for none or zero. */
export const rateTrend = (rate: number | null) => {
  const trend = rate == null ? 'flat' : trendOf(rate);
  return trend === 'flat' ? undefined : trend;
};
