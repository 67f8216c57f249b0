const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** Midnight of the current China (UTC+8) calendar day, as an instant; daily caps reset then. */
export function startOfChinaDay(now = Date.now()): Date {
  const shifted = now + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % 86_400_000) - CHINA_OFFSET_MS);
}
