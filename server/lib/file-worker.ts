import { AppError } from './errors';
import type { FileJobTable, WorkerJob, WorkerMessage } from './file-workers';

/**
 * Inside a file worker process (file-workers.ts): loads its job table (the module named in its arguments),
 * says it is ready, runs the one job it is then sent, sends the outcome and exits. A refusal (AppError: a
 * file over a limit, unreadable, …) goes back as itself for the user; anything else is a failure of ours,
 * sent with its stack. The table is loaded before the job's time starts: loading says nothing of the file.
 */
const table = (await import(process.argv[2]!)).jobs as FileJobTable;
process.once('message', async ({ kind, input }: WorkerJob) => {
  let reply: WorkerMessage;
  try {
    reply = { ok: true, value: await table[kind]!(input) };
  } catch (err) {
    reply =
      err instanceof AppError
        ? { ok: false, refused: { code: err.code, message: err.message, data: err.data } }
        : { ok: false, failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  process.send!(reply, () => process.exit(0));
});
// Only now: a job sent before this process listened would be lost.
process.send!({ ready: true } satisfies WorkerMessage);
