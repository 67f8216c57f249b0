import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './workers';

/** Browser journeys against the production build (`npm run test:e2e`). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // Journeys read the app's own constants (the newest tool's speech pause, the viewer's reset).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One server per worker (global-setup.ts); a worker runs its files one after another.
    maxWorkers: E2E_WORKERS,
    // Watchdogs, not budgets: they stop a hang, and a loaded machine may take many times the usual time.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
    expect: { poll: { timeout: 2 * 60_000, interval: 50 } },
  },
});
