import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preferencesCacheKey } from '../../common/display-preferences';
import { SESSION_COOKIE } from '../../common/user';
import { isMobileUserAgent } from '../lib/device';

/** Pages anonymous readers hit most: the section lists and article pages (issue 3, "Speed"). */
const CACHEABLE =
  /^\/(?:$|(?:study|square|live)(?:_(?:hot|publish|action|30)(?:\/[^/]*)?)?\/?$|a\/[0-9a-z]+\/?$)/;
const TTL_MS = 5_000;

interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
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

async function collect(payload: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Anonymous readers of lists and articles get pages rendered at most once per TTL_MS per URL, device
 * and display preferences (theme, font size), and every page carries an ETag so a revalidating browser
 * gets 304. Entries are keyed by the posts' content version, so a publish, edit or delete is visible
 * at once. Logged-in members always get a fresh render (their pages show their own state). A cached
 * page keeps its own CSP header, since its inline scripts carry that response's nonce.
 */
export function registerPageCache(
  scope: FastifyInstance,
  contentVersion: () => number,
  onHit: (req: FastifyRequest) => void = () => {},
) {
  const cache = new LRUCache<string, Entry>({ max: 1000, ttl: TTL_MS });

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
    reply.headers({ ...hit.headers, etag: hit.etag, 'x-page-cache': 'hit' });
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.code(200).send(hit.body);
  });

  scope.addHook('onSend', async (req, reply, payload) => {
    if (!req.pageCacheKey || reply.statusCode !== 200 || reply.getHeader('set-cookie')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    const body = await collect(payload);
    const etag = etagOf(body, reply.scriptNonce);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    const csp = reply.getHeader('content-security-policy');
    if (csp) headers['content-security-policy'] = String(csp);
    cache.set(req.pageCacheKey, { body, etag, headers });
    reply.headers({ etag, 'cache-control': 'no-cache', 'x-page-cache': 'miss' });
    if (req.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return body;
  });
}
