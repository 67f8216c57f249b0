import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { ErrCode, ErrMessage } from '../../common/error-codes';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for React Router's inline scripts (CSP script-src). */
    scriptNonce: string;
  }
}

type NonceResponse = ServerResponse & { cspNonce?: string };

/**
 * Security headers and the global per-IP API limit. The CSP allows scripts only from our origin or
 * with this response's nonce; styles allow inline because antd sets style attributes.
 */
export const securityPlugin = fp<{
  csp: boolean;
  upgradeInsecure: boolean;
  connectOrigins: string[];
  perMinute: number;
  redis?: Redis;
}>(async (app, opts) => {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_req, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    (reply.raw as NonceResponse).cspNonce = reply.scriptNonce;
  });
  // Built once: @fastify/helmet rebuilt helmet's middleware (parsing every directive) on every request,
  // about 9 % of a trivial API call's CPU. The nonce directive is still evaluated per response.
  const securityHeaders = helmet({
    contentSecurityPolicy: opts.csp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceResponse).cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            // Plus the object store's origins when uploads go straight to S3 (presigned PUTs).
            connectSrc: ["'self'", ...opts.connectOrigins],
            frameAncestors: ["'self'"],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // Pages are also served over plain http on localhost (npm start), where upgrading would break them.
            upgradeInsecureRequests: opts.upgradeInsecure ? [] : null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: 60_000,
    redis: opts.redis,
    nameSpace: 'rl:global:',
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        ErrCode.RATE_LIMITED,
        `${ErrMessage[ErrCode.RATE_LIMITED]}（${Math.ceil(ctx.ttl / 1000)}秒）`,
        null,
        429,
      ),
  });
});
