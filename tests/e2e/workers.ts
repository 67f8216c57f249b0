import { availableParallelism } from 'node:os';

/**
 * Files that run at once, each worker with its own server and browser (E2E_WORKERS sets it): one per core.
 * One worker left this 2-core machine idle about half the time (network idle waits, the page's own
 * timers), and two took the browser suite from 891 s to 609–654 s. Journeys wait for hydration before
 * acting (support.ts), which is what a loaded machine had broken (ADR 24).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || Math.max(1, availableParallelism());
