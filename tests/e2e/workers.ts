import { availableParallelism } from 'node:os';

/**
 * Files that run at once, each worker with its own server and browser (E2E_WORKERS overrides). Most of a
 * journey's time is spent waiting for pages to settle, so two overlap well on two cores; more than two
 * only queue for the CPU.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism());
