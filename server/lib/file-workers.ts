import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_READ_MSG } from '../../common/file-read';
import { AppError, badRequest, rateLimited } from './errors';

/** Jobs a file worker may run, by name: each takes and answers plain data (what postMessage can copy). */
// biome-ignore lint/suspicious/noExplicitAny: any job's input; `run` checks each call against its own job.
export type FileJobTable = Record<string, (input: any) => unknown>;

export interface FileReader<J extends FileJobTable> {
  run<K extends keyof J & string>(kind: K, input: Parameters<J[K]>[0]): Promise<Awaited<ReturnType<J[K]>>>;
}

/** What the worker posts back: the job's answer, a refusal for the user, or a failure of ours. */
export type WorkerReply =
  | { ok: true; value: unknown }
  | { ok: false; refused: { code: AppError['code']; message: string; data: unknown } }
  | { ok: false; failed: string };

export interface FileWorkerOptions {
  /** V8 heap of each worker (old generation), in MB. */
  heapMb: number;
  /** A job still running after this is stopped and its file refused. */
  timeoutMs: number;
  /** Workers running at once; later jobs wait for one to finish. */
  concurrency: number;
  /** Jobs that may wait; one more is answered "busy". */
  maxQueue: number;
}

/** Jobs run in the calling thread: for the command line, whose files are the operator's own. */
export function inThisThread<J extends FileJobTable>(jobs: J): FileReader<J> {
  return { run: async (kind, input) => (await jobs[kind](input)) as never };
}

const BOOT = new URL('./file-worker.mjs', import.meta.url);

/**
 * Reading uploaded files away from the serving thread (issue 27 §2; ADR 26). Each job runs in a worker
 * thread of its own, started for it and ended after it, under its own V8 heap limit and a time limit:
 * a file that needs more memory or time than a real one ever does kills that worker, not the server, and
 * its request is answered FILE_READ_MSG.tooLarge. The limits inside each job (bytes inflated, entries,
 * rows, columns) refuse most such files sooner and with a more precise message; these limits catch what
 * they miss. At most `concurrency` workers run, so their memory adds to the server's by a known amount.
 */
export class FileWorkers<J extends FileJobTable> implements FileReader<J> {
  private active = 0;
  private readonly waiting: { go: () => void; stop: (err: Error) => void }[] = [];
  private readonly running = new Set<Worker>();
  private closed = false;

  /** `jobs`: the module whose `jobs` export is the table J (loaded in each worker). */
  constructor(
    private readonly jobs: URL,
    private readonly opts: FileWorkerOptions,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async run<K extends keyof J & string>(
    kind: K,
    input: Parameters<J[K]>[0],
  ): Promise<Awaited<ReturnType<J[K]>>> {
    await this.slot();
    // Closed while this job waited for its turn (or for the await above).
    if (this.closed) {
      this.release();
      throw new Error('file workers closed');
    }
    return (await this.spawn(kind, input)) as Awaited<ReturnType<J[K]>>;
  }

  /** Stops the running workers and refuses the waiting jobs (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.stop(new Error('file workers closed'));
    await Promise.all([...this.running].map((w) => w.terminate()));
  }

  private async slot(): Promise<void> {
    if (this.closed) throw new Error('file workers closed');
    if (this.active < this.opts.concurrency) {
      this.active++;
      return;
    }
    if (this.waiting.length >= this.opts.maxQueue) throw rateLimited(FILE_READ_MSG.busy);
    await new Promise<void>((go, stop) => this.waiting.push({ go, stop }));
  }

  /** Hands the slot of a worker that exited to the next job waiting. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.active--;
  }

  private spawn(kind: string, input: unknown): Promise<unknown> {
    const worker = new Worker(BOOT, {
      workerData: { jobs: this.jobs.href, kind, input },
      // The boot file registers tsx itself; the server's own flags (its heap cap among them) are not the
      // worker's, whose heap is set below.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb, maxYoungGenerationSizeMb: 8 },
    });
    this.running.add(worker);
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done();
        // Whatever the outcome, the worker and its heap go now (a job may leave handles open).
        void worker.terminate();
      };
      const refuse = (reason: string) => {
        this.log?.warn({ kind, reason }, 'file worker stopped: file refused');
        settle(() => reject(badRequest(FILE_READ_MSG.tooLarge)));
      };
      const timer = setTimeout(() => refuse('time limit'), this.opts.timeoutMs);
      worker.once('message', (reply: WorkerReply) =>
        settle(() => {
          if (reply.ok) resolve(reply.value);
          else if ('refused' in reply) {
            const { code, message, data } = reply.refused;
            reject(new AppError(code, message, data));
          } else reject(new Error(`file job ${kind} failed in its worker: ${reply.failed}`));
        }),
      );
      worker.once('error', (err: Error & { code?: string }) => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') refuse('heap limit');
        else settle(() => reject(err));
      });
      worker.once('exit', (code) => {
        this.running.delete(worker);
        this.release();
        settle(() => reject(new Error(`file worker for ${kind} exited with code ${code} and no answer`)));
      });
    });
  }
}
