import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Preferred first: Brotli is ~15–20 % smaller than gzip on our HTML and JSON. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Quality 4 for bodies compressed per response: near gzip's speed at a smaller size. Build-time assets
 * use the maximum (vite.config.ts), since they are compressed once.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** Below about one TCP packet compressing saves nothing worth its CPU. */
const THRESHOLD_BYTES = 1024;

/** The @fastify/compress options every dynamic response (API JSON, rendered HTML) is compressed with. */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  encodings: [...ENCODINGS],
  threshold: THRESHOLD_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
};

/** The encoding to answer with for this Accept-Encoding header, or null for the identity. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return negotiate<Encoding>(header, [...ENCODINGS]);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size a body is compressed on the main thread: measured on a 12 KB list answer, Brotli took
 * 42 µs of CPU in place against 125 µs through the thread pool (hand-off and buffers), and a 160 KB page
 * takes about a millisecond. Larger bodies go to the pool so the event loop never waits long.
 */
const IN_PLACE_MAX_BYTES = 256 * 1024;

/** A body compressed as `compressOptions` would, in one call (API answers, the page cache's entries). */
export async function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') {
    return body.length <= IN_PLACE_MAX_BYTES
      ? gzipSync(body, compressOptions.zlibOptions)
      : gzipAsync(body, compressOptions.zlibOptions);
  }
  // The size hint lets Brotli size its window and buffers to the body: half the time on small answers.
  const options = {
    params: { ...compressOptions.brotliOptions?.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
  return body.length <= IN_PLACE_MAX_BYTES ? brotliCompressSync(body, options) : brotli(body, options);
}

export const belowCompressionThreshold = (body: Buffer) => body.length < THRESHOLD_BYTES;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/;

/** Says that the answer depends on Accept-Encoding, beside any other Vary the reply already has. */
/** Adds `header` to the response's Vary unless it is there. */
function varyOn(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', header);
  else if (!new RegExp(`(?:^|,)\\s*${header}\\s*(?:,|$)`, 'i').test(String(vary)))
    reply.header('vary', `${vary}, ${header}`);
}

export const varyOnEncoding = (reply: FastifyReply) => varyOn(reply, 'accept-encoding');

/** A page differs by device (SPEC §2's mobile redirects, the cards' links): see server/lib/device.ts. */
export const varyOnDevice = (reply: FastifyReply) => varyOn(reply, 'user-agent');

/**
 * An onSend hook for bodies already whole in memory (API JSON, error envelopes): one call on zlib's
 * thread pool instead of @fastify/compress's per-response stream, which costs more per call and, when
 * the client leaves mid-answer, breaks with a "premature close" that the plugin logs as an error.
 * Streams (rendered pages) still go through @fastify/compress, which leaves encoded bodies alone.
 */
export async function compressWholeBody(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304)
    return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (belowCompressionThreshold(body)) return payload;
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = await (typeof payload === 'string'
    ? recentlyCompressed(payload, body, encoding)
    : compressBody(body, encoding));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

/**
 * Many answers repeat word for word (reference data, a visitor's first page of a list, the hot lists), so
 * the compressed form of recent answers is kept, keyed by the answer itself: an identical answer costs a
 * lookup instead of a compression. Keyed by content, an entry is only ever found by someone sending the
 * very same bytes, so nothing can pass from one caller to another.
 */
const RECENT_MAX_BODY = 64 * 1024;
const recent = { br: newRecent(), gzip: newRecent() };

function newRecent() {
  return new LRUCache<string, Buffer>({
    maxSize: 8 * 1024 * 1024,
    // The key is a JS string (two bytes a character at most) beside its compressed body.
    sizeCalculation: (value, key) => value.length + key.length * 2,
  });
}

async function recentlyCompressed(text: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length > RECENT_MAX_BODY) return compressBody(body, encoding);
  const cache = recent[encoding];
  let compressed = cache.get(text);
  if (!compressed) {
    compressed = await compressBody(body, encoding);
    cache.set(text, compressed);
  }
  return compressed;
}
