import { configDefaults, defineConfig } from 'vitest/config';

/** The API tests: the real server on a real database. They alone run again on PostgreSQL (`npm run test:pg`). */
const API_TESTS = ['tests/api/**/*.test.ts'];

/**
 * A watchdog, not a budget: it only stops a hang. The slowest test takes about a minute on a quiet 2-core
 * machine; a loaded one (another suite beside it) takes several times that, and nothing here asserts time.
 */
const WATCHDOG_MS = 15 * 60_000;

/**
 * `npm test` on PGlite, `npm run test:pg` (the `api` project on PostgreSQL). Browser journeys have their own
 * config in tests/e2e. Each API worker loads a migrated, seeded database snapshot made once by the global
 * setup, so no test pays for initdb or migrations, and keeps one module graph for all its files (ADR 24).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: WATCHDOG_MS,
    hookTimeout: WATCHDOG_MS,
    teardownTimeout: WATCHDOG_MS,
    expect: { poll: { timeout: 2 * 60_000, interval: 20 } },
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...API_TESTS, 'tests/e2e/**', 'build/**', 'data/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: API_TESTS,
          globalSetup: ['tests/support/global-setup.ts'],
          // Every file builds its own app on its own database; sharing the loaded modules saves the
          // seconds each file spent importing the server again.
          isolate: false,
        },
      },
    ],
  },
});
