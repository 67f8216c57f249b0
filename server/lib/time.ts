const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** Midnight of the current China (UTC+8) calendar day, as an instant; daily caps reset then. */
export function startOfChinaDay(now = Date.now()): Date {
  const shifted = now + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % 86_400_000) - CHINA_OFFSET_MS);
}

/** The China (UTC+8) calendar date of an instant, as `YYYY-MM-DD` (a `date` column's value). */
export function chinaDate(now = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
