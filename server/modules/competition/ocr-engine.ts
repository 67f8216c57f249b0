import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** Thrown when the queue is full: the caller answers "busy" instead of waiting without bound. */
export class OcrBusy extends Error {}
/** Thrown when one image took longer than the limit (the worker was killed and will be recreated). */
export class OcrTimeout extends Error {}

export interface OcrEngineOptions {
  /** Images waiting besides the one being read. */
  maxQueue: number;
  /** Per image, from when its recognition starts. */
  timeoutMs: number;
}

interface Job {
  image: Buffer;
  resolve: (text: string) => void;
  reject: (err: unknown) => void;
}

/**
 * Holdings OCR off the request's event loop: tesseract.js runs its WASM engine in a worker thread, and
 * this keeps ONE long-lived worker (created on first use; loading the Chinese model takes ~1 s) fed by a
 * bounded queue, one image at a time. An image over the time limit terminates the worker (the only way
 * to stop a recognition) and the next image gets a fresh one. The language data come from the npm
 * package @tesseract.js-data/chi_sim (its model reads the digits and Latin letters too), read from disk
 * with nothing downloaded or cached.
 */
export class OcrEngine {
  private worker?: Promise<Worker>;
  private readonly queue: Job[] = [];
  private running = false;
  private closed = false;
  /** Images read, and workers created (tests check the recreate-on-timeout path with it). */
  recognized = 0;
  workersCreated = 0;

  constructor(private readonly opts: OcrEngineOptions) {}

  get queued(): number {
    return this.queue.length;
  }

  /** The image's text; rejects with OcrBusy when the queue is full, OcrTimeout over the time limit. */
  recognize(image: Buffer): Promise<string> {
    if (this.closed) return Promise.reject(new Error('OCR engine closed'));
    if (this.queue.length >= this.opts.maxQueue) return Promise.reject(new OcrBusy());
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ image, resolve, reject });
      void this.drain();
    });
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
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
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
      // The limit is on the recognition: a worker is killed only once it has started (tesseract.js
      // would otherwise post to a worker terminated while it loads).
      const worker = await pending;
      const text = await Promise.race([
        worker.recognize(job.image).then((r) => r.data.text),
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
    for (const job of this.queue.splice(0)) job.reject(new Error('OCR engine closed'));
    const pending = this.worker;
    this.worker = undefined;
    if (pending) await pending.then((w) => w.terminate()).catch(() => undefined);
  }
}
