import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../common/error-codes';
import { FILE_READ_MSG } from '../../common/file-read';
import type { jobs } from '../../tests/support/test-file-jobs';
import { AppError } from './errors';
import { FileWorkers } from './file-workers';

const JOBS = new URL('../../tests/support/test-file-jobs.ts', import.meta.url);
const OPTS = { heapMb: 48, timeoutMs: 5_000, concurrency: 1, maxQueue: 1 };
const workers = new FileWorkers<typeof jobs>(JOBS, OPTS);
afterAll(() => workers.close());

const outcome = (run: Promise<unknown>) =>
  run.then(
    (value) => ({ value }),
    (err: Error) => ({ error: err instanceof AppError ? `${err.code} ${err.message}` : err.message }),
  );

describe('file workers (ADR 26)', () => {
  it('runs a job in a worker and answers its value', async () => {
    expect(await workers.run('echo', { bytes: Buffer.from('PK\u0003\u0004') })).toEqual({
      length: 4,
      first: 0x50,
    });
  });

  it('brings a refusal back as itself, and a failure of ours as an error with its stack', async () => {
    expect(await outcome(workers.run('refuse', undefined))).toEqual({
      error: `${ErrCode.VALIDATION} 第3行有误`,
    });
    expect(await outcome(workers.run('crash', undefined))).toEqual({
      error: expect.stringMatching(/TypeError: cannot read x of undefined\n\s+at .*test-file-jobs\.ts/),
    });
  });

  it('refuses the file of a job past its heap limit; this process goes on', async () => {
    const before = process.memoryUsage().heapUsed;
    expect(await outcome(workers.run('hog', undefined))).toEqual({
      error: `${ErrCode.VALIDATION} ${FILE_READ_MSG.tooLarge}`,
    });
    // The worker's heap was its own process's: this one did not take the job's memory.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(16 * 1024 * 1024);
    expect(await workers.run('wait', { ms: 1 })).toBe(1);
  });

  it('refuses the file of a job past its time limit', async () => {
    const quick = new FileWorkers<typeof jobs>(JOBS, { ...OPTS, timeoutMs: 1_000 });
    expect(await outcome(quick.run('spin', undefined))).toEqual({
      error: `${ErrCode.VALIDATION} ${FILE_READ_MSG.tooLarge}`,
    });
    await quick.close();
  });

  it('runs one job at a time, lets one wait, and answers a third busy', async () => {
    const first = workers.run('wait', { ms: 500 });
    const second = workers.run('wait', { ms: 1 });
    const third = await outcome(workers.run('wait', { ms: 1 }));
    expect(third).toEqual({ error: `${ErrCode.RATE_LIMITED} ${FILE_READ_MSG.busy}` });
    expect(await Promise.all([first, second])).toEqual([500, 1]);
  });

  it('stops its workers when closed', async () => {
    const closing = new FileWorkers<typeof jobs>(JOBS, OPTS);
    const running = outcome(closing.run('spin', undefined));
    const waiting = outcome(closing.run('wait', { ms: 1 }));
    await closing.close();
    expect(await waiting).toEqual({ error: 'file workers closed' });
    expect(await running).toEqual({ error: 'file workers closed' });
    // And one that had started (its worker told the log so).
    let jobStarted!: () => void;
    const startedLog = new Promise<void>((resolve) => {
      jobStarted = resolve;
    });
    const log = { debug: jobStarted, warn: () => undefined } as unknown as FastifyBaseLogger;
    const started = new FileWorkers<typeof jobs>(JOBS, OPTS, log);
    const spinning = outcome(started.run('spin', undefined));
    await startedLog;
    await started.close();
    expect(await spinning).toEqual({ error: expect.stringContaining('exited (SIGKILL) with no answer') });
  });
});
