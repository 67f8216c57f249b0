import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and API tests (`npm test` on PGlite, `npm run test:pg` on PostgreSQL). Browser journeys have
 * their own config in tests/e2e. Each worker loads a migrated, seeded database snapshot made once by
 * the global setup, so no test pays for initdb or migrations.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'build/**', 'data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
