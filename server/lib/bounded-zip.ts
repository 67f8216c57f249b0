import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FILE_READ_MSG } from '../../common/file-read';
import { badRequest } from './errors';

/** What reading one archive may cost. */
export interface ZipLimits {
  /** Parts its central directory may list. */
  entries: number;
  /** Bytes the parts read may inflate to, all reads together: counted as they stream, never as declared. */
  unpackedBytes: number;
  /** The caller's words for a file that is not a zip it can read. */
  unreadable: string;
}

/**
 * A zip read within limits (issue 27 §2; ADR 26). yauzl finds the parts through the central directory;
 * every byte a part inflates to is counted as it streams, against the size the directory declared for
 * that part and against one budget for the whole archive, and the inflation stops at the first byte past
 * either. A declared size is used only to refuse early; a lie about it costs the liar one chunk.
 */
export class BoundedZip {
  private spent = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly parts: Map<string, Entry>,
    private readonly limits: ZipLimits,
  ) {}

  static async open(buf: Buffer, limits: ZipLimits): Promise<BoundedZip> {
    let zip: ZipFile;
    try {
      // Sizes are checked by our own counter (read below), so a lying size and a broken archive each
      // get their own answer instead of one library error for both.
      zip = await yauzl.fromBufferPromise(buf, { validateEntrySizes: false });
    } catch {
      throw badRequest(limits.unreadable);
    }
    // The end record's count (ZIP64's may be 2^64): checked before a single entry is listed.
    if (zip.entryCount > limits.entries) throw badRequest(FILE_READ_MSG.tooLarge);
    const parts = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        // A name listed twice is read as its first entry, whatever a later one holds.
        if (!parts.has(entry.fileName)) parts.set(entry.fileName, entry);
      }
    } catch {
      throw badRequest(limits.unreadable);
    }
    return new BoundedZip(zip, parts, limits);
  }

  has(name: string): boolean {
    return this.parts.has(name);
  }

  /** A part's inflated bytes as they come, each chunk counted before it is handed on. */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.parts.get(name);
    if (!entry) throw badRequest(this.limits.unreadable);
    if (entry.uncompressedSize > this.limits.unpackedBytes - this.spent) {
      throw badRequest(FILE_READ_MSG.tooLarge);
    }
    let stream: AsyncIterable<Buffer>;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      // Encrypted, or a compression method other than stored and deflate.
      throw badRequest(this.limits.unreadable);
    }
    let got = 0;
    const chunks = stream[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await chunks.next();
        } catch {
          // Bad deflate data, or a local header that points outside the file.
          throw badRequest(this.limits.unreadable);
        }
        if (next.done) break;
        got += next.value.length;
        this.spent += next.value.length;
        if (got > entry.uncompressedSize || this.spent > this.limits.unpackedBytes) {
          throw badRequest(FILE_READ_MSG.tooLarge);
        }
        yield next.value;
      }
    } finally {
      // Destroys the stream, which stops the inflation: past a limit, or when the caller stops reading.
      await chunks.return?.();
    }
    if (got < entry.uncompressedSize) throw badRequest(this.limits.unreadable);
  }
}
