import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  auditItemSchema,
  auditListQuery,
  consoleListSchema,
  sysLoginBody,
  sysMeSchema,
  sysPasswordBody,
  sysUserAddBody,
  sysUserIdParams,
  sysUserListQuery,
  sysUserSchema,
  sysUserUpdateBody,
} from '../../../common/sysuser';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';
import { clientInfo } from '../../plugins/session';
import { actorOf, SYS_SESSION_COOKIE } from './console-guard';
import { SYS_MSG, SYS_SESSION_TTL_HOURS } from './sysuser.service';

/**
 * SPEC §7's system-user calls. They live outside /api (`/sysuser…`, and the list at SPEC's spelling
 * `/susyser`); app.ts routes them under /api, so they are signed, rate limited and enveloped like the rest.
 */
export async function sysUserRoutes(app: FastifyInstance) {
  const r = typed(app);
  const sysUsers = app.services.sysUsers;

  r.post(
    '/api/sysuser/login',
    { schema: { body: sysLoginBody, response: replies(sysUserSchema) } },
    async (req, reply) => {
      const { token, user } = await sysUsers.login(req.body, clientInfo(req));
      setSysSessionCookie(reply, token);
      return ok(user, SYS_MSG.loggedIn);
    },
  );

  r.post('/api/sysuser/logout', { schema: { response: emptyReply } }, async (req, reply) => {
    const token = req.sysSessionToken();
    if (token) await sysUsers.logout(token);
    reply.clearCookie(SYS_SESSION_COOKIE, { path: '/' });
    return ok(null, SYS_MSG.loggedOut);
  });

  r.get(
    '/api/sysuser/me',
    { config: { console: 'self' }, schema: { response: replies(sysMeSchema) } },
    async (req) => ok(await sysUsers.me(actorOf(req))),
  );

  r.get(
    '/api/susyser',
    {
      config: { console: 'sysuser.manage' },
      schema: { querystring: sysUserListQuery, response: replies(consoleListSchema(sysUserSchema)) },
    },
    async (req) => ok(await sysUsers.list(req.query)),
  );

  r.post(
    '/api/sysuser',
    {
      config: { console: 'sysuser.manage' },
      schema: { body: sysUserAddBody, response: replies(sysUserSchema) },
    },
    async (req) => ok(await sysUsers.add(actorOf(req), req.body), SYS_MSG.added),
  );

  // Before /sysuser/:id in meaning, not in order: a static segment always wins over a parameter.
  r.put(
    '/api/sysuser/password',
    { config: { console: 'self' }, schema: { body: sysPasswordBody, response: emptyReply } },
    async (req) => {
      await sysUsers.changePassword(actorOf(req), req.sysSessionToken() ?? '', req.body);
      return ok(null, SYS_MSG.passwordChanged);
    },
  );

  r.put(
    '/api/sysuser/:id',
    {
      config: { console: 'sysuser.manage' },
      schema: { params: sysUserIdParams, body: sysUserUpdateBody, response: replies(sysUserSchema) },
    },
    async (req) => ok(await sysUsers.update(actorOf(req), req.params.id, req.body), SYS_MSG.saved),
  );

  r.delete(
    '/api/sysuser/:id',
    { config: { console: 'sysuser.manage' }, schema: { params: sysUserIdParams, response: emptyReply } },
    async (req) => {
      await sysUsers.remove(actorOf(req), req.params.id);
      return ok(null, SYS_MSG.deleted);
    },
  );

  r.post(
    '/api/console/audit/list',
    {
      config: { console: 'audit.read' },
      schema: { body: auditListQuery, response: replies(consoleListSchema(auditItemSchema)) },
    },
    async (req) => ok(await sysUsers.auditLog(req.body)),
  );
}

/** HttpOnly and SameSite=Strict: the console is never entered from another site's link with its session. */
export function setSysSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SYS_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.isProduction,
    maxAge: SYS_SESSION_TTL_HOURS * 3600,
  });
}
