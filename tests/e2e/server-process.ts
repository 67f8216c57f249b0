/** Starts the site as `npm start` does, in a child process, for the browser journeys and lifecycle checks. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What `npm start` passes to tsx (its Node flags included), so the suites run the server as it ships. */
const START_ARGS: string[] = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(' ')
  .slice(1);
/** A watchdog: the first start builds the site, which a loaded machine takes minutes over. */
const STARTUP_TIMEOUT_MS = 15 * 60_000;

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  /** Sends the signal and resolves with the exit code once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(address)));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * The environment `npm start` would have: without Vitest's markers and its NODE_ENV=test, and quiet
 * request logs unless E2E_LOG_LEVEL asks for them.
 */
function serverEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'),
  );
  // Every browser of the suite shares 127.0.0.1, so the per-IP limits are lifted; API tests cover them.
  const oneIp = {
    RATE_LIMIT_PER_MINUTE: '100000',
    SMS_IP_PER_MINUTE: '1000',
    SMS_IP_PER_DAY: '100000',
    STREAMS_PER_IP: '100000',
  };
  return { ...env, ...oneIp, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn' };
}

/** `env` adds to or overrides the environment (the bench points it at PostgreSQL, say). */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  // tsx as Node's loader, not its CLI: the CLI runs the server in a child of its own, which a SIGKILL of
  // the CLI would leave running on the data directory.
  const child = spawn(process.execPath, ['--import', 'tsx', ...START_ARGS], {
    cwd: ROOT,
    env: { ...serverEnv(), ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(baseURL, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
