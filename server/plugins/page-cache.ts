import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preferencesCacheKey } from '../../common/display-preferences';
import { SESSION_COOKIE } from '../../common/user';
import { acceptedEncoding, belowCompressionThreshold, compressBody, type Encoding } from '../lib/compression';
import { isMobileUserAgent } from '../lib/device';

/** Pages anonymous readers hit most: the section lists and article pages (issue 3, "Speed"). */
const CACHEABLE =
  /^\/(?:$|(?:study|square|live)(?:_(?:hot|publish|action|30)(?:\/[^/]*)?)?\/?$|a\/[0-9a-z]+\/?$)/;
export const PAGE_CACHE_TTL_MS = 5_000;

interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The body compressed once per encoding a reader asked for, so a hit never compresses again. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** The entry's body in the reader's encoding, with the headers that say so. */
async function replay(req: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<Buffer> {
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding || belowCompressionThreshold(entry.body)) return entry.body;
  let encoded = entry.encoded.get(encoding);
  if (!encoded) {
    encoded = compressBody(entry.body, encoding);
    entry.encoded.set(encoding, encoded);
  }
  const body = await encoded;
  // @fastify/compress leaves a body alone once it carries an encoding.
  reply.header('content-encoding', encoding);
  return body;
}

declare module 'fastify' {
  interface FastifyRequest {
    pageCacheKey?: string;
  }
}

/** A content ETag: the body without this response's CSP nonce, so equal pages get equal tags. */
function etagOf(body: Buffer, nonce: string): string {
  const text = nonce ? body.toString('utf8').replaceAll(nonce, '') : body.toString('utf8');
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

const CSP = 'content-security-policy';

/**
 * Confirms the copy the browser holds. The 304 carries no CSP (RFC 9110 §15.4.5: no representation
 * metadata on a 304), so the browser keeps the CSP it stored with that copy, whose nonce the copy's inline
 * scripts carry; this response's CSP has a fresh nonce and would block every one of them.
 */
function notModified(reply: FastifyReply, etag: string): void {
  reply.removeHeader(CSP);
  // Helmet writes its headers on the raw response.
  reply.raw.removeHeader(CSP);
  reply.headers({ etag, 'cache-control': 'no-cache' });
  reply.code(304);
}

async function collect(payload: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Anonymous readers of lists and articles get pages rendered at most once per PAGE_CACHE_TTL_MS per URL,
 * device and display preferences (theme, font size), and every page carries an ETag so a revalidating
 * browser gets 304. Entries are keyed by the posts' content version, so a publish, edit or delete is visible
 * at once. Logged-in members always get a fresh render (their pages show their own state). A page and
 * its CSP travel together: a replayed page keeps the CSP it was rendered with, and a 304 sends none, since
 * inline scripts carry their own response's nonce (docs/decisions/0008).
 */
export function registerPageCache(
  scope: FastifyInstance,
  contentVersion: () => number,
  onHit: (req: FastifyRequest) => void = () => {},
) {
  const cache = new LRUCache<string, Entry>({ max: 1000, ttl: PAGE_CACHE_TTL_MS });

  const keyOf = (req: FastifyRequest): string | undefined => {
    if (req.method !== 'GET' || req.cookies[SESSION_COOKIE]) return undefined;
    const path = req.url.split('?')[0];
    if (!CACHEABLE.test(path)) return undefined;
    const device = isMobileUserAgent(req.headers['user-agent']) ? 'm' : 'd';
    // Theme and font size are rendered on <html> (app/features/settings).
    return `${contentVersion()}|${device}|${preferencesCacheKey(req.headers.cookie)}|${req.url}`;
  };

  scope.addHook('onRequest', async (req, reply) => {
    const key = keyOf(req);
    if (!key) return;
    const hit = cache.get(key);
    if (!hit) {
      req.pageCacheKey = key;
      return;
    }
    onHit(req);
    reply.header('x-page-cache', 'hit');
    if (req.headers['if-none-match'] === hit.etag) {
      notModified(reply, hit.etag);
      return reply.send();
    }
    reply.headers({ ...hit.headers, etag: hit.etag });
    return reply.code(200).send(await replay(req, reply, hit));
  });

  scope.addHook('onSend', async (req, reply, payload) => {
    if (!req.pageCacheKey || reply.statusCode !== 200 || reply.getHeader('set-cookie')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    const body = await collect(payload);
    const etag = etagOf(body, reply.scriptNonce);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    const csp = reply.getHeader(CSP);
    if (csp) headers[CSP] = String(csp);
    cache.set(req.pageCacheKey, { body, etag, headers, encoded: new Map() });
    reply.header('x-page-cache', 'miss');
    if (req.headers['if-none-match'] === etag) {
      notModified(reply, etag);
      return '';
    }
    reply.headers({ etag, 'cache-control': 'no-cache' });
    return body;
  });
}
