import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The React Router plugin must not run inside Vitest (unit tests import modules directly).
  plugins: [!process.env.VITEST && reactRouter()],
  // `~/*` and `@common/*` come from tsconfig.json.
  resolve: { tsconfigPaths: true },
});
