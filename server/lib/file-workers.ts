import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_READ_MSG } from '../../common/file-read';
import { AppError, badRequest, rateLimited } from './errors';

/** Jobs a file worker may run, by name: each takes and answers plain data (what IPC copies). */
// biome-ignore lint/suspicious/noExplicitAny: any job's input; `run` checks each call against its own job.
export type FileJobTable = Record<string, (input: any) => unknown>;

export interface FileReader<J extends FileJobTable> {
  run<K extends keyof J & string>(kind: K, input: Parameters<J[K]>[0]): Promise<Awaited<ReturnType<J[K]>>>;
}

/** What a worker sends: that it is ready for its job, then the job's answer, a refusal or a failure. */
export type WorkerMessage =
  | { ready: true }
  | { ok: true; value: unknown }
  | { ok: false; refused: { code: AppError['code']; message: string; data: unknown } }
  | { ok: false; failed: string };

/** The job a worker is sent once ready (it has loaded its job table, named in its arguments). */
export interface WorkerJob {
  kind: string;
  input: unknown;
}

export interface FileWorkerOptions {
  /** V8 heap of each worker process (young and old generations), in MB. */
  heapMb: number;
  /**
   * A job still running this long after its worker was ready is stopped and its file refused. The start
   * is not counted: on a busy machine starting a process takes seconds that say nothing of the file.
   */
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

const BOOT = fileURLToPath(new URL('./file-worker.mjs', import.meta.url));
/** A worker not ready after this has hung in its start (a watchdog: starting takes well under a second). */
const START_WATCHDOG_MS = 2 * 60_000;
/** How much of a worker's stderr is kept for the log: V8's fatal-error report begins with its reason. */
const STDERR_KEPT = 2_000;

/**
 * Reading uploaded files away from the server (issue 27 §2; ADR 26). Each job runs in a process of its
 * own, started for it and ended after it, with its own V8 heap limit and a time limit: a file that needs
 * more memory or time than a real one ever does ends that process, not the server, and its request is
 * answered FILE_READ_MSG.tooLarge. The limits inside each job (bytes inflated, entries, rows, columns)
 * refuse most such files sooner and with a more precise message; these catch what they miss, and bound
 * the answer the server takes back. At most `concurrency` workers run, so their memory is a known amount.
 *
 * A process, not a worker thread: V8's heap flags are per process, and the server runs with
 * --max-old-space-size=320, which overrides any thread's resourceLimits (nodejs/node#43991) — a thread's
 * heap would be as large as the server's, inside the server's own memory.
 */
export class FileWorkers<J extends FileJobTable> implements FileReader<J> {
  private active = 0;
  private readonly waiting: { go: () => void; stop: (err: Error) => void }[] = [];
  private readonly running = new Set<ChildProcess>();
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
    return (await this.spawn({ kind, input })) as Awaited<ReturnType<J[K]>>;
  }

  /** Stops the running workers and refuses the waiting jobs (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.stop(new Error('file workers closed'));
    await Promise.all(
      [...this.running].map(async (child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }),
    );
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

  private spawn(job: WorkerJob): Promise<unknown> {
    const child = fork(BOOT, [this.jobs.href], {
      // Only the heap cap: the server's own flags (its heap cap, tsx's loader) are not the worker's, nor
      // are NODE_OPTIONS' (a --max-old-space-size there would override this cap).
      execArgv: [`--max-heap-size=${this.opts.heapMb}`],
      env: { ...process.env, NODE_OPTIONS: undefined },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    this.running.add(child);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.slice(0, STDERR_KEPT - stderr.length);
    });
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done();
        // Whatever the outcome, the worker and its memory go now.
        child.kill('SIGKILL');
      };
      const refuse = (reason: string) => {
        this.log?.warn({ kind: job.kind, reason }, 'file worker stopped: file refused');
        settle(() => reject(badRequest(FILE_READ_MSG.tooLarge)));
      };
      let timer = setTimeout(
        () => settle(() => reject(new Error(`file worker for ${job.kind} did not start`))),
        START_WATCHDOG_MS,
      );
      child.on('message', (msg: WorkerMessage) => {
        if ('ready' in msg) {
          clearTimeout(timer);
          timer = setTimeout(() => refuse('time limit'), this.opts.timeoutMs);
          this.log?.debug({ kind: job.kind }, 'file job started');
          child.send(job);
          return;
        }
        settle(() => {
          if (msg.ok) resolve(msg.value);
          else if ('refused' in msg) {
            const { code, message, data } = msg.refused;
            reject(new AppError(code, message, data));
          } else reject(new Error(`file job ${job.kind} failed in its worker: ${msg.failed}`));
        });
      });
      // Only when the process could not be started or sent to: its exit follows.
      child.once('error', (err) => settle(() => reject(err)));
      child.once('exit', (code, signal) => {
        this.running.delete(child);
        this.release();
        if (settled) return;
        // V8 aborts a process at its heap limit, after writing why.
        if (signal === 'SIGABRT' || stderr.includes('heap limit')) refuse(stderr.trim().split('\n')[0]);
        else {
          const how = signal ?? `code ${code}`;
          settle(() =>
            reject(new Error(`file worker for ${job.kind} exited (${how}) with no answer: ${stderr}`)),
          );
        }
      });
    });
  }
}
