/** `npm run test:e2e`: build the site, then run the browser journeys against it. */
import { spawnSync } from 'node:child_process';

const run = (command: string, args: string[]) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

run('npx', ['react-router', 'build']);
run('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)]);
