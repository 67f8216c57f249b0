import type { ServerResponse } from 'node:http';
import type { BusLog } from '../../lib/realtime-bus';
import type { NoticeService } from './notice.service';

/** Bursts of changes (twelve likes at once) become one push. */
const PUSH_DELAY_MS = 200;
/** Keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * One member's open pages on this instance: one subscription to their count changes, one counts query per
 * change, its answer written to every page (issue 27 §4: with a query per page, 500 pages made one comment
 * cost 500 queries).
 */
class MemberPages {
  readonly pages = new Set<ServerResponse>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private timer: NodeJS.Timeout | undefined;
  private reading = false;
  /** A change arrived while the counts were being read: that read may predate it. */
  private again = false;

  constructor(
    private readonly userId: number,
    private readonly notices: NoticeService,
    private readonly log: BusLog,
  ) {
    this.unsubscribe = notices.subscribe(userId, () => this.changed());
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), HEARTBEAT_MS);
  }

  /** A page opens with the read under way or due, or else a read of its own. */
  add(res: ServerResponse): void {
    this.pages.add(res);
    if (!this.reading && !this.timer) this.changed();
  }

  /** Removes a page; true when it was the last (the member's subscription and timers are then gone). */
  remove(res: ServerResponse): boolean {
    this.pages.delete(res);
    if (this.pages.size > 0) return false;
    this.unsubscribe();
    clearInterval(this.heartbeat);
    clearTimeout(this.timer);
    this.timer = undefined;
    return true;
  }

  /** Reads are one after another, so a slow read never overwrites a later one's counts. */
  private changed(): void {
    if (this.pages.size === 0) return;
    if (this.reading) this.again = true;
    else this.timer ??= setTimeout(() => void this.push(), PUSH_DELAY_MS);
  }

  private async push(): Promise<void> {
    this.timer = undefined;
    this.reading = true;
    try {
      const counts = await this.notices.counts(this.userId);
      this.write(`event: counts\ndata: ${JSON.stringify(counts)}\n\n`);
    } catch (err) {
      this.log.warn({ err }, 'notice counts push failed');
    } finally {
      this.reading = false;
      if (this.again) {
        this.again = false;
        this.changed();
      }
    }
  }

  private write(frame: string): void {
    // A stream ended (replaced, or its session over) closes a moment later; writing after the end throws.
    for (const res of this.pages) if (!res.writableEnded) res.write(frame);
  }
}

/**
 * The open `/sse/notices` streams of this instance, grouped by member: each member's pages share one
 * subscription and one counts query per change.
 */
export class NoticeStreams {
  private readonly members = new Map<number, MemberPages>();

  constructor(
    private readonly notices: NoticeService,
    private readonly log: BusLog,
  ) {}

  /** Adds a page's stream, its headers written: it gets the counts shortly, and after every change. */
  add(userId: number, res: ServerResponse): void {
    const member = this.members.get(userId) ?? new MemberPages(userId, this.notices, this.log);
    this.members.set(userId, member);
    member.add(res);
    res.once('close', () => {
      if (member.remove(res)) this.members.delete(userId);
    });
  }

  /** Ends every stream (shutdown: open streams would hold the server open). */
  closeAll(): void {
    for (const member of this.members.values()) for (const res of member.pages) res.end();
  }
}
