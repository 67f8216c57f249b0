/**
 * Whether this tab has a page of the site to go back to: React Router numbers its history entries
 * (`idx` in history.state); a page opened from a WeChat link or in a new tab is entry 0.
 */
export const hasHistory = (state: unknown): boolean => {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
};
