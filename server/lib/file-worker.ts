import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from './errors';
import type { FileJobTable, WorkerReply } from './file-workers';

/**
 * Inside a file worker (file-workers.ts): runs the one job it was started for and posts the outcome. A
 * refusal (AppError: a file over a limit, unreadable, …) goes back as itself for the user; anything else is
 * a failure of ours, sent with its stack.
 */
const { jobs, kind, input } = workerData as { jobs: string; kind: string; input: unknown };
let reply: WorkerReply;
try {
  const table = (await import(jobs)).jobs as FileJobTable;
  reply = { ok: true, value: await table[kind](input) };
} catch (err) {
  reply =
    err instanceof AppError
      ? { ok: false, refused: { code: err.code, message: err.message, data: err.data } }
      : { ok: false, failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
}
parentPort!.postMessage(reply);
