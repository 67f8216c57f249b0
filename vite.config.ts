import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Vitest uses its own configs (vitest.config.ts, tests/e2e/vitest.config.ts), never this one.
export default defineConfig({
  plugins: [reactRouter()],
  // `~/*` and `@common/*` come from tsconfig.json.
  resolve: { tsconfigPaths: true },
});
