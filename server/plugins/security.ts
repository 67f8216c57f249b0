import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { ErrCode, ErrMessage } from '../../common/error-codes';
import { WECHAT_JS_SDK_ORIGIN } from '../../common/wechat';
import { AppError } from '../lib/errors';
import { fallbackRateStore } from '../lib/fallback-rate-store';
import { apiRouteOf } from '../lib/route';

/** WeChat Pay's notify path (server/modules/pay/pay-notify.routes.ts). */
export const PAY_NOTIFY_PREFIX = '/api/v1/pay-order/notify/';

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
  // Built once: @fastify/helmet rebuilt helmet's middleware (parsing every directive) on every request,
  // about 9 % of a trivial API call's CPU. The nonce directive is still evaluated per page response.
  const pageHeaders = helmet({
    contentSecurityPolicy: opts.csp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            // WeChat's JS-SDK (the /h5 pages' share card inside WeChat) is only served from its CDN.
            scriptSrc: [
              "'self'",
              WECHAT_JS_SDK_ORIGIN,
              (_req, res) => `'nonce-${(res as NonceResponse).cspNonce}'`,
            ],
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
  // API answers are JSON that no page embeds: no script may run, so they need no nonce, and their headers
  // never change. Computed once, they cost one object copy per call instead of helmet's twelve middlewares
  // and a random nonce (~16 % of a trivial call's CPU).
  const apiHeaders = {
    // Answers are per caller (sessions) or change by the second; routes serving files set their own.
    'cache-control': 'no-store',
    ...fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        crossOriginEmbedderPolicy: false,
      }),
    ),
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (isJsonApi(req)) {
      reply.headers(apiHeaders);
      return done();
    }
    reply.scriptNonce = randomBytes(16).toString('base64');
    (reply.raw as NonceResponse).cspNonce = reply.scriptNonce;
    pageHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(rateLimit, {
    // An instance hook (below), not one per route: it then runs before the signature check and the
    // console guard, so every call counts, signed or not, whatever route it reached.
    global: false,
    max: opts.perMinute,
    timeWindow: 60_000,
    // The outage itself is logged once by the connection (lib/redis.ts).
    store: opts.redis ? fallbackRateStore(opts.redis, 'rl:global:') : undefined,
    // WeChat Pay's notifies come from a few WeChat addresses at the volume of all payments; each one is
    // verified by signature before it does anything.
    allowList: (req) => {
      const route = apiRouteOf(req);
      return route === null || route.startsWith(PAY_NOTIFY_PREFIX);
    },
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        ErrCode.RATE_LIMITED,
        `${ErrMessage[ErrCode.RATE_LIMITED]}（${Math.ceil(ctx.ttl / 1000)}秒）`,
        null,
        429,
      ),
  });
  app.addHook('onRequest', app.rateLimit());
});

/** API routes that answer JSON; /api/wx/ serves the pages a browser is sent to during WeChat login. */
function isJsonApi(req: FastifyRequest): boolean {
  const route = apiRouteOf(req);
  return route !== null && !route.startsWith('/api/wx/');
}

/** The headers a helmet middleware without per-response directives writes, read off once. */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err) throw err;
  });
  return headers;
}
