import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AI_VISITOR_COOKIE } from '../../common/ai';
import { ADMIN_COOKIE, type AdminCookie, type PublicUser, SESSION_COOKIE } from '../../common/user';
import { forbidden, notLoggedIn } from '../lib/errors';
import type { UserRow } from '../modules/user/user.repo';
import { bannedMessage, SESSION_TTL_DAYS } from '../modules/user/user.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the SESSION cookie, resolved once per request. */
    currentUser(): Promise<UserRow | null>;
    /** Like currentUser() but answers errCode "1" when nobody is logged in. */
    requireUser(): Promise<UserRow>;
    sessionToken(): string | undefined;
  }
}

const userCache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const token = this.cookies[SESSION_COOKIE];
    return token && token.length <= 128 ? token : undefined;
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = userCache.get(this);
    if (!pending) {
      pending = app.services.users.userFromToken(this.sessionToken());
      userCache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.currentUser();
    if (user) return user;
    // Only on the failure path: a banned member's open page learns why it can no longer act.
    const banned = await app.services.users.bannedOwner(this.sessionToken());
    if (banned) throw forbidden(bannedMessage(banned));
    throw notLoggedIn();
  });
});

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** SESSION carries the secret (HttpOnly); admin carries display fields for the client (SPEC §4). */
export function setLoginCookies(reply: FastifyReply, token: string, user: PublicUser): void {
  const secure = reply.server.config.isProduction;
  const maxAge = SESSION_TTL_DAYS * 86_400;
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
  setAdminCookie(reply, user);
  // The visitor's AI sessions become the member's; the AI calls repeat the claim (awaited) if this fails.
  const visitor = reply.request.cookies[AI_VISITOR_COOKIE];
  if (visitor) {
    reply.server.services.ai
      .claimVisitorSessions(visitor, user.user_id)
      .catch((err) => reply.log.warn({ err }, 'claiming AI sessions at log-in failed'));
  }
}

/** Rewrites the display fields alone, e.g. after a profile change, so the client shows the new ones. */
export function setAdminCookie(reply: FastifyReply, user: PublicUser): void {
  const admin: AdminCookie = { user_id: user.user_id, nickname: user.nickname, avatar: user.avatar };
  reply.setCookie(ADMIN_COOKIE, JSON.stringify(admin), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: reply.server.config.isProduction,
    maxAge: SESSION_TTL_DAYS * 86_400,
  });
}

export function clearLoginCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(ADMIN_COOKIE, { path: '/' });
}
