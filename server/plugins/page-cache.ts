import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preferencesCacheKey } from '../../common/display-preferences';
import {
  acceptedEncoding,
  belowCompressionThreshold,
  compressBody,
  type Encoding,
  varyOnEncoding,
} from '../lib/compression';
import { isMobileUserAgent } from '../lib/device';

/**
 * Pages anonymous readers hit most: the section lists and article pages (issue 3, "Speed"), and a day's
 * 异动 (issue 15: every reader of a day gets the same page; a publish bumps the content version).
 */
const CACHEABLE =
  /^\/(?:$|(?:study|square|live)(?:_(?:hot|publish|action|30)(?:\/[^/]*)?)?\/?$|a\/[0-9a-z]+\/?$|action(?:\/\d{4}-\d{2}-\d{2})?\/?$)/;
export const PAGE_CACHE_TTL_MS = 5_000;
/**
 * What the cache may hold, counted as each page's HTML plus room for its Brotli and gzip copies (HTML
 * compresses 5–8×, so half the body covers both). 32 MB holds ~450 article pages of ~45 KB: more than
 * one 5-second TTL's worth of distinct pages even at the cache-miss rate of a render (docs/bench.md).
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
const entrySize = (entry: Entry) => Math.ceil(entry.body.length * 1.5) + 512;

interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The body compressed once per encoding a reader asked for, so a hit never compresses again. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** The entry's body in the reader's encoding, with the headers that say so. */
async function replay(req: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<Buffer> {
  varyOnEncoding(reply);
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
 * Every reader of a list or an article, visitor or member, gets the same page, rendered at most once per
 * PAGE_CACHE_TTL_MS per path, device and display preferences (theme, font size), and every page carries an
 * ETag so a revalidating browser gets 304. The page is the shared render (SsrContext.shared): it holds
 * nothing personal, and a member's page fetches its reader's state after hydration (ADR 14). The key is
 * the path alone, since these routes read nothing from the query: a cache-busting query string gets the
 * same entry. Entries are keyed by the posts' content version, so a publish, edit or delete is visible at
 * once, and the cache is bounded in bytes. A page and its CSP travel together: a replayed page keeps the
 * CSP it was rendered with, and a 304 sends none, since inline scripts carry their own response's nonce
 * (docs/decisions/0008).
 */
export function registerPageCache(
  scope: FastifyInstance,
  {
    contentVersion,
    onHit = () => {},
    maxBytes = PAGE_CACHE_MAX_BYTES,
  }: {
    /** The posts' content version: part of every key. */
    contentVersion: () => number;
    /** Called for each page answered from the cache (it never reaches a loader). */
    onHit?: (req: FastifyRequest) => void;
    maxBytes?: number;
  },
) {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: entrySize,
    ttl: PAGE_CACHE_TTL_MS,
  });

  const keyOf = (req: FastifyRequest): string | undefined => {
    if (req.method !== 'GET') return undefined;
    const path = req.url.split('?')[0];
    if (!CACHEABLE.test(path)) return undefined;
    const device = isMobileUserAgent(req.headers['user-agent']) ? 'm' : 'd';
    // Theme and font size are rendered on <html> (app/features/settings).
    return `${contentVersion()}|${device}|${preferencesCacheKey(req.headers.cookie)}|${path}`;
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
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || reply.getHeader('x-page-cache') === 'hit') return payload;
    if (!req.pageCacheKey || reply.statusCode !== 200 || reply.getHeader('set-cookie')) {
      // Rendered for this request alone (a member's own page, an error): no cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    const body = await collect(payload);
    const etag = etagOf(body, reply.scriptNonce);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    const csp = reply.getHeader(CSP);
    if (csp) headers[CSP] = String(csp);
    const entry: Entry = { body, etag, headers, encoded: new Map() };
    cache.set(req.pageCacheKey, entry);
    reply.header('x-page-cache', 'miss');
    if (req.headers['if-none-match'] === etag) {
      notModified(reply, etag);
      return '';
    }
    reply.headers({ etag, 'cache-control': 'no-cache' });
    // Compressed once into the entry: the hits that follow in this encoding send it as it is.
    return replay(req, reply, entry);
  });
}
