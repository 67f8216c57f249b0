/**
 * The paging fields of every list call, with the tolerances REFERENCE.md asks of us: clients written for
 * the real site send page sizes far above any maximum (`limit: 200`, `limit: 999`) and expect the largest
 * page, and a 0 or missing `start` on a 1-based list means the first page.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

/** The largest page any list serves. */
export const PAGE_SIZE_MAX = 50;

export const PAGE_SIZE_MSG = '每页条数有误';
export const PAGE_NO_MSG = '页码有误';

/** A non-negative whole number; 0 and a missing value (also `null` and '', which coerce to 0) mean "unset". */
const count = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine((n) => Number.isInteger(n) && n >= 0, message)
    .optional();

/** `limit`: unset gives `fallback`, anything above `max` is clamped to `max`. */
export const pageSize = (fallback: number, max = PAGE_SIZE_MAX) =>
  count(PAGE_SIZE_MSG).transform((n) => (n ? Math.min(n, max) : fallback));

/**
 * `start` as a 1-based page number: unset gives the first page. Pages past `max` are refused (they are
 * OFFSET pages, whose cost grows with depth), with `tooDeepMsg` when the list says how to read on.
 */
export const pageNo = (max: number, tooDeepMsg = `最多翻到第${max}页`) =>
  count(PAGE_NO_MSG)
    .transform((n) => n || 1)
    .refine((n) => n <= max, tooDeepMsg);
