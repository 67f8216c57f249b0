import type { IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Milliseconds between the monitor's samples: fine enough to see a 50 ms stall, cheap enough to leave on. */
const SAMPLE_MS = 10;
const MB = 1024 * 1024;
const round = (n: number) => Math.round(n * 10) / 10;

export interface RuntimeReading {
  /** Event-loop delay since the last reset, in ms (how late a timer ran: time the loop was blocked). */
  eventLoopDelayMs: {
    samples: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  };
  /** Memory now and the process's peak resident set, in MB. */
  memoryMb: { rss: number; peakRss: number; heapUsed: number; heapTotal: number; external: number };
  sinceResetSeconds: number;
}

/**
 * The process's own event-loop delay and memory, for operators and the bench. Only the process itself
 * can see how long its event loop stalls, so this lives in the server rather than in a probe.
 */
export class RuntimeMonitor {
  private readonly histogram = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  private resetAt = Date.now();

  start(): void {
    this.histogram.enable();
  }

  stop(): void {
    this.histogram.disable();
  }

  reset(): void {
    this.histogram.reset();
    this.resetAt = Date.now();
  }

  read(): RuntimeReading {
    const h = this.histogram;
    // Nanoseconds; with no sample yet the histogram reports NaN and huge sentinels, so report zeros.
    const ms = (ns: number) => (h.count === 0 || !Number.isFinite(ns) ? 0 : round(ns / 1e6));
    const memory = process.memoryUsage();
    return {
      eventLoopDelayMs: {
        samples: h.count,
        mean: ms(h.mean),
        p50: ms(h.percentile(50)),
        p90: ms(h.percentile(90)),
        p99: ms(h.percentile(99)),
        max: ms(h.max),
      },
      memoryMb: {
        rss: round(memory.rss / MB),
        // maxRSS is in kilobytes: the kernel's high-water mark (VmHWM on Linux).
        peakRss: round(process.resourceUsage().maxRSS / 1024),
        heapUsed: round(memory.heapUsed / MB),
        heapTotal: round(memory.heapTotal / MB),
        external: round(memory.external / MB),
      },
      sinceResetSeconds: round((Date.now() - this.resetAt) / 1000),
    };
  }
}

/** Headers a reverse proxy adds when it passes a client's request on. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A request made on this machine itself, not one relayed from outside. The TCP peer, never `req.ip`
 * (which TRUST_PROXY lets a header decide), must be loopback; and since a reverse proxy on the same host
 * also connects from loopback, a request carrying a forwarding header counts as from outside.
 */
export function isLocalRequest(raw: IncomingMessage): boolean {
  const peer = raw.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  return loopback && FORWARDING_HEADERS.every((name) => raw.headers[name] === undefined);
}
