import { reactRouter } from '@react-router/dev/vite';
import type { CodeSplittingOptions } from 'rolldown';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdCss } from './scripts/antd-css-plugin';
import { antdZeroRuntime } from './scripts/antd-zero-runtime-plugin';
import { shellChunks } from './scripts/shell-chunk-plugin';

const shells = shellChunks();

/**
 * The browser build's chunks (issue 12: at most 40 files in a page's first load): React and React Router,
 * which every page loads, in one chunk; the root's and the desktop layout's static imports in one each
 * (scripts/shell-chunk-plugin.ts).
 * Everything else is cut by Rolldown along the lines of which pages and on-demand chunks use it.
 */
const CLIENT_CHUNKS: CodeSplittingOptions = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 10,
    },
    ...shells.groups,
  ],
};

// Vitest uses its own configs (vitest.config.ts, tests/e2e/vitest.config.ts), never this one.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Before React Router's transforms: each antd import brings its component's generated stylesheet.
    antdCss(),
    // antd's style generators stay out of the browser build (zero-runtime: the CSS is generated).
    antdZeroRuntime(),
    reactRouter(),
    shells.plugin,
    // Text assets are compressed once at build time (.br and .gz beside each file) and served as they are
    // (@fastify/static preCompressed), so no request pays for compressing a script or a stylesheet.
    compression({
      include: /\.(?:js|mjs|css|svg|json|html|txt)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  // antd-mobile's components import their own stylesheets: the server build must bundle it to see them,
  // and with it the CommonJS helpers it imports by default export (Node would hand them over as objects:
  // its Form and ErrorBlock failed to render on the server).
  ssr: { noExternal: ['antd-mobile', 'rc-field-form', 'rc-util'] },
  // `~/*` and `@common/*` come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } },
}));
