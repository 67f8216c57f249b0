import type { ServerResponse } from 'node:http';

/** Keeps proxies from closing a quiet stream (the contract: a comment every 25 s). */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long (plus up to a quarter more, so reconnects spread out): the browser
 * reconnects at once with Last-Event-ID, and the reconnect checks the entitlement again, so a lapsed
 * tool stops pushing without a per-stream timer or a per-event database read.
 */
export const STREAM_MAX_AGE_MS = 30 * 60_000;
/** Writes per turn of the event loop: one post to 10,000 streams must not block it for long (bench). */
const WRITE_BATCH = 250;
/** A reader this far behind is dropped; it reconnects and catches up from the database. */
const MAX_BACKLOG_BYTES = 1 << 20;

const HEARTBEAT = chunkOf(': ping\n\n');

/**
 * A frame as one HTTP/1.1 chunk (size line, frame, CRLF), encoded once and written by each stream straight
 * to its socket: ServerResponse.write would frame the chunk again for every reader, in three writes, which
 * is what made 10,000 readers fall behind at 5 posts a second (bench, docs/bench.md).
 */
export function chunkOf(frame: string): Buffer {
  const body = Buffer.from(frame);
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
}

/** The article_id in a frame's `id: <check_time ms>-<article_id>` line (see NewestService.frame). */
export function frameArticleId(frame: string): string {
  const end = frame.indexOf('\n');
  const dash = frame.indexOf('-');
  return dash > 0 && dash < end ? frame.slice(dash + 1, end) : '';
}

/**
 * The open `/sse/newest` streams of this instance. A frame is encoded once and the same bytes go to every
 * stream, in batches, so a post reaching 10,000 readers costs 10,000 socket writes and no copies. A stream
 * that is still replaying what it missed holds live frames back until its replay has been written.
 */
export class NewestStreams {
  /** Each open stream and when it is due to end. */
  private readonly open = new Map<ServerResponse, number>();
  /** Streams replaying, with the live frames that arrived meanwhile. */
  private readonly held = new Map<ServerResponse, string[]>();
  /** Broadcasts run one after another, so every stream gets frames in the order they arrived. */
  private sending: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;

  get size(): number {
    return this.open.size;
  }

  /** Adds a stream; with `replaying`, live frames wait for `release`. */
  add(res: ServerResponse, replaying: boolean): void {
    this.open.set(res, Date.now() + STREAM_MAX_AGE_MS + Math.random() * (STREAM_MAX_AGE_MS / 4));
    if (replaying) this.held.set(res, []);
    res.once('close', () => {
      this.open.delete(res);
      this.held.delete(res);
    });
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Ends a stream's replay: writes the live frames it held back, except posts the replay already sent
   * (`sent`: their article_ids), then lets frames through directly.
   */
  release(res: ServerResponse, sent: ReadonlySet<string>): void {
    const held = this.held.get(res);
    if (!held) return;
    this.held.delete(res);
    // Ended during the replay (replaced, its session over, shutdown): writing after the end throws.
    if (res.writableEnded) return;
    for (const frame of held) if (!sent.has(frameArticleId(frame))) res.write(frame);
  }

  /** Sends one frame to every stream of this instance. */
  broadcast(frame: string): Promise<void> {
    // A failed send must not stop later ones: the chain carries on past it.
    this.sending = this.sending.then(() => this.send(frame)).catch(() => undefined);
    return this.sending;
  }

  /** A frame to every stream, or (null) the heartbeat, which also ends streams past their age. */
  private async send(frame: string | null): Promise<void> {
    const chunk = frame === null ? HEARTBEAT : chunkOf(frame);
    const now = Date.now();
    const targets = [...this.open];
    for (let i = 0; i < targets.length; i += WRITE_BATCH) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const [res, due] of targets.slice(i, i + WRITE_BATCH)) {
        const socket = res.socket;
        if (res.writableEnded || !socket || socket.destroyed) continue;
        const held = this.held.get(res);
        if (frame === null) {
          if (due <= now) res.end();
          else if (!held) socket.write(chunk);
        } else if (held) held.push(frame);
        else if (socket.writableLength > MAX_BACKLOG_BYTES) res.end();
        else socket.write(chunk);
      }
    }
  }

  /** One timer for every stream; batched like a post, in turn with them. */
  private beat(): void {
    this.sending = this.sending.then(() => this.send(null)).catch(() => undefined);
  }

  /** Ends every stream (shutdown: open streams would hold the server open). */
  closeAll(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const res of this.open.keys()) res.end();
  }
}
