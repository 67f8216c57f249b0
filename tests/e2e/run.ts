/** `npm run test:e2e`: the browser journeys (the server they start rebuilds the site when it is stale). */
import { spawnSync } from 'node:child_process';

const args = ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)];
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
