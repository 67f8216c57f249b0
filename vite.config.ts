import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Vitest uses its own configs (vitest.config.ts, tests/e2e/vitest.config.ts), never this one.
export default defineConfig({
  plugins: [
    reactRouter(),
    // Text assets are compressed once at build time (.br and .gz beside each file) and served as they are
    // (@fastify/static preCompressed), so no request pays for compressing a script or a stylesheet.
    compression({
      include: /\.(?:js|mjs|css|svg|json|html|txt)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  // `~/*` and `@common/*` come from tsconfig.json.
  resolve: { tsconfigPaths: true },
});
