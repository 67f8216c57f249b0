import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STREAM_MSG, STREAM_REPLACED_EVENT } from '../../common/event-stream';
import { sha256 } from './crypto';
import { rateLimited } from './errors';
import type { BusLog, MessageBus } from './realtime-bus';

/** The kinds of event stream; each is capped on its own, so a member's notice pages never crowd out an ask. */
export type StreamKind = 'notices' | 'newest' | 'assistant';

/** Who holds a stream. */
export interface StreamHolder {
  /** Whose cap it counts under: a member, or the assistant's visitor. */
  key: string;
  ip: string;
  /** The member's session (its token's hash, as stored): the stream ends with it. */
  session?: { userId: number; tokenHash: string };
}

/** A member's stream, held under the session of the request that opened it. */
export const memberHolder = (req: FastifyRequest, userId: number): StreamHolder => ({
  key: `u${userId}`,
  ip: req.ip,
  // The member came from this request's session cookie, so its token is there.
  session: { userId, tokenHash: sha256(req.sessionToken() ?? '') },
});

/** The assistant's visitor: no session, so their streams end with the answer. */
export const visitorHolder = (req: FastifyRequest, visitorId: string): StreamHolder => ({
  key: `v${visitorId}`,
  ip: req.ip,
});

/** Sessions that ended: one (logout), or every session of a member (password change or reset, ban). */
export type EndedSessions = { tokenHash: string } | { userId: number };

const endedSchema = z.union([
  z.object({ tokenHash: z.string().min(1) }),
  z.object({ userId: z.number().int() }),
]);

/** What the services that revoke sessions tell once the revocation has committed. */
export interface SessionEnds {
  ended(sessions: EndedSessions): void;
}

/** The Redis channel of ended sessions; tests give each run its own. */
export const SESSION_ENDS_CHANNEL = 'yanshe:session-ends';

/**
 * Whether a holder's stream over their cap ends their oldest instead of being refused. A push stream's
 * oldest is the likeliest to be a forgotten tab or a connection gone without a word, and the page just
 * opened is the one being looked at. An assistant answer is never cut off for another: the ask is refused.
 */
const REPLACES_OLDEST: Record<StreamKind, boolean> = { notices: true, newest: true, assistant: false };

const REPLACED_FRAME = `event: ${STREAM_REPLACED_EVENT}\ndata: ${JSON.stringify({ msg: STREAM_MSG.replaced })}\n\n`;

interface Entry {
  readonly kind: StreamKind;
  readonly holder: StreamHolder;
  readonly res: ServerResponse;
}

/**
 * The open event streams of this instance, so that none is unbounded (issue 27 §4; ADR 27). Each kind is
 * capped per holder and per client IP, and a member's streams end with their session: logout, a password
 * change or reset, and a ban end them on every instance, through the session-ends bus.
 *
 * Over the IP's cap a stream is always refused (429): the address may be a NAT shared by many members,
 * and no one's new page may end another's stream.
 */
export class StreamRegistry implements SessionEnds {
  /** Each holder's streams of a kind, oldest first. */
  private readonly byHolder = new Map<string, Entry[]>();
  private readonly perIp = new Map<string, number>();
  private readonly bySession = new Map<string, Set<Entry>>();
  private readonly byMember = new Map<number, Set<Entry>>();

  constructor(
    private readonly caps: { perMember: number; perIp: number },
    private readonly bus: MessageBus,
    log: BusLog,
  ) {
    bus.onMessage((message) => {
      const ended = parseEnded(message);
      if (ended) this.endLocally(ended);
      else log.warn({ message }, 'ignored a malformed session-ends message');
    });
  }

  /** Settles once this instance hears the bus (its Redis subscription is in place). */
  get ready(): Promise<void> {
    return this.bus.ready;
  }

  /**
   * Takes a slot for a stream about to be answered on `res`; call it before the answer's headers, so a
   * refusal (the rate-limited error, HTTP 429) can still be sent. The slot is given back when `res`
   * closes. Answers false when the client has already gone (nothing to answer).
   */
  open(kind: StreamKind, holder: StreamHolder, res: ServerResponse): boolean {
    if (res.destroyed) return false;
    const holderKey = `${kind} ${holder.key}`;
    const ipKey = `${kind} ${holder.ip}`;
    const own = this.byHolder.get(holderKey) ?? [];
    const oldest = own.length >= this.caps.perMember ? own[0] : undefined;
    if (oldest && !REPLACES_OLDEST[kind]) throw rateLimited(STREAM_MSG.tooMany);
    // Checked before the oldest is ended: a refused stream ends nothing.
    const fromIp = (this.perIp.get(ipKey) ?? 0) - (oldest?.holder.ip === holder.ip ? 1 : 0);
    if (fromIp >= this.caps.perIp) throw rateLimited(STREAM_MSG.tooMany);
    if (oldest) this.end(oldest, REPLACED_FRAME);

    const entry: Entry = { kind, holder, res };
    own.push(entry);
    this.byHolder.set(holderKey, own);
    this.perIp.set(ipKey, (this.perIp.get(ipKey) ?? 0) + 1);
    const session = holder.session;
    if (session) {
      addTo(this.bySession, session.tokenHash, entry);
      addTo(this.byMember, session.userId, entry);
    }
    res.once('close', () => this.remove(entry));
    return true;
  }

  /** Ends the streams of these sessions on every instance; call it once their revocation has committed. */
  ended(sessions: EndedSessions): void {
    this.bus.publish(JSON.stringify(sessions));
  }

  /** Stops hearing the bus (its Redis connection closes). */
  close(): Promise<void> {
    return this.bus.close();
  }

  private endLocally(sessions: EndedSessions): void {
    const entries =
      'userId' in sessions ? this.byMember.get(sessions.userId) : this.bySession.get(sessions.tokenHash);
    // A copy: ending removes from the set.
    for (const entry of [...(entries ?? [])]) this.end(entry);
  }

  /**
   * Ends a stream, with a last frame for its page. A page whose session ended is told nothing: its
   * EventSource reconnects and learns from the answer (401, or a fresh stream after a password change).
   * An ask still being prepared has no headers out yet: its connection is dropped, which stops the answer.
   */
  private end(entry: Entry, last?: string): void {
    this.remove(entry);
    const res = entry.res;
    if (!res.headersSent) res.destroy();
    else if (!res.writableEnded) res.end(last);
  }

  private remove(entry: Entry): void {
    const holderKey = `${entry.kind} ${entry.holder.key}`;
    const own = this.byHolder.get(holderKey);
    const at = own?.indexOf(entry) ?? -1;
    // Already removed: ended here, then closed.
    if (!own || at < 0) return;
    own.splice(at, 1);
    if (own.length === 0) this.byHolder.delete(holderKey);
    const ipKey = `${entry.kind} ${entry.holder.ip}`;
    const fromIp = (this.perIp.get(ipKey) ?? 1) - 1;
    if (fromIp > 0) this.perIp.set(ipKey, fromIp);
    else this.perIp.delete(ipKey);
    const session = entry.holder.session;
    if (session) {
      removeFrom(this.bySession, session.tokenHash, entry);
      removeFrom(this.byMember, session.userId, entry);
    }
  }
}

function addTo<K>(map: Map<K, Set<Entry>>, key: K, entry: Entry): void {
  const set = map.get(key) ?? new Set();
  set.add(entry);
  map.set(key, set);
}

function removeFrom<K>(map: Map<K, Set<Entry>>, key: K, entry: Entry): void {
  const set = map.get(key);
  set?.delete(entry);
  if (set?.size === 0) map.delete(key);
}

function parseEnded(message: string): EndedSessions | null {
  try {
    const parsed = endedSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
