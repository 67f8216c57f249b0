import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGN_SKEW_MS } from '../../common/constants';
import { ErrCode } from '../../common/error-codes';
import { signToken } from '../../common/sign';
import { safeEqual } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { API_NOT_FOUND_ROUTE, apiRouteOf } from '../lib/route';
import { PAY_NOTIFY_PREFIX } from './security';

/**
 * Paths under /api that browsers reach by navigation or that third parties call, so they carry no signature
 * (WeChat Pay's notify carries WeChat's own, checked by the pay provider).
 */
const UNSIGNED_PREFIXES = ['/api/dev/', '/api/wx/', '/api/upload/', PAY_NOTIFY_PREFIX];

export function isSignedRequestValid(request: FastifyRequest, secret: string, now = Date.now()): boolean {
  const { timestamp, token, platform } = request.headers;
  // The web client sends platform 3 (SPEC §9); the apps send their own small numbers.
  if (typeof platform !== 'string' || !/^\d{1,2}$/.test(platform)) return false;
  if (typeof timestamp !== 'string' || !/^\d{10,16}$/.test(timestamp) || typeof token !== 'string')
    return false;
  if (Math.abs(now - Number(timestamp)) > SIGN_SKEW_MS) return false;
  return safeEqual(signToken(secret, timestamp), token.toLowerCase());
}

/**
 * The anti-scraping signature of SPEC §7 / DESIGN §4. Requiring custom headers also stops cross-site
 * form posts, since a browser cannot add them without a CORS preflight we never grant.
 */
export const signaturePlugin = fp(async (app) => {
  // After the per-IP limit (security.ts), so unsigned calls count against it like any other.
  app.addHook('onRequest', async (request) => {
    const route = apiRouteOf(request);
    // An unknown path runs nothing: its 404 needs no signature.
    if (!route || route === API_NOT_FOUND_ROUTE || UNSIGNED_PREFIXES.some((p) => route.startsWith(p))) return;
    if (!isSignedRequestValid(request, app.config.signSecret)) throw new AppError(ErrCode.BAD_SIGNATURE);
  });
});
