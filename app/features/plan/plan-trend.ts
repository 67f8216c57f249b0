/**
 * Red up, green down (the A-share convention; common/action-vocab's trendOf decides, as on the 异动
 * pages): class names for the page, colours for what CSS cannot reach (the chart, the share image).
 */
import { trendOf } from '@common/action-vocab';

export const RISE = '#e8382f';
export const FALL = '#12a150';

const CLASSES = { up: 'plan-up', down: 'plan-down', flat: '' } as const;
const COLORS = { up: RISE, down: FALL, flat: undefined } as const;

/** A return's class: '' for none or zero. */
export const rateClass = (rate: number | null) => (rate == null ? '' : CLASSES[trendOf(rate)]);

/** A return's colour: none for none or zero. */
export const rateColor = (rate: number | null) => (rate == null ? undefined : COLORS[trendOf(rate)]);
