import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptedEncoding,
  belowCompressionThreshold,
  compressBody,
  type Encoding,
  varyOnEncoding,
} from '../../lib/compression';

/** As long as the service's day views live: an answer never outlives the data it was built from. */
const TTL_MS = 5_000;

interface Answer {
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Whole answers of the 异动 reads, serialised and compressed once and sent to every reader asking the
 * same thing within TTL_MS (a day's sectors are tens of KB of JSON, the same for everyone). The key
 * carries the service's epoch, which every publish, withdrawal or calendar edit bumps, so a change is
 * visible at once in this process. The envelope's serverTime is when the answer was built (at most
 * TTL_MS old), as on a cached page. Failures (a login gate, an unknown sector) are never cached.
 */
export class AnswerCache {
  private readonly answers = new LRUCache<string, Promise<Answer>>({ max: 2000, ttl: TTL_MS });

  async send(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    let answer = this.answers.get(key);
    if (!answer) {
      answer = build().then((envelope) => ({ json: Buffer.from(JSON.stringify(envelope)), encoded: {} }));
      answer.catch(() => this.answers.delete(key));
      this.answers.set(key, answer);
    }
    const a = await answer;
    reply.type('application/json; charset=utf-8');
    if (belowCompressionThreshold(a.json)) return reply.send(a.json);
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(a.json);
    a.encoded[encoding] ??= compressBody(a.json, encoding);
    // Already encoded: the app's onSend compression (lib/compression.ts) leaves it alone.
    return reply.header('content-encoding', encoding).send(await a.encoded[encoding]);
  }
}
