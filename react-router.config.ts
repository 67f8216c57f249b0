import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router's default, stated because the first-load budget relies on it
  // (scripts/check-bundle-budget.ts): a page's HTML carries the matched routes' manifest, never all of it.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
