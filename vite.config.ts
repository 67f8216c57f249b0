/// <reference types="vitest/config" />
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';

export default defineConfig({
  // The React Router plugin must not run inside Vitest (unit tests import modules directly).
  plugins: [!process.env.VITEST && reactRouter()],
  // `~/*` and `@common/*` come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  // `npm test` (no vitest.config.ts at the root) uses this file: the browser journeys have their own
  // config (tests/e2e/vitest.config.ts) and need a running server.
  test: { exclude: [...configDefaults.exclude, 'tests/e2e/**'] },
});
