/**
 * Pages of SPEC §2 that later issues build. Until then each renders the shared "coming soon" state
 * (routes/coming-soon.tsx) titled from this table. A route id is a key of this table, optionally followed
 * by `.variant` when several routes share a page (`square.hot`, `user-home.original-page`).
 */
export const COMING_SOON_TITLES = {
  ai: 'AI 助手',
  newest: '快讯',
} as const;

export type ComingSoonPage = keyof typeof COMING_SOON_TITLES;

/** The title of the coming-soon page a route id belongs to. */
export function comingSoonTitle(routeId: string): string {
  const page = routeId.split('.')[0];
  return page in COMING_SOON_TITLES ? COMING_SOON_TITLES[page as ComingSoonPage] : '';
}
