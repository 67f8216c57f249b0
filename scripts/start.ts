import { buildIfStale } from './build-if-stale';

// The operator's NODE_ENV decides our behaviour (APP_ENV, see server/config.ts); the libraries always
// get their production builds, since this serves the production page build. Set before the server
// (and with it React) is imported.
process.env.APP_ENV ??= process.env.NODE_ENV ?? 'development';
process.env.NODE_ENV = 'production';

buildIfStale();
const { main } = await import('../server/main');
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
