import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser journeys against the production build (`npm run test:e2e`). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One server, one browser per file: keep files sequential on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
