import { availableParallelism } from 'node:os';

/**
 * Files that run at once, each worker with its own server and browser (E2E_WORKERS sets it): one per two
 * cores, since a journey keeps Chromium, its server and the test runner busy at once. On this 2-core
 * machine two workers took 22 min against about 20 for one, and under that load journeys that act on a
 * page before it has hydrated lost their clicks (ADR 24).
 */
export const E2E_WORKERS =
  Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2));
