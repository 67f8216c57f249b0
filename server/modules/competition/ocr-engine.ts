import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';
import { fitForOcr } from './upload-image';

const require = createRequire(import.meta.url);

/** Thrown when the queue is full: the caller answers "busy" instead of waiting without bound. */
export class OcrBusy extends Error {}
/** Thrown when the member already has their share of images waiting or being read. */
export class OcrMemberBusy extends Error {}
/** Thrown when one image took longer than the limit (the worker was killed and will be recreated). */
export class OcrTimeout extends Error {}

export interface OcrEngineOptions {
  /** Images waiting besides the one being read. */
  maxQueue: number;
  /** Images one member may have waiting or being read. */
  perMember: number;
  /** Per image, from when its recognition starts. */
  timeoutMs: number;
}

interface Job {
  member: string;
  image: Buffer;
  resolve: (text: string) => void;
  reject: (err: unknown) => void;
}

/**
 * Holdings OCR off the request's event loop: tesseract.js runs its WASM engine in a worker thread, and
 * this keeps ONE long-lived worker (created on first use; loading the Chinese model takes ~1 s) fed one
 * image at a time, each first scaled down to what OCR needs (fitForOcr). The queue is bounded in all and
 * per member, and served in turns: each member's next image waits behind one image of every other member
 * waiting, so a member with several images cannot hold the worker from the others. An image over the
 * time limit terminates the worker (the only way to stop a recognition) and the next image gets a fresh
 * one. The language data come from the npm package @tesseract.js-data/chi_sim (its model reads the digits
 * and Latin letters too), read from disk with nothing downloaded or cached.
 */
export class OcrEngine {
  private worker?: Promise<Worker>;
  /** Waiting images by member, in turn order: the first member is served next. */
  private readonly waiting = new Map<string, Job[]>();
  /** Images per member waiting or being read. */
  private readonly pending = new Map<string, number>();
  private queuedCount = 0;
  /** The member served last, who goes behind the others at the next turn. */
  private lastServed?: string;
  private running = false;
  private closed = false;
  /** Images read, workers created, and the largest image in pixels the worker was handed (for tests). */
  recognized = 0;
  workersCreated = 0;
  largestRead = 0;

  constructor(private readonly opts: OcrEngineOptions) {}

  get queued(): number {
    return this.queuedCount;
  }

  /**
   * The image's text; rejects with OcrMemberBusy over the member's share, OcrBusy when the queue is full,
   * OcrTimeout over the time limit.
   */
  recognize(image: Buffer, member: string): Promise<string> {
    if (this.closed) return Promise.reject(new Error('OCR engine closed'));
    const mine = this.pending.get(member) ?? 0;
    if (mine >= this.opts.perMember) return Promise.reject(new OcrMemberBusy());
    if (this.queuedCount >= this.opts.maxQueue) return Promise.reject(new OcrBusy());
    return new Promise<string>((resolve, reject) => {
      const job = { member, image, resolve, reject };
      const jobs = this.waiting.get(member);
      if (jobs) jobs.push(job);
      else this.waiting.set(member, [job]);
      this.pending.set(member, mine + 1);
      this.queuedCount++;
      void this.drain();
    }).finally(() => {
      const left = (this.pending.get(member) ?? 1) - 1;
      if (left > 0) this.pending.set(member, left);
      else this.pending.delete(member);
    });
  }

  /** The next image in turn; the member served last moves behind everyone who waited meanwhile. */
  private take(): Job | undefined {
    const last = this.lastServed;
    const lastJobs = last === undefined ? undefined : this.waiting.get(last);
    if (last !== undefined && lastJobs) {
      this.waiting.delete(last);
      this.waiting.set(last, lastJobs);
    }
    const next = this.waiting.entries().next();
    if (next.done) return undefined;
    const [member, jobs] = next.value;
    const job = jobs.shift();
    if (jobs.length === 0) this.waiting.delete(member);
    this.lastServed = member;
    this.queuedCount--;
    return job;
  }

  private getWorker(): Promise<Worker> {
    this.worker ??= (async () => {
      this.workersCreated++;
      return createWorker('chi_sim', 1, {
        langPath: require('@tesseract.js-data/chi_sim').langPath,
        gzip: true,
        cacheMethod: 'none',
      });
    })();
    // A failed start is not kept: the next image tries again.
    this.worker.catch(() => {
      this.worker = undefined;
    });
    return this.worker;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.take(); job; job = this.take()) {
        await this.run(job);
      }
    } finally {
      this.running = false;
    }
  }

  private async run(job: Job): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const pending = this.getWorker();
    try {
      const fitted = await fitForOcr(job.image);
      this.largestRead = Math.max(this.largestRead, fitted.width * fitted.height);
      // The limit is on the recognition: a worker is killed only once it has started (tesseract.js
      // would otherwise post to a worker terminated while it loads).
      const worker = await pending;
      const text = await Promise.race([
        worker.recognize(fitted.image).then((r) => r.data.text),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new OcrTimeout()), this.opts.timeoutMs);
        }),
      ]);
      this.recognized++;
      job.resolve(text);
    } catch (err) {
      if (err instanceof OcrTimeout) await this.discard(pending);
      job.reject(err);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Kills a worker stuck on an image; the next image creates another. */
  private async discard(pending: Promise<Worker>): Promise<void> {
    if (this.worker === pending) this.worker = undefined;
    await pending.then((w) => w.terminate()).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const jobs of this.waiting.values()) {
      for (const job of jobs) job.reject(new Error('OCR engine closed'));
    }
    this.waiting.clear();
    this.queuedCount = 0;
    const pending = this.worker;
    this.worker = undefined;
    if (pending) await pending.then((w) => w.terminate()).catch(() => undefined);
  }
}
